/**
 * Erased, deleted and purged leads leave the database's files, not only its tables (privacy audit
 * D1): after an erasure, an owner's delete or the daily maintenance run, no file under DATA_DIR
 * holds the address, read as bytes: not the table, not its e-mail indexes, not the planner's
 * statistics, not the write-ahead log. The embedded database on disk; the statistics also on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskWiper } from '../../server/db/forget';
import { loadMigrations, migrate } from '../../server/db/migrate';
import { openStorage, type OpenStorage } from '../../server/db/open';
import { openMemoryPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { runRetentionIfDue } from '../../server/db/retention';
import type { Database } from '../../server/db/sql';
import { freshPostgresDatabase, testDatabaseUrl } from './helpers/db';
import { testApp } from './helpers/app';
import { Owner, viaApp } from './helpers/client';

/** Every file under `dir` whose bytes contain `text`, relative to `dir`. */
function filesHolding(dir: string, text: string): string[] {
  const needle = Buffer.from(text);
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // unlinked since the listing
      throw error;
    }
    if (bytes.includes(needle)) found.push(path.slice(dir.length + 1));
  }
  return found;
}

async function until(condition: () => boolean, ms = 20_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) if (condition()) return true;
  return condition();
}

describe('the embedded database on disk', () => {
  let dataDir: string;
  let storage: OpenStorage;
  let owner: Owner;
  const email = (name: string) => `${name}-${process.pid}@forget.example`;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'heartwork-forget-'));
    storage = await openStorage({ dataDir }, 'forgetOnDisk.test');
    const app = testApp(storage.store, { inbox: { sql: storage.db.sql, idleMs: 3_600_000, wipeDeleted: diskWiper(storage.db).wipe } });
    owner = await new Owner(viaApp(app)).start();
    const records: [string, Record<string, unknown>][] = [
      ['waitlist-records', { name: 'Kept', email: email('kept'), status: 'submitted' }],
      ['waitlist-records', { name: 'Erased', email: email('erased'), status: 'submitted' }],
      ['waitlist-records', { name: 'Token', email: email('by-token') }],
      ['waitlist-records', { name: 'Purged', email: email('purged'), status: 'submitted' }],
      ['affiliates', { centerName: 'Deleted clinic', email: email('deleted'), emailA: email('deleted-a') }],
      ['affiliates', { centerName: 'Purged clinic', email: email('purged-b'), emailA: email('purged-a') }],
    ];
    for (const [resource, record] of records) expect((await owner.post(`/api/${resource}/`, record)).status).toBe(201);
    // As the audit found them: the daily run has analyzed the table, and a checkpoint has
    // written its pages to their files.
    await runRetentionIfDue(storage.db, () => {});
    await storage.db.sql.exec('CHECKPOINT');
  }, 180_000);

  afterAll(async () => {
    await storage?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds a kept lead in its files (the search finds what is there)', () => {
    expect(filesHolding(dataDir, email('kept'))).not.toEqual([]);
  });

  it('wipes a lead erased by e-mail from every file before the erasure answers', async () => {
    const res = await owner.request('POST', '/api/admin/privacy/erase', { json: { email: email('erased') }, admin: true });
    expect((await res.json()).erased).toHaveLength(1);
    expect(filesHolding(dataDir, email('erased'))).toEqual([]);
    expect(filesHolding(dataDir, email('kept'))).not.toEqual([]);
  }, 60_000);

  it("wipes a lead the owner deletes in the inbox, also its second person's address", async () => {
    const [record] = (await (await owner.get(`/api/admin/privacy?email=${email('deleted')}`, { admin: true })).json()).records.affiliates;
    expect((await owner.request('DELETE', `/api/admin/leads/affiliates/${record._id}`, { admin: true })).status).toBe(204);
    expect(filesHolding(dataDir, email('deleted'))).toEqual([]);
    expect(filesHolding(dataDir, email('deleted-a'))).toEqual([]);
  }, 60_000);

  it('wipes a lead deleted with the token right after the 204', async () => {
    const [record] = (await (await owner.get(`/api/admin/privacy?email=${email('by-token')}`, { admin: true })).json()).records['waitlist-records'];
    expect((await owner.delete(`/api/waitlist-records/${record._id}`, { admin: true })).status).toBe(204);
    expect(await until(() => filesHolding(dataDir, email('by-token')).length === 0)).toBe(true);
  }, 60_000);

  it('wipes purged leads by the end of the daily maintenance run', async () => {
    await storage.db.sql.query(
      `UPDATE leads SET created_at = now() - interval '3 years', submitted_at = now() - interval '3 years', updated_at = now() - interval '3 years'
       WHERE data->>'email' IN ($1, $2)`,
      [email('purged'), email('purged-b')],
    );
    await storage.db.sql.exec(`UPDATE scheduled_runs SET last_started_at = now() - interval '2 days'`);
    await storage.db.sql.exec('CHECKPOINT');
    expect(filesHolding(dataDir, email('purged'))).not.toEqual([]);
    expect(await runRetentionIfDue(storage.db, () => {})).toEqual({ ran: true, purged: 2 });
    expect(filesHolding(dataDir, email('purged'))).toEqual([]);
    expect(filesHolding(dataDir, email('purged-a'))).toEqual([]);
    expect(filesHolding(dataDir, email('kept'))).not.toEqual([]);
  }, 60_000);

  it('leaves nothing behind after the database is closed (its last checkpoint)', async () => {
    await storage.close();
    for (const name of ['erased', 'deleted', 'deleted-a', 'by-token', 'purged', 'purged-a', 'purged-b'])
      expect(filesHolding(dataDir, email(name)), name).toEqual([]);
    expect(filesHolding(dataDir, email('kept'))).not.toEqual([]);
    storage = await openStorage({ dataDir }, 'forgetOnDisk.test');
  }, 60_000);
});

