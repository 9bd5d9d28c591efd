/**
 * Issue 37: liveness apart from readiness. /api/health/live says the process answers and never
 * asks the database; /api/health/ready is the check /api/health has always made (one function).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadStore } from '../../server/db/store';
import { testApp } from './helpers/app';
import { viaApp, Visitor } from './helpers/client';
import { hangingStore, pgliteStore, type TestStore } from './helpers/db';

let db: TestStore;
beforeAll(async () => {
  db = await pgliteStore();
});
afterAll(async () => {
  await db?.close();
});

describe('health endpoints', () => {
  it('answers live, ready and the first health check with 200 while the database answers', async () => {
    const app = testApp(db.store);
    for (const path of ['/api/health/live', '/api/health/ready', '/api/health']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('stays live while the database hangs, and ready says 503 as /api/health does', async () => {
    const app = testApp(hangingStore(db.store));
    expect((await app.request('/api/health/live')).status).toBe(200);
    for (const path of ['/api/health/ready', '/api/health']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable' });
    }
  });

  it('stays live without any database at all', async () => {
    const app = testApp(undefined as unknown as LeadStore);
    expect((await app.request('/api/health/live')).status).toBe(200);
    expect((await app.request('/api/health/ready')).status).toBe(503);
  });

  it.each(['/api/health/live', '/api/health/ready'])('answers 405 with Allow to a POST of %s', async (path) => {
    const visitor = await new Visitor(viaApp(testApp(db.store))).start();
    const res = await visitor.request('POST', path);
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD');
  });
});
