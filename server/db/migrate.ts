import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { SqlClient } from './sql';

export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  version: string;
  sql: string;
  checksum: string;
}

/** The schema's tables (those the migrations made, and `schema_migrations`), quoted for SQL. */
export async function schemaTables(sql: SqlClient): Promise<string[]> {
  const rows = await sql.query<{ name: string }>(`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  return rows.map((row) => row.name);
}

/** The migration files, `NNN_name.sql`, in order. */
export async function loadMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d+_[\w-]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const sql = await readFile(join(dir, file), 'utf8');
      return { version: file.replace(/\.sql$/, ''), sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/**
 * A migration that failed, named, with what to do. The pending migrations run in one transaction,
 * so the database is left exactly as the previous release had it: that release still starts on it.
 */
export class MigrationFailedError extends Error {
  constructor(
    readonly version: string,
    cause: unknown,
  ) {
    super(
      `Migration ${version} failed: ${cause instanceof Error ? cause.message : String(cause)}. ` +
        'Nothing was changed: the pending migrations run in one transaction, so the database is as the previous release left it. ' +
        `To fix: start the release you upgraded from again (it still runs on this database) and report this message with the version you upgraded to; ` +
        `or correct ${version}.sql (a migration never applied may be changed) and start again. Upgrading after \`npm run backup\` keeps a copy to go back to.`,
    );
    this.name = 'MigrationFailedError';
  }
}

/** The advisory lock the processes starting on one PostgreSQL take turns at the migrations with. */
export const migrationLockKey = 7265421001;

/**
 * Applies the migrations not yet applied, all in one transaction. The advisory lock makes
 * several servers starting at once against one PostgreSQL take turns; an applied migration
 * whose file has changed since stops the start rather than leave the schema in doubt.
 */
export async function migrate(sql: SqlClient, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  return sql.transaction(async (tx) => {
    // A migration may take longer than the API's statement time limit (postgres.ts), and so may
    // the wait for another process's: set before the lock, or a second process starting while the
    // first rewrote a large table gave up after 10 s and exited (upgrade audit, 2026-11-25).
    await tx.exec('SET LOCAL statement_timeout = 0');
    await tx.query(`SELECT pg_advisory_xact_lock(${migrationLockKey})`);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: string; checksum: string }>(`SELECT version, checksum FROM schema_migrations`);
    const applied = new Map(rows.map((r) => [r.version, r.checksum]));
    // Migrations run in the order of their numbers. One numbered below a migration already
    // applied (two branches merged in the other order) would run last here and in its place on a
    // fresh database: the two schemas could differ, so the start stops and names the fix.
    const latest = [...applied.keys()].sort().at(-1);
    const behind = latest && all.find((m) => !applied.has(m.version) && m.version < latest);
    if (behind)
      throw new Error(
        `Migration ${behind.version} is numbered below ${latest}, which this database has applied already: a new database would run them in another order. Nothing was changed. Renumber ${behind.version}.sql above ${latest}.`,
      );
    const done: string[] = [];
    for (const m of all) {
      const checksum = applied.get(m.version);
      if (checksum !== undefined) {
        if (checksum !== m.checksum) throw new Error(`Migration ${m.version} has changed since it was applied; add a new migration instead.`);
        continue;
      }
      try {
        await tx.exec(m.sql);
      } catch (error) {
        throw new MigrationFailedError(m.version, error);
      }
      await tx.query(`INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)`, [m.version, m.checksum]);
      done.push(m.version);
    }
    return done;
  });
}
