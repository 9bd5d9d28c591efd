import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { acquireDataDirLock, type DataDirLock } from './lock';
import { migrate } from './migrate';
import { ensureEmbeddedDatabase } from './create';
import { openPgliteThread, type ThreadOptions } from './pglite-thread';
import { openPostgres } from './postgres';
import type { Database } from './sql';
import { createSqlStore, type LeadStore } from './store';

export interface StorageConfig {
  /** DATA_DIR: the embedded database lives in `<dataDir>/pgdata`, its lock in `<dataDir>/lock`. */
  dataDir: string;
  /** DATABASE_URL: when set, PostgreSQL is used and DATA_DIR is not touched. */
  databaseUrl?: string;
}

export interface OpenStorage {
  db: Database;
  store: LeadStore;
  /** Migrations applied by this open (empty when the schema was current). */
  migrated: string[];
  close(): Promise<void>;
}

export const pgdataDir = (dataDir: string) => join(dataDir, 'pgdata');

export class NoDatabaseError extends Error {}

/**
 * Opens the configured database, applies pending migrations and returns the lead store.
 * `owner` names the process in the embedded database's lock; `mustExist` refuses to create an
 * empty embedded database (the export CLI pointed at a wrong DATA_DIR should say so); `thread`
 * sets up the embedded database's thread (tests inject disk faults there).
 */
export async function openStorage(config: StorageConfig, owner: string, options: { mustExist?: boolean; thread?: ThreadOptions } = {}): Promise<OpenStorage> {
  let lock: DataDirLock | undefined;
  let db: Database;
  if (config.databaseUrl) {
    db = await openPostgres(config.databaseUrl);
  } else {
    const dir = pgdataDir(config.dataDir);
    if (options.mustExist && !existsSync(join(dir, 'PG_VERSION'))) {
      throw new NoDatabaseError(`No database in ${config.dataDir} (set DATA_DIR or DATABASE_URL to where the server keeps its data).`);
    }
    mkdirSync(config.dataDir, { recursive: true });
    lock = acquireDataDirLock(config.dataDir, owner);
    try {
      await ensureEmbeddedDatabase(config.dataDir);
      db = await openPgliteThread(dir, options.thread);
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  try {
    const migrated = await migrate(db.sql);
    return {
      db,
      store: createSqlStore(db.sql),
      migrated,
      close: async () => {
        try {
          await db.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    await db.close().catch(() => {});
    lock?.release();
    throw error;
  }
}
