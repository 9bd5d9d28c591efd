/**
 * Issue 19: storage failures are contained. A database that fails, hangs or runs out of disk
 * costs the lead calls a 503 with Retry-After and nothing else: the site's pages are still served,
 * the health check answers within a second, and the server recovers when the database does.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { containStore } from '../../server/db/contained';
import { migrate } from '../../server/db/migrate';
import { openPgliteThread, type PgliteThreadDatabase } from '../../server/db/pglite-thread';
import { createSqlStore, type LeadStore } from '../../server/db/store';
import { StorageUnavailable } from '../../server/db/unavailable';
import { paths } from '../../scripts/paths';
import { prepareTemplateDataDir } from '../../tools/loopback/templateData';
import { testApp } from './helpers/app';
import { viaApp, Visitor } from './helpers/client';
import { hangingStore, pgliteStore, type TestStore } from './helpers/db';
import { mountTmpfs } from './helpers/tmpfs';

let db: TestStore;
beforeAll(async () => {
  db = await pgliteStore();
});
afterAll(async () => {
  await db?.close();
});

/** The real store, with every call refused as by a PostgreSQL that is down. */
const refusing = (store: LeadStore): LeadStore =>
  Object.fromEntries(
    Object.keys(store).map((k) => [k, () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))]),
  ) as unknown as LeadStore;

describe('a database that hangs or fails', () => {
  it.each([
    ['hangs', hangingStore],
    ['refuses connections', refusing],
  ])('when it %s, writes and reads answer 503 with Retry-After and a clear body', async (_, broken) => {
    const app = testApp(broken(db.store), { storageLimits: { callMs: 300 } });
    const v = await new Visitor(viaApp(app)).start();
    for (const res of [await v.post('/api/affiliates/', { centerName: 'A' }), await v.get(`/api/affiliates/${crypto.randomUUID()}`)]) {
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await res.json()).error).toMatch(/database is not answering.*nothing was saved/);
    }
  });

  it('answers the health check with 503 within a second while the database hangs', async () => {
    const app = testApp(hangingStore(db.store));
    const started = performance.now();
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable' });
    // A second by design (storageLimits.pingMs is 900 ms), plus a busy machine's scheduling slack.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('answers the health check with 200 while the database works through a queue longer than its limit', async () => {
    // One call at a time, 300 ms each: a busy machine's single database connection. Twelve leads
    // queued ahead of the check keep it waiting 3.6 s, but leads keep being saved meanwhile.
    let queue: Promise<unknown> = Promise.resolve();
    let waiting = 0;
    const queued = Object.fromEntries(
      Object.entries(db.store).map(([k, method]) => [
        k,
        (...args: unknown[]) => {
          waiting++;
          const turn = queue.then(() => new Promise((r) => setTimeout(r, 300))).then(() => (method as (...a: unknown[]) => unknown).apply(db.store, args));
          queue = turn.catch(() => {});
          return turn.finally(() => waiting--);
        },
      ]),
    ) as unknown as LeadStore;
    const app = testApp(queued);
    const v = await new Visitor(viaApp(app)).start();
    const leads = Array.from({ length: 12 }, (_, i) => v.post('/api/affiliates/', { centerName: `Queued ${i}` }));
    await expect.poll(() => waiting, { interval: 5 }).toBeGreaterThanOrEqual(12);
    const started = performance.now();
    const res = await app.request('/api/health/ready');
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((await Promise.all(leads)).map((r) => r.status)).toEqual(Array(12).fill(201));
  });

  it('keeps serving the site while the database hangs', async () => {
    const app = createApp({ distDir: paths.dist, store: hangingStore(db.store) });
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<h1[\s>]/);
  });

  it('logs an outage once, not once per request, and its end', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      let down = true;
      const store = containStore({ ...db.store, create: (...args) => (down ? refusing(db.store).create(...args) : db.store.create(...args)) });
      for (let i = 0; i < 50; i++) await expect(store.create('affiliates', {})).rejects.toBeInstanceOf(StorageUnavailable);
      down = false;
      await store.create('affiliates', {});
      expect(logged.mock.calls.map((c) => String(c[0]))).toEqual([
        expect.stringMatching(/database is unavailable.*ECONNREFUSED/),
        expect.stringMatching(/answers again \(after 50 refused calls\)/),
      ]);
    } finally {
      logged.mockRestore();
    }
  });
});

