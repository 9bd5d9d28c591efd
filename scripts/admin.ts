/**
 * `npm run admin -- hash-password`: reads the owner's password from standard input (typed, or
 * piped) and prints the ADMIN_PASSWORD_HASH value for it.
 * `npm run admin -- add-user <email> --role owner|sales`: a member of the desk, and the one-time
 * link that sets their password (server/users-cli.ts).
 */
import { createInterface } from 'node:readline/promises';
import { hashPassword } from '../server/auth/password';
import { addUserUsage, runUsersCli } from '../server/users-cli';

const [command, ...args] = process.argv.slice(2);
if (command === 'add-user') {
  process.exitCode = await runUsersCli(args, process.env, { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) });
} else if (command === 'hash-password') {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  if (process.stdin.isTTY) process.stderr.write('Password (at least 12 characters): ');
  const password = ((await rl[Symbol.asyncIterator]().next()).value ?? '').replace(/\r$/, '');
  rl.close();
  if (password.length < 12) {
    process.stderr.write('\nThe password must have at least 12 characters.\n');
    process.exit(1);
  }
  process.stdout.write(`${await hashPassword(password)}\n`);
  process.stderr.write("Set it as ADMIN_PASSWORD_HASH in the server's environment.\n");
} else {
  process.stderr.write(`Usage: npm run admin -- hash-password   (reads the password from standard input)\n${addUserUsage.replace('Usage: ', '       ')}\n`);
  process.exit(2);
}
