import { writeFile } from 'node:fs/promises';
import { isResourceName, resourceNames } from '../src/domain/resources';
import { recordsCsv } from './api/csv';
import { readConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { NoDatabaseError, openStorage } from './db/open';
import { inboxUsage, runInboxCli } from './inbox-cli';

const usage = `Usage: npm run leads -- export <resource> [--format csv|json] [--out <file>]
${inboxUsage}
  resource: ${resourceNames.join(' | ')}
Reads the database the server uses: DATABASE_URL when set, otherwise the embedded one in DATA_DIR (./data).`;

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

/**
 * The owner's export (`npm run leads -- export waitlist-records --format csv`). The embedded
 * database has one owner at a time: while the server runs on the same DATA_DIR the CLI refuses
 * and points to the HTTP export instead of reading a database another process is writing.
 */
export async function runLeadsCli(args: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  if (args[0] === 'purge' || args[0] === 'privacy') return runInboxCli(args, env, io);
  const [command, resource, ...rest] = args;
  let format = 'csv';
  let out: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--format') format = rest[++i] ?? '';
    else if (rest[i].startsWith('--format=')) format = rest[i].slice('--format='.length);
    else if (rest[i] === '--out') out = rest[++i];
    else return (io.err(`Unknown option ${rest[i]}\n${usage}\n`), 2);
  }
  if (command !== 'export' || !resource || !isResourceName(resource) || (format !== 'csv' && format !== 'json')) {
    io.err(`${usage}\n`);
    return 2;
  }
  let storage;
  try {
    storage = await openStorage(readConfig({ ...env, ADMIN_TOKEN: undefined }), 'the leads CLI', { mustExist: true });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      const port = env.PORT || '8080';
      io.err(
        `${error.message}\nWhile the server runs, export over HTTP instead:\n` +
          `  curl -H "Authorization: Bearer $ADMIN_TOKEN" "http://localhost:${port}/api/${resource}?format=${format}" > ${resource}.${format}\n`,
      );
      return 1;
    }
    io.err(`${error instanceof NoDatabaseError || error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  try {
    const records = await storage.store.list(resource);
    const text = format === 'csv' ? recordsCsv(resource, records) : `${JSON.stringify(records, null, 2)}\n`;
    if (out) {
      await writeFile(out, text);
      io.err(`Wrote ${records.length} ${resource} to ${out}\n`);
    } else io.out(text);
    return 0;
  } finally {
    await storage.close();
  }
}
