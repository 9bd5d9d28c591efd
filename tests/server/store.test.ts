/**
 * The lead store against both drivers: the embedded database always, and a real PostgreSQL when
 * TEST_DATABASE_URL names one (.ci/run starts one on loopback). Without it the PostgreSQL half
 * reports itself skipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceNames } from '../../src/domain/resources';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { asciiEmails } from '../../server/db/emailMatch';
import { createInboxStore } from '../../server/db/inbox';
import { createSqlStore } from '../../server/db/store';
import { loadMigrations, migrate, migrationLockKey } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/postgres';
import { freshPostgresDatabase } from './helpers/postgresDatabase';
import { pgliteStore, postgresStore, type TestStore, testDatabaseUrl } from './helpers/db';
import { samples } from './samples';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const drivers: [string, () => Promise<TestStore>, boolean][] = [
  ['PGlite (embedded)', pgliteStore, false],
  ['PostgreSQL (TEST_DATABASE_URL)', () => postgresStore(), !testDatabaseUrl],
];

describe.each(drivers)('%s', (_, open, skip) => {
  let t: TestStore;
  beforeAll(async () => {
    if (!skip) t = await open();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe.skipIf(skip)('the lead store', () => {
    it.each(resourceNames)('%s: keeps a record exactly, with a v4 id and ISO timestamps', async (resource) => {
      const record = await t.store.create(resource, samples[resource].submitted);
      expect(record).toEqual({
        ...samples[resource].submitted,
        _id: expect.stringMatching(uuidV4),
        createdAt: expect.any(String),
        updatedAt: record.createdAt,
      });
      expect(new Date(record.createdAt).toISOString()).toBe(record.createdAt);
      expect(await t.store.get(resource, record._id)).toEqual(record);
    });

    it('never moves updatedAt backwards under concurrent PUTs: the stored one is the latest answered (issue 19)', async () => {
      const { _id } = await t.store.create('affiliates', {});
      const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => t.store.update('affiliates', _id, { centerName: `tab ${i}` })));
      const latest = answers
        .map((a) => (a.outcome === 'updated' ? a.record.updatedAt : ''))
        .sort()
        .at(-1);
      expect((await t.store.get('affiliates', _id))?.updatedAt).toBe(latest);
    });

    it('keeps unicode, emoji, quotes and SQL text byte for byte', async () => {
      const notes = `Ș ț ă î â Æ Ø Å 😀👩🏽‍⚕️ 'single' "double" \\back\\slash $1 ?; DROP TABLE leads; -- \u2028\u2029 \t\n\r`;
      const record = await t.store.create('waitlist-records', { notes, name: 'x'.repeat(200) });
      expect((await t.store.get('waitlist-records', record._id))?.notes).toBe(notes);
    });

    it('finds a record only under its own resource, and never by a malformed id', async () => {
      const record = await t.store.create('affiliates', {});
      expect(await t.store.get('waitlist-records', record._id)).toBeNull();
      expect(await t.store.get('affiliates', "' OR 1=1 --")).toBeNull();
      expect(await t.store.update('affiliates', 'not-a-uuid', {})).toEqual({ outcome: 'not-found' });
      expect(await t.store.remove('affiliates', 'not-a-uuid')).toBe(false);
    });

    it('replaces a draft, keeping createdAt and moving updatedAt', async () => {
      const record = await t.store.create('scholarship-applications', { centerName: 'A', message: 'm' });
      await new Promise((r) => setTimeout(r, 5));
      const result = await t.store.update('scholarship-applications', record._id, { centerName: 'B' });
      expect(result.outcome).toBe('updated');
      if (result.outcome !== 'updated') return;
      expect(result.record).toEqual({ _id: record._id, centerName: 'B', createdAt: record.createdAt, updatedAt: expect.any(String) });
      expect(Date.parse(result.record.updatedAt)).toBeGreaterThan(Date.parse(record.createdAt));
    });

    it('answers not-found for an unknown id', async () => {
      expect(await t.store.update('affiliates', crypto.randomUUID(), {})).toEqual({ outcome: 'not-found' });
    });

    it('keeps a submitted record: other data is refused, the same data is answered as unchanged', async () => {
      const record = await t.store.create('affiliates', samples.affiliates.submitted);
      expect(await t.store.update('affiliates', record._id, { ...samples.affiliates.submitted, phone: '1' })).toEqual({ outcome: 'submitted', record });
      const reordered = Object.fromEntries(Object.entries(samples.affiliates.submitted).reverse());
      expect(await t.store.update('affiliates', record._id, reordered)).toEqual({ outcome: 'unchanged', record });
      expect(await t.store.get('affiliates', record._id)).toEqual(record);
    });

    it('lets exactly one of many concurrent submits of one draft win', async () => {
      const record = await t.store.create('waitlist-records', { name: 'draft' });
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => t.store.update('waitlist-records', record._id, { ...samples['waitlist-records'].submitted, name: `n${i}` })),
      );
      expect(results.filter((r) => r.outcome === 'updated')).toHaveLength(1);
      expect(results.filter((r) => r.outcome === 'submitted')).toHaveLength(9);
      const winner = results.find((r) => r.outcome === 'updated');
      expect(await t.store.get('waitlist-records', record._id)).toEqual(winner && 'record' in winner ? winner.record : null);
    });

    it('creates many records at once, each exactly once', async () => {
      const before = (await t.store.list('scholarship-applications')).length;
      const made = await Promise.all(Array.from({ length: 40 }, (_, i) => t.store.create('scholarship-applications', { centerName: `c${i}` })));
      const list = await t.store.list('scholarship-applications');
      expect(list).toHaveLength(before + 40);
      expect(new Set(made.map((r) => r._id)).size).toBe(40);
    });

    it('lists one resource in the order the records arrived', async () => {
      const made: string[] = [];
      // One after the other, quicker than the clock ticks: the order must not hang on timestamps.
      for (let i = 0; i < 20; i++) made.push((await t.store.create('waitlist-records', { name: `n${i}` }))._id);
      const listed = (await t.store.list('waitlist-records')).map((r) => r._id);
      expect(listed.filter((id) => made.includes(id))).toEqual(made);
      expect((await t.store.list('waitlist-records')).every((r) => !('centerName' in r))).toBe(true);
    });

    it('removes a record once', async () => {
      const record = await t.store.create('affiliates', samples.affiliates.submitted);
      expect(await t.store.remove('affiliates', record._id)).toBe(true);
      expect(await t.store.remove('affiliates', record._id)).toBe(false);
      expect(await t.store.get('affiliates', record._id)).toBeNull();
    });

    it('finds and erases an address stored decomposed (NFD) by its composed form, and takes the same person’s completion typed composed (issue 38)', async () => {
      const composed = 'Zoë.Nfc@Exämple.org';
      const decomposed = ` ${composed.normalize('NFD')}\u00a0`;
      expect(decomposed.trim()).not.toBe(composed);
      const inbox = createInboxStore(t.db.sql);
      const stored = await t.store.create('waitlist-records', { email: decomposed });
      const referred = await t.store.create('affiliates', { emailA: decomposed });
      const found = await inbox.findByEmail(composed.toLowerCase());
      expect(found.records['waitlist-records'].map((r) => r._id)).toEqual([stored._id]);
      expect(found.records.affiliates.map((r) => r._id)).toEqual([referred._id]);
      expect((await inbox.eraseByEmail(composed)).map((e) => e.recordId).sort()).toEqual([stored._id, referred._id].sort());
      expect(await t.store.get('waitlist-records', stored._id)).toBeNull();

      // The pricing page's short lead, completed by the same person whose browser sent the other form.
      const short = await t.store.create('waitlist-records', { email: composed.normalize('NFD'), status: 'submitted', shortForm: true });
      const completed = await t.store.update('waitlist-records', short._id, { ...samples['waitlist-records'].submitted, email: composed, status: 'submitted' });
      expect(completed.outcome).toBe('updated');
    });

    it('answers ping', async () => {
      await expect(t.store.ping()).resolves.toBeUndefined();
    });
  });

  describe.skipIf(skip)('the migrations', () => {
    it('are applied once: running them again changes nothing', async () => {
      expect(await migrate(t.db.sql)).toEqual([]);
      const rows = await t.db.sql.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((r) => r.version)).toEqual((await loadMigrations()).map((m) => m.version));
    });

    it('refuse to start when an applied migration was edited afterwards', async () => {
      const [first] = await loadMigrations();
      await expect(migrate(t.db.sql, [{ ...first, checksum: 'edited' }])).rejects.toThrow(/has changed since it was applied/);
    });

    it('refuse to start when a new migration is numbered below one already applied, and change nothing', async () => {
      const all = await loadMigrations();
      const late = { version: '012_merged_late', sql: 'CREATE TABLE merged_late (id int)', checksum: 'late' };
      await expect(
        migrate(
          t.db.sql,
          [...all, late].sort((a, b) => a.version.localeCompare(b.version)),
        ),
      ).rejects.toThrow(/Migration 012_merged_late is numbered below \d{3}_\w+, which this database has applied already/);
      expect(await t.db.sql.query(`SELECT 1 FROM schema_migrations WHERE version = '012_merged_late'`)).toEqual([]);
      await expect(t.db.sql.query('SELECT * FROM merged_late')).rejects.toThrow();
    });

    it('leave the database refusing records of an unknown resource or non-object data', async () => {
      await expect(t.db.sql.query(`INSERT INTO leads (id, resource, data) VALUES ($1, 'users', '{}')`, [crypto.randomUUID()])).rejects.toThrow();
      await expect(t.db.sql.query(`INSERT INTO leads (id, resource, data) VALUES ($1, 'affiliates', '[]')`, [crypto.randomUUID()])).rejects.toThrow();
    });

    it('roll back a transaction that fails', async () => {
      const id = crypto.randomUUID();
      await expect(
        t.db.sql.transaction(async (tx) => {
          await tx.query(`INSERT INTO leads (id, resource, data) VALUES ($1, 'affiliates', '{}')`, [id]);
          throw new Error('stop');
        }),
      ).rejects.toThrow('stop');
      expect(await t.store.get('affiliates', id)).toBeNull();
    });
  });
});

describe.skipIf(!testDatabaseUrl)('the migrations on PostgreSQL', () => {
  it('apply to a database that is not UTF-8, whose privacy search then trims ASCII spaces, through its indexes', async () => {
    // initdb under a C locale makes SQL_ASCII databases: migration 010's \u escapes would stop the start there.
    const name = `heartwork_ascii_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} ENCODING 'SQL_ASCII' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0`);
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString(), { max: 2 });
    try {
      await migrate(db.sql);
      const store = createSqlStore(db.sql);
      const spaced = await store.create('waitlist-records', { email: '  Ascii.Person@example.com \n' });
      const inbox = createInboxStore(db.sql);
      expect((await inbox.findByEmail('ascii.person@example.com')).records['waitlist-records'].map((r) => r._id)).toEqual([spaced._id]);
      // A C locale lowers A-Z only: the address typed as stored is still found, and erased.
      const accented = await store.create('affiliates', { email: 'ZOË@Example.org' });
      expect((await inbox.findByEmail('ZOË@example.org')).records.affiliates.map((r) => r._id)).toEqual([accented._id]);
      expect((await inbox.eraseByEmail('ZOË@example.org')).map((e) => e.recordId)).toEqual([accented._id]);
      await db.sql.query('SET enable_seqscan = off');
      const plan = await db.sql.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT id FROM leads WHERE ${asciiEmails.match}`, ['x@example.com']);
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Index Scan on leads_email_lower\s+\S.*\n\s+Index Cond: \(lower\(btrim/);
    } finally {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  it("wait for another process's migrations however long they take, not the API's statement time limit", async () => {
    // Another process migrating a large table holds the lock longer than a statement may last.
    const fresh = await freshPostgresDatabase(testDatabaseUrl!);
    const quick = await openPostgres(fresh.url, { max: 2, statementTimeoutMs: 300 });
    const other = new pg.Client({ connectionString: fresh.url });
    try {
      await migrate(quick.sql);
      await other.connect();
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
      const waiting = migrate(quick.sql);
      // Held until PostgreSQL shows the migration waiting on the lock for over twice the statement
      // time limit: a wait the limit would have cut short. (clock_timestamp: now() is this
      // transaction's start, older than the wait.)
      const waitedMs = async () => {
        const { rows } = await other.query<{ ms: number | null }>(
          `SELECT max(extract(epoch FROM clock_timestamp() - query_start) * 1000) AS ms FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
        );
        return Number(rows[0]?.ms ?? -1);
      };
      await expect.poll(waitedMs, { timeout: 10_000, interval: 50 }).toBeGreaterThan(600);
      await other.query('COMMIT');
      expect(await waiting).toEqual([]);
    } finally {
      await other.end();
      await quick.close();
      await fresh.drop();
    }
  });
});
