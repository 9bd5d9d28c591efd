import { closeSync, existsSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPgliteThread, type ThreadOptions } from './pglite-thread';

/**
 * The embedded database comes into being whole or not at all (issue 19). initdb writes about a
 * thousand files; a kill or Ctrl-C in the middle used to leave a `pgdata` on which every later
 * start failed. Now it is created in a sibling directory, marked complete, and renamed into
 * place: a start cut short leaves only a `pgdata.creating-*` directory, removed at the next start.
 */
export const createdMarker = 'HEARTWORK_CREATED';
const creatingPrefix = 'pgdata.creating-';

export class BrokenDatabaseError extends Error {}

function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Whether a data directory holds any table of ours (PostgreSQL numbers user relations from 16384). */
export function holdsUserTables(pgdata: string): boolean {
  const base = join(pgdata, 'base');
  if (!existsSync(base)) return false;
  return readdirSync(base).some((db) => readdirSync(join(base, db)).some((file) => Number.parseInt(file, 10) >= 16384));
}

/**
 * Makes sure `pgdata` is a complete database before the server opens it: removes what creations
 * cut short left, creates a missing one atomically, and for a directory without the marker (made
 * in place by an older version) checks it opens. One that does not open and never held a table
 * (initdb was cut short) is moved aside and created afresh; one that holds tables is never touched.
 */
export async function ensureEmbeddedDatabase(dataDir: string, options: ThreadOptions & { log?: (m: string) => void } = {}): Promise<void> {
  const log = options.log ?? ((m: string) => console.log(m));
  const pgdata = join(dataDir, 'pgdata');
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith(creatingPrefix)) rmSync(join(dataDir, name), { recursive: true, force: true });
  }
  if (existsSync(pgdata)) {
    if (existsSync(join(pgdata, createdMarker))) return;
    try {
      await (await openPgliteThread(pgdata, options)).close();
      writeFileSync(join(pgdata, createdMarker), 'Created whole (the server checks this file before opening).\n');
      return;
    } catch (error) {
      const reason = (error as Error).message;
      if (holdsUserTables(pgdata)) {
        throw new BrokenDatabaseError(
          `The embedded database in ${pgdata} cannot be opened (${reason}). It holds tables, so it is left as it is: ` +
            `restore ${dataDir} from a backup, or move ${pgdata} aside to start with an empty database.`,
        );
      }
      const aside = `${pgdata}.incomplete-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(pgdata, aside);
      log(`The embedded database in ${pgdata} was never fully created (a first start was cut short: ${reason}); moved it to ${aside} and creating it again.`);
    }
  }
  const staging = join(dataDir, `${creatingPrefix}${process.pid}`);
  await (await openPgliteThread(staging, options)).close();
  writeFileSync(join(staging, createdMarker), 'Created whole (the server checks this file before opening).\n');
  fsyncDir(staging);
  renameSync(staging, pgdata);
  fsyncDir(dataDir);
}
