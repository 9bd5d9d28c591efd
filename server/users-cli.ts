import { isLookupEmail } from '../src/domain/inbox';
import { isRole, passwordLinkHours } from '../src/domain/people';
import { passwordPageUrl } from './auth/passwordPage';
import { createUserStore, type UserStore } from './auth/users';
import { readConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { openStorage } from './db/open';
import type { CliIo } from './leads-cli';
import { readMessageConfig } from './messages/config';

export const addUserUsage = 'Usage: npm run admin -- add-user <email> --role owner|sales';
export const removeUserUsage = 'Usage: npm run admin -- remove-user <email>';

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
  return withUsers(env, io, async (users) => {
    const { token, created } = await users.add(email.trim(), role, now);
    io.err(
      `${created ? 'Added' : 'Updated'} ${email.trim()} as ${role}. Send them this link to set their password (it works once, for ${passwordLinkHours} hours):\n`,
    );
    io.out(`${passwordPageUrl(siteUrl, token)}\n`);
    return 0;
  });
}

/**
 * `npm run admin -- remove-user <email>`: the member can no longer sign in, and their open
 * sessions end at once (their next request is answered 401). What they did stays in the history.
 */
export async function runRemoveUserCli(args: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  const [email, ...extra] = args;
  if (!email || !isLookupEmail(email) || extra.length) {
    io.err(`${removeUserUsage}\n`);
    return 2;
  }
  return withUsers(env, io, async (users) => {
    if (!(await users.remove(email))) {
      io.err(`No member of the desk has the address ${email.trim()}.\n`);
      return 1;
    }
    io.err(`Removed ${email.trim()}: their sessions have ended.\n`);
    return 0;
  });
}

/** The members on the database the server uses; the embedded one has one owner, so while the server holds it the command says so. */
async function withUsers(env: NodeJS.ProcessEnv, io: CliIo, work: (users: UserStore) => Promise<number>): Promise<number> {
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
    return await work(createUserStore(storage.db.sql));
  } finally {
    await storage.close();
  }
}
