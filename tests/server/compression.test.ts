/**
 * Issue 9: the server's dynamic answers are compressed when large enough and accepted, through the
 * real app on a real embedded database.
 */
import { gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers/app';
import { adminToken, viaApp, Visitor } from './helpers/client';
import { pgliteStore, type TestStore } from './helpers/db';
import { samples } from './samples';

let db: TestStore;
let app: Hono;

beforeAll(async () => {
  db = await pgliteStore();
  app = testApp(db.store);
  const visitor = await new Visitor(viaApp(app)).start();
  for (let i = 0; i < 20; i++) {
    const res = await visitor.post('/api/waitlist-records/', { ...samples['waitlist-records'].submitted, email: `lead${i}@example.org` });
    expect(res.status).toBe(201);
  }
});
afterAll(async () => {
  await db?.close();
});

const owner = (path: string, acceptEncoding?: string) =>
  app.request(path, {
    headers: { Authorization: `Bearer ${adminToken}`, 'X-Test-Address': '192.0.2.9', ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}) },
  });

/** The body as sent, and as the client reads it after undoing the Content-Encoding. */
async function received(res: Response): Promise<{ sent: number; text: string }> {
  const raw = Buffer.from(await res.arrayBuffer());
  const text = res.headers.get('Content-Encoding') === 'gzip' ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
  return { sent: raw.length, text };
}

describe('compressed API answers', () => {
  it.each([
    ['the JSON list', '/api/waitlist-records?format=json', 'application/json'],
    ['the CSV export', '/api/waitlist-records?format=csv', 'text/csv'],
  ])('sends %s gzip-compressed to a client that accepts it, several times smaller', async (_, path, type) => {
    const plain = await owner(path);
    const zipped = await owner(path, 'gzip, deflate, br');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Content-Type')).toContain(type);
    expect(zipped.headers.get('Vary')).toContain('Accept-Encoding');
    expect(zipped.headers.get('Cache-Control')).toBe('no-store');
    const [a, b] = [await received(plain), await received(zipped)];
    expect(b.text).toBe(a.text);
    expect(b.text).toContain('lead19@example.org');
    expect(b.sent * 3).toBeLessThan(a.sent);
  });

  it('sends a small answer as it is', async () => {
    const res = await app.request('/api/health', { headers: { 'Accept-Encoding': 'gzip', 'X-Test-Address': '192.0.2.9' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('sends nothing compressed to a client that does not accept it', async () => {
    const res = await owner('/api/waitlist-records?format=json', 'identity');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(JSON.parse((await received(res)).text)).toHaveLength(20);
  });
});
