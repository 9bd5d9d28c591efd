/**
 * The health check while a wipe of deleted leads holds the embedded database's thread
 * (db/forget.ts): VACUUM FULL of 50,000 leads holds it for seconds, longer than the health
 * check's 0.9 s ping, and a monitor or a load balancer took the busy server for a dead one. The
 * wipe is stood in for by `pg_sleep` marked with `whileWiping`, as `wipeDeleted` marks itself,
 * so the hold lasts as long as the test needs on any machine.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWiping, whileWiping } from '../../server/db/forget';
import { openStorage, type OpenStorage } from '../../server/db/open';
import { StorageUnavailable } from '../../server/db/unavailable';
import { freshDataDir } from '../../tools/loopback/templateData';
import { testApp } from './helpers/app';
import { viaApp, Visitor } from './helpers/client';

/** The thread's hung limit, shorter than the server's 15 s so the last test ends sooner. */
const hungAfterMs = 5_000;

let dataDir: string;
let storage: OpenStorage;
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  dataDir = await freshDataDir();
  storage = await openStorage({ dataDir }, 'healthDuringWipe.test', { thread: { hungAfterMs, log: () => {} } });
  app = testApp(storage.store, { wiping: () => isWiping(storage.db) });
}, 120_000);
afterAll(async () => {
  await storage?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Holds the database's one thread for `seconds`, marked as a wipe. */
const wipeHolding = (seconds: number) => whileWiping(storage.db, () => storage.db.sql.exec(`SELECT pg_sleep(${seconds})`));

describe('the health check during a wipe', () => {
  it('answers 200 while a wipe holds the database longer than its ping, and a lead sent meanwhile is saved', async () => {
    const visitor = await new Visitor(viaApp(app)).start();
    let wiped = false;
    const wipe = wipeHolding(3).then(() => (wiped = true));
    const health = await app.request('/api/health');
    expect(health.status).toBe(200);
    expect(wiped).toBe(false); // answered during the wipe, not after it
    expect((await visitor.post('/api/affiliates/', { centerName: 'Sent during the wipe' })).status).toBe(201);
    await wipe;
  });

  it('answers 503 once a wipe holds the thread past the hung-thread limit, and 200 again when the database is reopened', async () => {
    const wipe = wipeHolding(600).catch((error: unknown) => error);
    await expect.poll(async () => (await app.request('/api/health')).status, { timeout: hungAfterMs + 10_000, interval: 250 }).toBe(503);
    expect(await wipe).toBeInstanceOf(StorageUnavailable); // the hung rule ended the wipe
    await expect.poll(async () => (await app.request('/api/health')).status, { timeout: 60_000, interval: 500 }).toBe(200);
  }, 90_000);
});