/** The planner's statistics hold no lead's data: neither analyzed afresh nor from before migration 007. */
async function statisticsHolding(db: Database, text: string): Promise<number> {
  const [{ n }] = await db.sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stats WHERE tablename IN ('leads', 'leads_email_lower', 'leads_email_a_lower') AND row_to_json(pg_stats)::text LIKE $1`,
    [`%${text}%`],
  );
  return n;
}

const drivers: [string, () => Promise<{ db: Database; close(): Promise<void> }>, boolean][] = [
  [
    'PGlite (embedded)',
    async () => {
      const db = await openMemoryPglite();
      return { db, close: () => db.close() };
    },
    false,
  ],
  [
    'PostgreSQL (TEST_DATABASE_URL)',
    async () => {
      const fresh = await freshPostgresDatabase();
      const db = await openPostgres(fresh.url, { max: 2 });
      return {
        db,
        close: async () => {
          await db.close();
          await fresh.drop();
        },
      };
    },
    !testDatabaseUrl,
  ],
];

describe.each(drivers)('statistics on %s', (_, open, skip) => {
  it.skipIf(skip)(
    'drops the statistics an older version gathered and gathers none of the data',
    async () => {
      const { db, close } = await open();
      try {
        const all = await loadMigrations();
        await migrate(
          db.sql,
          all.filter((m) => m.version < '007'),
        );
        await db.sql.exec(`INSERT INTO leads (id, resource, data, submitted, created_at, updated_at)
        SELECT gen_random_uuid(), 'waitlist-records', jsonb_build_object('email', 'stat' || g || '@forget.example'), false, now(), now() FROM generate_series(1, 50) g`);
        await db.sql.exec('ANALYZE leads');
        expect(await statisticsHolding(db, '@forget.example')).toBeGreaterThan(0);
        await migrate(db.sql, all);
        expect(await statisticsHolding(db, '@forget.example')).toBe(0);
        await db.sql.exec('ANALYZE');
        expect(await statisticsHolding(db, '@forget.example')).toBe(0);
      } finally {
        await close();
      }
    },
    120_000,
  );
});
