/**
 * Real databases for the server tests. The embedded one: initdb takes 5–10 s, so one migrated
 * data directory is made once and cached as a tarball (keyed by the PGlite version and the
 * migrations), and every test database is a clone of it (`loadDataDir`, ~2 s, in memory).
 * PostgreSQL: a fresh database per use on the server at TEST_DATABASE_URL, dropped afterwards.
 */
import { createHash, randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadMigrations, migrate, schemaTables } from '../../../server/db/migrate';
import { openMemoryPglite } from '../../../server/db/pglite';
import { openPostgres } from '../../../server/db/postgres';
import type { Database, SqlClient } from '../../../server/db/sql';
import { createSqlStore, type LeadStore } from '../../../server/db/store';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

async function templateKey(): Promise<string> {
  const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../../node_modules/@electric-sql/pglite/package.json'), 'utf8'));
  const migrations = await loadMigrations();
  return createHash('sha256')
    .update(pkg.version)
    .update(migrations.map((m) => m.checksum).join())
    .digest('hex')
    .slice(0, 16);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let template: Promise<Blob> | undefined;

/** The migrated, empty data directory as a tarball: built once, shared by workers and runs. */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = join(tmpdir(), `heartwork-pglite-template-${await templateKey()}.tgz`);
    const building = `${file}.building`;
    for (;;) {
      try {
        return new Blob([await readFile(file)]);
      } catch {
        /* not built yet */
      }
      try {
        closeSync(openSync(building, 'wx'));
      } catch {
        // Another worker builds it; a marker older than two minutes was left by a crash.
        if (Date.now() - statSync(building, { throwIfNoEntry: false })!.mtimeMs > 120_000) unlinkSync(building);
        await sleep(250);
        continue;
      }
      try {
        const db = await openMemoryPglite();
        await migrate(db.sql);
        const blob = await db.pg.dumpDataDir('gzip');
        await db.close();
        writeFileSync(`${file}.${process.pid}`, new Uint8Array(await blob.arrayBuffer()));
        renameSync(`${file}.${process.pid}`, file);
        return blob;
      } finally {
        unlinkSync(building);
      }
    }
  })();
  return template;
}

export interface TestStore {
  store: LeadStore;
  db: Database;
  close(): Promise<void>;
}

/** A fresh embedded database (in memory, cloned from the template) with the lead store on it. */
export async function pgliteStore(): Promise<TestStore> {
  const db = await openMemoryPglite(await pgliteTemplate());
  return { db, store: createSqlStore(db.sql), close: () => db.close() };
}

/**
 * Empties every table the migrations made and restarts their identities: the database is then
 * what a new `pgliteStore()` gives (the migrations insert no rows), without another PGlite start
 * (2-3 s of CPU), for files whose every test wants an empty database.
 */
export async function emptyTables(sql: SqlClient): Promise<void> {
  const tables = (await schemaTables(sql)).filter((name) => name !== 'schema_migrations');
  await sql.exec(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY`);
}

/** A fresh, empty database on the PostgreSQL server at TEST_DATABASE_URL: its URL, and its drop. */
export async function freshPostgresDatabase(url = testDatabaseUrl!): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `heartwork_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      // pool.end() resolves before the server has seen every connection go: wait, so FORCE
      // does not cut one off (which the pool would log as a connection error).
      for (let i = 0; i < 40; i++) {
        const [{ n }] = (await drop.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1`, [name])).rows;
        if (n === 0) break;
        await sleep(50);
      }
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

/** A fresh database on the PostgreSQL server at TEST_DATABASE_URL, migrated; dropped on close. */
export async function postgresStore(url = testDatabaseUrl!): Promise<TestStore> {
  const fresh = await freshPostgresDatabase(url);
  const db = await openPostgres(fresh.url, { max: 4 });
  await migrate(db.sql);
  return {
    db,
    store: createSqlStore(db.sql),
    close: async () => {
      await db.close();
      await fresh.drop();
    },
  };
}

/** The real store with every call hanging: a database that stopped answering (faults, health). */
export const hangingStore = (store: LeadStore): LeadStore =>
  Object.fromEntries(Object.keys(store).map((k) => [k, () => new Promise<never>(() => {})])) as unknown as LeadStore;
