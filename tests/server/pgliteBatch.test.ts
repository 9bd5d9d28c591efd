/**
 * Statements of concurrent requests share one call into PGlite (server/db/pgliteBatch.ts), on a
 * real PGlite on disk and through the real server: each statement still commits or fails on its
 * own, what it committed is on disk, an open transaction never takes in another caller's
 * statement, and every answer of a burst of mixed writes is the one it gets alone.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { openPglite, type PgliteDatabase } from '../../server/db/pglite';
import { type RunningServer, startServer } from '../browser/harness';
import { adminToken, viaHttp, Visitor } from './helpers/client';
import { freshDataDir } from '../../tools/loopback/templateData';

let dir: string;
let db: PgliteDatabase;

const insert = (id: string, name: string) =>
  db.sql.query<{ id: string }>(`INSERT INTO leads (id, resource, data, submitted) VALUES ($1, 'affiliates', $2::jsonb, $3) RETURNING id`, [
    id,
    JSON.stringify({ centerName: name }),
    false,
  ]);
const count = async (name: string) => (await db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM leads WHERE data->>'centerName' = $1`, [name]))[0].n;

beforeAll(async () => {
  // A copy of the migrated template: creating a database costs seconds of the suite's time.
  dir = await freshDataDir();
  db = await openPglite(join(dir, 'pgdata'));
  await migrate(db.sql);
}, 300_000);

afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('statements batched into one call', () => {
  it('runs statements sent together in one call, and a failing one fails alone', async () => {
    const before = { ...db.batches };
    const writes = Array.from({ length: 12 }, (_, i) => insert(i === 5 ? 'not-a-uuid' : randomUUID(), 'batched'));
    const outcomes = await Promise.allSettled(writes);

    expect(db.batches.calls - before.calls).toBe(1);
    expect(db.batches.statements - before.statements).toBe(12);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(11);
    expect(outcomes[5]).toMatchObject({ status: 'rejected', reason: { code: '22P02' } });
    expect(await count('batched')).toBe(11);
  }, 60_000);

  it('keeps what a batch committed after the database is closed and opened again', async () => {
    const ids = Array.from({ length: 8 }, () => randomUUID());
    await Promise.all(ids.map((id) => insert(id, 'reopened')));
    await db.close();
    db = await openPglite(join(dir, 'pgdata'));
    expect(await count('reopened')).toBe(8);
  }, 120_000);

  it("never runs a statement inside another caller's open transaction", async () => {
    let outside!: Promise<unknown>;
    await expect(
      db.sql.transaction(async (tx) => {
        await tx.query(`INSERT INTO leads (id, resource, data, submitted) VALUES ($1, 'affiliates', '{"centerName":"rolled back"}'::jsonb, false)`, [
          randomUUID(),
        ]);
        outside = insert(randomUUID(), 'outside');
        // Several turns of the event loop: the batch would have run by now if it could.
        for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await outside;
    expect(await count('rolled back')).toBe(0);
    expect(await count('outside')).toBe(1);
  }, 60_000);
});

describe('memory', () => {
  /** A full collection, then the heap in use (MB). */
  const heapAfterGc = () => {
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
    return process.memoryUsage().heapUsed / 2 ** 20;
  };

  it('keeps nothing per statement: the heap after 6,000 batched writes is what it was before', async () => {
    const burst = () => Promise.all(Array.from({ length: 50 }, () => insert(randomUUID(), 'memory')));
    await burst();
    const before = heapAfterGc();
    for (let i = 0; i < 120; i++) await burst();
    // PGlite's own parse of every answer, kept until the next query(), held 2.4 MB after 4,000 of these.
    expect(heapAfterGc() - before).toBeLessThan(1.5);
    expect(await count('memory')).toBe(6050);
  }, 120_000);
});

describe('a burst of mixed writes through the real server', () => {
  let server: RunningServer;
  let visitor: Visitor;

  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: '', ADMIN_TOKEN: adminToken, WRITE_LIMIT_BURST: '100000', WRITE_LIMIT_PER_MINUTE: '100000' });
    visitor = await new Visitor(viaHttp(server.url)).start();
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('answers each write of a concurrent burst as it would alone', async () => {
    const path = '/api/affiliates/';
    const drafts = await Promise.all(Array.from({ length: 10 }, async (_, i) => (await visitor.post(path, { centerName: `draft ${i}` })).json()));
    const key = randomUUID();
    const stale = '"2000-01-01T00:00:00.000Z"';
    const burst = await Promise.all([
      ...drafts.map((d, i) => visitor.request('PUT', `${path}${d._id}`, { json: { centerName: `saved ${i}` }, headers: { 'If-Match': `"${d.updatedAt}"` } })),
      ...drafts.slice(0, 5).map((d) => visitor.request('PUT', `${path}${d._id}`, { json: { centerName: 'stale' }, headers: { 'If-Match': stale } })),
      ...Array.from({ length: 5 }, () => visitor.put(`${path}${randomUUID()}`, { centerName: 'nobody' })),
      ...Array.from({ length: 5 }, () => visitor.request('POST', path, { json: { centerName: 'once' }, headers: { 'Idempotency-Key': key } })),
    ]);
    const statuses = burst.map((r) => r.status);

    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    // A stale version is refused whether it ran before or after the save beside it.
    expect(statuses.slice(10, 15)).toEqual(Array(5).fill(412));
    expect(statuses.slice(15, 20)).toEqual(Array(5).fill(404));
    expect(statuses.slice(20).sort()).toEqual([200, 200, 200, 200, 201]);
    const once = await Promise.all(burst.slice(20).map((r) => r.json()));
    expect(new Set(once.map((r) => r._id)).size).toBe(1);
    const list = await (await visitor.get(path, { admin: true })).json();
    expect(list.filter((r: { centerName: string }) => r.centerName.startsWith('saved '))).toHaveLength(10);
    expect(list.filter((r: { centerName: string }) => r.centerName === 'stale' || r.centerName === 'nobody')).toHaveLength(0);
  }, 120_000);
});

describe('statements parsed once', () => {
  const preparedNames = async (text: string) =>
    (await db.pg.query<{ name: string }>(`SELECT name FROM pg_prepared_statements WHERE statement = $1`, [text])).rows.map((r) => r.name);

  it('parses a statement text once and binds it by name afterwards', async () => {
    const text = `SELECT count(*)::int AS n FROM leads WHERE data->>'centerName' = $1 AND $2::text IS NOT NULL`;
    for (let i = 0; i < 3; i++) expect(await db.sql.query(text, ['batched', 'x'])).toEqual([{ n: 11 }]);
    expect(await preparedNames(text)).toHaveLength(1);
  }, 60_000);

  it('keeps no name for a text whose parse failed, and answers its own error every time', async () => {
    const text = `SELEC 1 WHERE $1::text IS NOT NULL`;
    for (let i = 0; i < 2; i++) await expect(db.sql.query(text, ['x'])).rejects.toMatchObject({ code: '42601' });
    expect(await preparedNames(text)).toEqual([]);
  }, 60_000);

  it('keeps the name of a statement whose first run failed after its parse', async () => {
    const text = `SELECT $1::uuid AS id`;
    await expect(db.sql.query(text, ['not-a-uuid'])).rejects.toMatchObject({ code: '22P02' });
    const id = randomUUID();
    expect(await db.sql.query(text, [id])).toEqual([{ id }]);
    expect(await preparedNames(text)).toHaveLength(1);
  }, 60_000);
});
