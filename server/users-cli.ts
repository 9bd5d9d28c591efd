import { isLookupEmail } from '../src/domain/inbox';
import { isRole, passwordLinkHours } from '../src/domain/people';
import { passwordPageUrl } from './auth/passwordPage';
import { createUserStore } from './auth/users';
import { readConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { openStorage } from './db/open';
import type { CliIo } from './leads-cli';
import { readMessageConfig } from './messages/config';

export const addUserUsage = 'Usage: npm run admin -- add-user <email> --role owner|sales';

/**
 * `npm run admin -- add-user <email> --role owner|sales` (issue 36, item 5): makes the member (or,
 * for one who exists, a new link and the role given) and prints the one-time link that sets their
 * password, valid for `passwordLinkHours`. On the database the server uses (DATABASE_URL or
 * DATA_DIR); the embedded one has one owner, so while the server holds it the command says so.
 */
export async function runUsersCli(args: string[], env: NodeJS.ProcessEnv, io: CliIo, now = new Date()): Promise<number> {
  const [email, ...rest] = args;
  const roleAt = rest.indexOf('--role');
  const role = roleAt >= 0 ? rest[roleAt + 1] : undefined;
  const extra = rest.filter((a, i) => i !== roleAt && i !== roleAt + 1);
  if (!email || !isLookupEmail(email) || !isRole(role) || extra.length) {
    io.err(`${addUserUsage}\n`);
    return 2;
  }
  let siteUrl: string;
  try {
    siteUrl = readMessageConfig(env).siteUrl;
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  let storage;
  try {
    storage = await openStorage(readConfig({ ...env, ADMIN_TOKEN: undefined, ADMIN_PASSWORD_HASH: undefined }), 'the admin CLI', { mustExist: false });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      io.err(`${error.message}\nStop the server for a moment, or run the command against DATABASE_URL (PostgreSQL), which several processes share.\n`);
      return 1;
    }
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  try {
    const { token, created } = await createUserStore(storage.db.sql).add(email.trim(), role, now);
    io.err(
      `${created ? 'Added' : 'Updated'} ${email.trim()} as ${role}. Send them this link to set their password (it works once, for ${passwordLinkHours} hours):\n`,
    );
    io.out(`${passwordPageUrl(siteUrl, token)}\n`);
    return 0;
  } finally {
    await storage.close();
  }
}
