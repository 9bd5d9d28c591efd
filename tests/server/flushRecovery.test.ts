/**
 * A failed flush of the embedded database's WAL, on the real server over HTTP and a real PGlite
 * on disk: the writes waiting for that flush are answered 503 (never acknowledged), the health
 * check says unavailable while the database is reopened from its data directory (retried when the
 * reopen fails too), and then the server takes writes again by itself: the same writes retried
 * with their Idempotency-Key make one record each, and every write acknowledged before the
 * failure is still there, also after closing and reopening the data directory. The faults are
 * injected into the database's thread through diskFaults.ts; nothing else is stubbed.
 */
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskFaults } from '../../server/db/diskFaults';
import { openStorage, type OpenStorage } from '../../server/db/open';
import type { PgliteThreadDatabase } from '../../server/db/pglite-thread';
import { freshDataDir } from '../../tools/loopback/templateData';
import { testApp } from './helpers/app';
import { viaHttp, Visitor } from './helpers/client';
import { samples } from './samples';

let dataDir: string;
let storage: OpenStorage;
let server: ServerType;
let visitor: Visitor;
const faults = new DiskFaults();
const log: string[] = [];

const health = () => visitor.get('/api/health');
/** Resolves once `check` holds, polling every 50 ms; fails with the database's log after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms / 1000} s; log: ${log.join(' | ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  dataDir = await freshDataDir();
  // The thread's own line for each reopen and attempt (`outage` left out): the server gives them to its
  // outage's one pair of lines instead (db/outage.ts), but here they show each step of the recovery.
  storage = await openStorage({ dataDir }, 'the flush recovery test', { thread: { faults, log: (m) => log.push(m), outage: undefined } });
  server = serve({ fetch: testApp(storage.store).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  visitor = await new Visitor(viaHttp(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)).start();
}, 180_000);

afterAll(async () => {
  faults.flushes.release();
  faults.opens.release();
  await new Promise((resolve) => server?.close(resolve));
  await storage?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const postWithKey = (key: string, data: Record<string, unknown>) =>
  visitor.request('POST', '/api/affiliates/', { json: data, headers: { 'Idempotency-Key': key } });

describe('a failed flush of the embedded database', () => {
  it('answers the writes in flight 503, is unavailable while it reopens, then keeps exactly one record per retried write and every acknowledged one', async () => {
    // Acknowledged before the failure: creates, with and without a key, and a submitted update.
    const acknowledged = new Map<string, Record<string, unknown>>();
    for (let i = 0; i < 4; i++) {
      const res =
        i % 2 ? await visitor.post('/api/affiliates/', { centerName: `kept ${i}` }) : await postWithKey(crypto.randomUUID(), { centerName: `kept ${i}` });
      expect(res.status).toBe(201);
      const record = await res.json();
      acknowledged.set(record._id, record);
    }
    const draft = await (await visitor.post('/api/waitlist-records/', samples['waitlist-records'].draft)).json();
    const sent = await visitor.put(`/api/waitlist-records/${draft._id}`, samples['waitlist-records'].submitted);
    expect(sent.status).toBe(200);
    acknowledged.set(draft._id, await sent.json());

    // Writes in flight: committed by PGlite, waiting for their flush, which then fails.
    faults.flushes.hold();
    faults.opens.hold(); // keeps the reopen waiting, so the test can look at the server meanwhile
    const inFlight = Array.from({ length: 3 }, (_, i) => ({ key: crypto.randomUUID(), data: { centerName: `in flight ${i}` } }));
    const answers = inFlight.map(({ key, data }) => postWithKey(key, data));
    const names = inFlight.map(({ data }) => `'${data.centerName}'`).join(', ');
    await until(
      async () => {
        const [{ n }] = await storage.db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM leads WHERE data->>'centerName' IN (${names})`);
        return n === inFlight.length && faults.flushes.held() > 0;
      },
      30_000,
      'the writes in flight committing',
    );
    faults.flushes.fail(1);
    faults.flushes.release();

    for (const res of await Promise.all(answers)) {
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await res.json()).error).toMatch(/nothing was saved/);
    }
    await until(() => faults.opens.held() > 0, 30_000, 'the reopen starting');
    expect(log.join('\n')).toMatch(/being reopened from its data directory \(flushing its log to disk failed: .*EIO/);
    const down = await health();
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable' });
    expect((await postWithKey(inFlight[0].key, inFlight[0].data)).status).toBe(503);

    // The first reopen fails too: retried with backoff, 503 meanwhile.
    faults.opens.fail(1);
    faults.opens.release();
    await until(
      () => log.some((m) => /Reopening the embedded database failed \(attempt 1\): .*injected.*next attempt in 2 s/.test(m)),
      30_000,
      'the failed reopen',
    );
    expect((await health()).status).toBe(503);

    await until(async () => (await health()).status === 200, 120_000, 'the health check answering ok');
    expect(await (await health()).json()).toEqual({ status: 'ok' });
    expect(log.at(-1)).toMatch(/open again \(attempt 2\)/);
    expect((storage.db as PgliteThreadDatabase).restarts()).toBe(1);
    // Crash recovery flushed the data directory (what it replayed included) before it opened, so
    // a retry answered from a replayed row (200, Idempotent-Replayed) is on the disk as well.
    expect(await (storage.db as PgliteThreadDatabase).fsyncs()).toBeGreaterThan(0);

    // The client's retries, with the same keys: one record each, however often they are sent.
    const retried = new Map<string, Record<string, unknown>>();
    for (const { key, data } of inFlight) {
      const first = await postWithKey(key, data);
      expect([200, 201]).toContain(first.status);
      const again = await postWithKey(key, data);
      expect(again.status).toBe(200);
      const record = await first.json();
      expect((await again.json())._id).toBe(record._id);
      retried.set(record._id, record);
    }
    const admin = async () => (await visitor.get('/api/affiliates', { admin: true })).json() as Promise<Array<Record<string, unknown>>>;
    const listed = await admin();
    for (const { data } of inFlight) expect(listed.filter((r) => r.centerName === data.centerName)).toHaveLength(1);

    const stored = new Map([...acknowledged, ...retried]);
    const resourceOf = (id: string) => (id === draft._id ? 'waitlist-records' : 'affiliates');
    for (const [id, record] of stored) expect(await visitor.stored(`${resourceOf(id)}/${id}`)).toEqual(record);

    // And from the data directory itself, after a clean close.
    await new Promise((resolve) => server.close(resolve));
    await storage.close();
    storage = await openStorage({ dataDir }, 'the flush recovery test, again');
    server = serve({ fetch: testApp(storage.store).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    visitor = await new Visitor(viaHttp(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)).start();
    for (const [id, record] of stored) expect(await visitor.stored(`${resourceOf(id)}/${id}`)).toEqual(record);
    const again = await admin();
    for (const { data } of inFlight) expect(again.filter((r) => r.centerName === data.centerName)).toHaveLength(1);
  }, 300_000);
});
