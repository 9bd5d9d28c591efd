/**
 * The write limits' shared buckets and the run-once helpers on a real PostgreSQL (skipped
 * without TEST_DATABASE_URL): one statement decides, so concurrent takes never overspend.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExclusive, runIfDue } from '../../server/db/runOnce';
import { postgresBuckets } from '../../server/db/writeLimits';
import { postgresStore, type TestStore, testDatabaseUrl } from './helpers/db';

describe.skipIf(!testDatabaseUrl)('write limits in PostgreSQL', () => {
  let db: TestStore;
  beforeAll(async () => {
    db = await postgresStore();
  }, 60_000);
  afterAll(() => db?.close());

  it('allows a burst, then refuses with the seconds until the next write', async () => {
    const buckets = postgresBuckets(db.db.sql);
    const limit = { burst: 2, perMinute: 6 };
    expect(await buckets.take('a', limit)).toEqual({ allowed: true });
    expect(await buckets.take('a', limit)).toEqual({ allowed: true });
    expect(await buckets.take('a', limit)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(await buckets.take('b', limit)).toEqual({ allowed: true });
  });

  it('never spends more than the burst under concurrent takes', async () => {
    const buckets = postgresBuckets(db.db.sql);
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => buckets.take('concurrent', { burst: 5, perMinute: 1 })));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });

  it('sweeps buckets that are full again, and keeps the others', async () => {
    const buckets = postgresBuckets(db.db.sql);
    await buckets.take('refilled-at-once', { burst: 1, perMinute: 60_000_000 });
    await buckets.take('still-empty', { burst: 1, perMinute: 1 });
    await buckets.sweep();
    const keys = (await db.db.sql.query<{ key: string }>(`SELECT key FROM write_limits`)).map((r) => r.key);
    expect(keys).toContain(await buckets.storedKey('still-empty'));
    expect(keys).not.toContain(await buckets.storedKey('refilled-at-once'));
  });

  it('stores an address only as a keyed hash, which a second store on the database shares', async () => {
    const address = '203.0.113.7';
    const limit = { burst: 2, perMinute: 1 };
    const [one, other] = [postgresBuckets(db.db.sql), postgresBuckets(db.db.sql)];
    expect(await one.take(`create:${address}`, limit)).toEqual({ allowed: true });
    expect(await other.take(`create:${address}`, limit)).toEqual({ allowed: true });
    expect(await one.take(`create:${address}`, limit)).toMatchObject({ allowed: false });
    const rows = await db.db.sql.query<{ row: string }>(`SELECT row_to_json(w)::text AS row FROM write_limits w`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { row } of rows) expect(row).not.toContain(address);
    const [{ n }] = await db.db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM write_limits WHERE key = $1`, [
      await one.storedKey(`create:${address}`),
    ]);
    expect(n).toBe(1);
    // The hash is keyed: without the secret, the plain SHA-256 of the key is not it.
    expect(await one.storedKey(`create:${address}`)).not.toBe(createHash('sha256').update(`create:${address}`).digest('base64url'));
  });
});

describe.skipIf(!testDatabaseUrl)('run once across processes', () => {
  let db: TestStore;
  beforeAll(async () => {
    db = await postgresStore();
  }, 60_000);
  afterAll(() => db?.close());

  it('skips work another connection holds, and runs it once that one is done', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const first = runExclusive(db.db.sql, 'purge', async () => {
      entered();
      await held;
      return 'first';
    });
    await inside;
    expect(await runExclusive(db.db.sql, 'purge', async () => 'second')).toEqual({ ran: false });
    expect(await runExclusive(db.db.sql, 'another job', async () => 'other')).toEqual({ ran: true, value: 'other' });
    release();
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect(await runExclusive(db.db.sql, 'purge', async () => 'third')).toEqual({ ran: true, value: 'third' });
  });

  it('runs a periodic job once per period, and again after a failed run', async () => {
    await expect(runIfDue(db.db.sql, 'failing', 3_600_000, async () => Promise.reject(new Error('smtp down')))).rejects.toThrow('smtp down');
    expect(await runIfDue(db.db.sql, 'failing', 3_600_000, async () => 'retried')).toEqual({ ran: true, value: 'retried' });
    expect(await runIfDue(db.db.sql, 'failing', 3_600_000, async () => 'again')).toEqual({ ran: false });
    const runs = await Promise.all(Array.from({ length: 6 }, () => runIfDue(db.db.sql, 'daily', 86_400_000, async () => 'purged')));
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
  });
});
