/**
 * The body limit over a real socket, where @hono/node-server's lightweight request is what the
 * app sees (`app.request()` in api.test.ts builds a full Request instead): a Content-Length over
 * the limit is refused before the body is read, one at the limit is taken, and a chunked body
 * without a length is counted as it arrives; and the answers keep their headers on that path, and
 * the connection stays open for the next request longer than a browser or proxy waits, and a page
 * arrives with its headers in one write.
 */
import { get } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimits } from '../../src/domain/bodyLimits';
import { type RunningServer, startServer } from '../browser/harness';
import { adminToken, viaHttp, Visitor } from './helpers/client';

let server: RunningServer;
let visitor: Visitor;
const limit = bodyLimits.json['waitlist-records'];
const path = '/api/waitlist-records/';

beforeAll(async () => {
  server = await startServer({ DATABASE_URL: '', ADMIN_TOKEN: adminToken });
  visitor = await new Visitor(viaHttp(server.url)).start();
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

const chunked = (bytes: number) => {
  const chunk = new TextEncoder().encode(' '.repeat(4096));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ * chunk.byteLength <= bytes) controller.enqueue(chunk);
      else controller.close();
    },
  });
};

describe('the body limit over a real socket', () => {
  it("answers 413 to a Content-Length over the resource's limit", async () => {
    const res = await visitor.request('POST', path, { body: `{"notes":"${'x'.repeat(limit)}"}`, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: expect.stringContaining(`larger than ${limit} bytes`) });
  });

  it('takes a body of exactly the limit, and answers with its length', async () => {
    const json = '{"name":"A"}';
    const res = await visitor.request('POST', path, { body: json + ' '.repeat(limit - json.length), headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(res.headers.get('Content-Length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text)).toMatchObject({ name: 'A' });
  });

  it('answers 413 to a chunked body that grows past the limit', async () => {
    const res = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${visitor.token}`, 'X-XSRF-TOKEN': visitor.token! },
      body: chunked(limit),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('reads a chunked body within the limit', async () => {
    const body = new TextEncoder().encode('{"name":"Chunked"}');
    const res = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${visitor.token}`, 'X-XSRF-TOKEN': visitor.token! },
      body: new ReadableStream({ start: (c) => (c.enqueue(body), c.close()) }),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ name: 'Chunked' });
  });
});

describe('answers over a real socket', () => {
  it("keeps every API answer out of caches, a refused write's too", async () => {
    const created = await visitor.post(path, { name: 'Ana' });
    const refused = await visitor.post(path, { name: 7 });
    expect([created.status, refused.status]).toEqual([201, 400]);
    for (const res of [created, refused]) expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it("keeps an idle connection open for 65 s, not Node's 5 s, and tells the client so", async () => {
    // A request sent on a connection the server is closing is lost (or a proxy's 502): issue 39.
    const keepAlive = await new Promise<string | undefined>((resolve, reject) =>
      get(`${server.url}/`, { headers: { Connection: 'keep-alive' } }, (res) => {
        res.resume();
        resolve(res.headers['keep-alive']?.toString());
      }).on('error', reject),
    );
    expect(keepAlive).toBe('timeout=65');
  });

  it('sends a page in one write, its headers with its bytes, as a static server does', async () => {
    // Streamed, the head went alone and the page 0.1-11 ms after it in 19 of 20 loads (issue 39).
    const firstChunk = (path: string) =>
      new Promise<Buffer>((resolve, reject) => {
        const socket = connect(server.port, '127.0.0.1', () =>
          socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n`),
        );
        socket.once('data', (chunk: Buffer) => (resolve(chunk), socket.destroy())).on('error', reject);
      });
    for (const path of ['/', '/demo', '/ro/pricing', '/nb/affiliate', '/demo', '/']) {
      const chunk = await firstChunk(path);
      const head = chunk.indexOf('\r\n\r\n');
      expect(chunk.subarray(0, 15).toString(), path).toBe('HTTP/1.1 200 OK');
      expect(chunk.length - (head + 4), `${path}: page bytes in the first chunk`).toBeGreaterThan(1000);
    }
  });
});
