/**
 * Backups of the embedded database (issue 37). A backup is PGlite's own dump of its data directory
 * (a gzip tar), taken after a checkpoint and while no statement runs (dumpDataDir holds PGlite's
 * query lock): the files as a crash would leave them at that instant, every commit acknowledged
 * before it in the log, which the restore's start replays. Never a copy of files being written.
 * A restore fills an empty DATA_DIR only, whole or not at all, as a first start creates it (create.ts).
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { createdMarker } from './create';
import { acquireDataDirLock } from './lock';
import { pgdataDir } from './open';
import { openPglite, type PgliteDatabase } from './pglite';

/** A checkpoint, then the dump: the data files current, the log short to replay on restore. */
export async function dumpDatabase(db: Pick<PgliteDatabase, 'sql' | 'pg'>): Promise<Uint8Array> {
  await db.sql.exec('CHECKPOINT');
  const blob = await db.pg.dumpDataDir('gzip');
  return new Uint8Array(await blob.arrayBuffer());
}

/** A backup file written whole or not at all: a temporary name, flushed, then renamed. */
export function writeBackupFile(file: string, bytes: Uint8Array): void {
  const partial = join(dirname(file), `.${basename(file)}.partial-${process.pid}`);
  const fd = openSync(partial, 'w', 0o600);
  try {
    writeFileSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, file);
  const dir = openSync(dirname(file), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

/** The backup of a DATA_DIR no server holds: under its lock, so none can start meanwhile. */
export async function backupStopped(dataDir: string): Promise<Uint8Array> {
  const pgdata = pgdataDir(dataDir);
  if (!existsSync(join(pgdata, 'PG_VERSION'))) throw new Error(`No database in ${dataDir} (set DATA_DIR to where the server keeps its data).`);
  const lock = acquireDataDirLock(dataDir, 'backup');
  try {
    const db = await openPglite(pgdata);
    try {
      return await dumpDatabase(db);
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}

export class NotEmptyError extends Error {}

/** Leads in each table a restore reports, so the person restoring sees what came back. */
async function countLeads(db: PgliteDatabase): Promise<number> {
  const [row] = await db.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM leads');
  return row?.n ?? 0;
}

/**
 * Fills an empty DATA_DIR from a backup file: unpacked and opened (PostgreSQL's recovery replays
 * its log) in a `pgdata.creating-*` directory that the next start removes if this is cut short,
 * then marked whole and renamed into place. Refuses a DATA_DIR that holds anything.
 */
export async function restoreInto(dataDir: string, file: string): Promise<{ leads: number }> {
  const held = existsSync(dataDir) ? readdirSync(dataDir) : [];
  if (held.length > 0) {
    throw new NotEmptyError(
      `DATA_DIR ${dataDir} is not empty (it holds ${held.slice(0, 5).join(', ')}${held.length > 5 ? ', …' : ''}). A restore fills an empty directory only, ` +
        'so that it can never overwrite leads: stop the server, move that directory aside (keep it until the restored one is checked), and run the restore again.',
    );
  }
  const bytes = await readFile(file);
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir, 'restore');
  const staging = join(dataDir, `pgdata.creating-restore-${process.pid}`);
  try {
    const db = await openPglite(staging, { loadDataDir: new Blob([bytes]) });
    let leads: number;
    try {
      leads = await countLeads(db);
    } finally {
      await db.close();
    }
    writeFileSync(join(staging, createdMarker), 'Created whole (restored from a backup).\n');
    renameSync(staging, pgdataDir(dataDir));
    return { leads };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
  }
}