const mounted = mountTmpfs(96, 'full-disk');
const disk = typeof mounted === 'string' ? null : mounted.dir;
if (typeof mounted === 'string') console.warn(`Skipped: the full-disk test needs a tmpfs (${mounted}).`);
afterAll(() => {
  if (typeof mounted !== 'string') mounted.unmount();
});

describe.skipIf(!disk)('the embedded database on a disk that fills up', () => {
  it('answers 503 while the disk is full, keeps the main thread free, and opens again once there is room', async () => {
    const dataDir = await mkdtemp(join(disk!, 'data-'));
    cpSync(join(await prepareTemplateDataDir(), 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
    const log: string[] = [];
    const database: PgliteThreadDatabase = await openPgliteThread(join(dataDir, 'pgdata'), {
      hungAfterMs: 5_000,
      openLimitMs: 30_000,
      log: (m) => log.push(m),
    });
    try {
      await migrate(database.sql);
      const store = containStore(createSqlStore(database.sql), { limits: { callMs: 5_000 }, log: (m) => log.push(m) });
      const kept: Awaited<ReturnType<typeof store.create>>[] = [];
      for (let i = 0; i < 20; i++) kept.push(await store.create('affiliates', { centerName: `before ${i}` }));

      // Fill the disk to the brim, then write until the WAL needs room there is not: its write
      // fails with ENOSPC, PostgreSQL PANICs, and a PGlite on the main thread would spin forever.
      // (WAL segments are created sparse, pglite.ts: the failure comes at a write into one.)
      const fill = join(disk!, 'fill');
      execFileSync('sh', ['-c', `fallocate -l $(( $(df -B1 --output=avail ${disk} | tail -1) - 65536 )) ${fill}`]);
      await database.sql.query('SELECT pg_switch_wal()').catch(() => {});
      // A PANICked PGlite on the main thread would block it: the event loop's longest stall says.
      const stalls = monitorEventLoopDelay({ resolution: 10 });
      stalls.enable();
      const failures: string[] = [];
      // A write's outcome; what is acknowledged must still be there once the disk has room.
      const attempt = (data: Record<string, unknown>) =>
        store.create('affiliates', data).then(
          (record) => (kept.push(record), 'saved'),
          (e: Error) => e.constructor.name,
        );
      for (let i = 0; i < 60 && !failures.includes('StorageUnavailable'); i++)
        failures.push(await attempt({ centerName: `during ${i}`, otherInfo: 'x'.repeat(4000) }));
      for (let i = 0; i < 3; i++) failures.push(await attempt({ centerName: `still full ${i}` }));
      stalls.disable();
      expect(failures).toContain('StorageUnavailable');
      expect(failures.every((f) => f === 'saved' || f === 'StorageUnavailable')).toBe(true);
      expect(stalls.max / 1e6).toBeLessThan(2_000); // ms: the main thread stayed free throughout

      rmSync(fill);
      await expect
        .poll(
          () =>
            store.create('affiliates', { centerName: 'after' }).then(
              () => true,
              () => false,
            ),
          { timeout: 120_000, interval: 500 },
        )
        .toBe(true);
      // Every write acknowledged before or while the disk was full is still there.
      for (const record of kept) expect(await store.get('affiliates', record._id)).toEqual(record);
      console.log(`full disk: ${failures.join(', ')}; thread restarts ${database.restarts()}; log: ${log.join(' | ')}`);
    } finally {
      await database.close();
    }
  }, 300_000);
});
