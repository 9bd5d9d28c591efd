/**
 * `npm run admin -- hash-password`: reads the owner's password from standard input (typed, or
 * piped) and prints the ADMIN_PASSWORD_HASH value for it.
 * `npm run admin -- add-user <email> --role owner|sales`: a member of the desk, and the one-time
 * link that sets their password; `remove-user <email>` removes one (server/users-cli.ts).
 */
import { createInterface } from 'node:readline/promises';
import { hashPassword } from '../server/auth/password';
import { addUserUsage, removeUserUsage, runRemoveUserCli, runUsersCli } from '../server/users-cli';

const [command, ...args] = process.argv.slice(2);
const io = { out: (t: string) => void process.stdout.write(t), err: (t: string) => void process.stderr.write(t) };
if (command === 'add-user') {
  process.exitCode = await runUsersCli(args, process.env, io);
} else if (command === 'remove-user') {
  process.exitCode = await runRemoveUserCli(args, process.env, io);
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
  process.stderr.write(
    `Usage: npm run admin -- hash-password   (reads the password from standard input)\n${addUserUsage.replace('Usage: ', '       ')}\n${removeUserUsage.replace('Usage: ', '       ')}\n`,
  );
  process.exit(2);
}
