import { writeFile } from 'node:fs/promises';
import { isLookupEmail, personFile } from '../src/domain/inbox';
import { personMeetings } from './meetings/personal';
import { resourceNames } from '../src/domain/resources';
import { retention } from '../src/domain/retention';
import { readConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { createInboxStore } from './db/inbox';
import { openStorage, type OpenStorage } from './db/open';
import { purge } from './db/retention';
import { wipeDeleted } from './db/forget';
import type { CliIo } from './leads-cli';

export const inboxUsage = `       npm run leads -- purge [--dry-run]
       npm run leads -- privacy find|export|erase <email> [--out <file>]`;

/**
 * The owner's retention and privacy commands, on the database the server uses. The embedded
 * database has one owner: while the server holds it the CLI refuses and points to the inbox
 * (/admin), which does the same over the running server.
 */
export async function runInboxCli(args: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  const flags = rest.filter((a) => a.startsWith('--'));
  const words = rest.filter((a, i) => !a.startsWith('--') && rest[i - 1] !== '--out');
  const outIndex = rest.indexOf('--out');
  const out = outIndex >= 0 ? rest[outIndex + 1] : undefined;
  const known = command === 'purge' ? ['--dry-run'] : ['--out'];
  const unknown = flags.find((f) => !known.includes(f));
  if (unknown) return (io.err(`Unknown option ${unknown}\n`), 2);
  if (command === 'privacy' && (!['find', 'export', 'erase'].includes(words[0]) || !words[1] || !isLookupEmail(words[1]))) {
    io.err(`Usage:\n${inboxUsage}\n`);
    return 2;
  }

  let storage: OpenStorage;
  try {
    storage = await openStorage(readConfig({ ...env, ADMIN_TOKEN: undefined, ADMIN_PASSWORD_HASH: undefined }), 'the leads CLI', { mustExist: true });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      const port = env.PORT || '8080';
      io.err(`${error.message}\nWhile the server runs, use the inbox instead: http://localhost:${port}/admin (Privacy requests, Retention).\n`);
      return 1;
    }
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  try {
    if (command === 'purge') {
      const dryRun = flags.includes('--dry-run');
      const result = await purge(storage.db.sql, { dryRun });
      if (result.skipped) return (io.err('Another process is purging right now; nothing done.\n'), 1);
      if (!dryRun && result.records.length) await wipeDeleted(storage.db);
      io.err(
        `Drafts last changed before ${result.cutoffs.drafts} (${retention.draftMonths} months) and sent records last contacted before ${result.cutoffs.sent} (${retention.afterLastContactMonths} months):\n`,
      );
      for (const r of result.records) io.out(`${r.resource}\t${r.recordId}\t${r.reason}\n`);
      io.err(`${dryRun ? 'Would delete' : 'Deleted'} ${result.records.length} record(s)${dryRun ? '' : ', recorded in the audit log'}.\n`);
      return 0;
    }
    const [action, email] = words;
    const inbox = createInboxStore(storage.db.sql);
    if (action === 'erase') {
      const erased = await inbox.eraseByEmail(email);
      if (erased.length) await wipeDeleted(storage.db);
      for (const e of erased) io.out(`${e.resource}\t${e.recordId}\t${e.reason}\n`);
      io.err(`Erased ${erased.length} record(s), recorded in the audit log.\n`);
      return 0;
    }
    const person = await inbox.findByEmail(email, { mentions: action === 'find' });
    if (action === 'find') {
      for (const resource of resourceNames)
        for (const r of person.records[resource]) io.out(`${resource}\t${r._id}\t${r.sent ? 'sent' : 'draft'}\t${r.createdAt}\n`);
      io.err(`Found ${resourceNames.reduce((n, r) => n + person.records[r].length, 0)} record(s).\n`);
      const mentioned = resourceNames.reduce((n, r) => n + person.mentions[r].length, 0);
      if (mentioned) {
        for (const resource of resourceNames) for (const r of person.mentions[resource]) io.out(`${resource}\t${r._id}\tmentioned\t${r.createdAt}\n`);
        io.err(`Also mentioned in ${mentioned} other person's record(s): neither exported nor erased with the rest.\n`);
      }
      return 0;
    }
    const text = `${JSON.stringify(personFile(person, new Date(), await personMeetings(storage.db.sql, person)), null, 2)}\n`;
    if (out) {
      await writeFile(out, text);
      io.err(`Wrote the export to ${out}\n`);
    } else io.out(text);
    return 0;
  } finally {
    await storage.close();
  }
}
