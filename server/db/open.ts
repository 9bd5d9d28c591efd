import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { acquireDataDirLock, type DataDirLock } from './lock';
import { migrate } from './migrate';
import { createdMarker, ensureEmbeddedDatabase } from './create';
import { diskRoom, requireRoom, roomGuard } from './diskRoom';
import { openPgliteThread, type ThreadOptions } from './pglite-thread';
import { asUnavailable, containSql, createOutage, type Outage } from './outage';
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
  /** The process's one account of database outages (db/outage.ts): every caller of `db.sql` reports to it. */
  outage: Outage;
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
export async function openStorage(
  config: StorageConfig,
  owner: string,
  options: { mustExist?: boolean; thread?: ThreadOptions; outage?: Outage } = {},
): Promise<OpenStorage> {
  const outage = options.outage ?? createOutage();
  let lock: DataDirLock | undefined;
  let db: Database;
  if (config.databaseUrl) {
    db = await openPostgres(config.databaseUrl, { onIdleError: (error) => outage.failed(asUnavailable(error)) });
  } else {
    const dir = pgdataDir(config.dataDir);
    if (options.mustExist && !existsSync(join(dir, 'PG_VERSION'))) {
      throw new NoDatabaseError(`No database in ${config.dataDir} (set DATA_DIR or DATABASE_URL to where the server keeps its data).`);
    }
    mkdirSync(config.dataDir, { recursive: true });
    lock = acquireDataDirLock(config.dataDir, owner);
    try {
      // A first start on a disk too small would fail deep inside initdb; say what is missing instead.
      if (!existsSync(join(dir, createdMarker))) requireRoom(config.dataDir, diskRoom.createBytes);
      await ensureEmbeddedDatabase(config.dataDir);
      db = await openPgliteThread(dir, { outage, ...options.thread });
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  try {
    const migrated = await migrate(db.sql);
    // Every path to the database (store, inbox, write limits, outbox) meets an outage the same way: 503.
    const contained: Database = { ...db, sql: containSql(db.sql, outage) };
    const store = createSqlStore(contained.sql);
    return {
      db: contained,
      store: config.databaseUrl ? store : roomGuarded(store, roomGuard(config.dataDir)),
      migrated,
      outage,
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

/**
 * The embedded database's writes and health check refused while its disk is nearly full
 * (db/diskRoom.ts): health says 503 exactly while a lead sent now would be refused.
 */
function roomGuarded(store: LeadStore, guard: () => void): LeadStore {
  const guarded =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      guard();
      return method(...args);
    };
  return { ...store, create: guarded(store.create), createOnce: guarded(store.createOnce), update: guarded(store.update), ping: guarded(store.ping) };
}
