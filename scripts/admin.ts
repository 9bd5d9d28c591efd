/**
 * `npm run admin -- hash-password`: reads the owner's password from standard input (typed, or
 * piped) and prints the ADMIN_PASSWORD_HASH value for it.
 */
import { createInterface } from 'node:readline/promises';
import { hashPassword } from '../server/auth/password';

const [command] = process.argv.slice(2);
if (command !== 'hash-password') {
  process.stderr.write('Usage: npm run admin -- hash-password   (reads the password from standard input)\n');
  process.exit(2);
}
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
