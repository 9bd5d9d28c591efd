/** Issue 19: an upload cut off mid-body is answered quietly, not with a stack trace in the log. */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { testApp } from './helpers/app';
import { cookieFrom } from './helpers/client';
import { pgliteStore, type TestStore } from './helpers/db';

let db: TestStore;
let server: ServerType;
let port: number;
let settled: () => void;

beforeAll(async () => {
  db = await pgliteStore();
  const app = testApp(db.store, { clientAddress: undefined });
  // Tells the test when the server has finished with a request, whatever became of its client.
  server = serve({ fetch: (req) => Promise.resolve(app.fetch(req)).finally(() => settled?.()), port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db?.close();
});

it('logs nothing when a client hangs up halfway through its body', async () => {
  const token = cookieFrom(await fetch(`http://127.0.0.1:${port}/api/health`))!;
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const handled = new Promise<void>((resolve) => (settled = resolve));
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/affiliates/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n` +
        `Cookie: XSRF-TOKEN=${token}\r\nX-XSRF-TOKEN: ${token}\r\n\r\n{"centerName":"half`,
    );
    // The server is reading the body once the headers are in; then the client goes.
    await new Promise((resolve) => setImmediate(resolve));
    socket.destroy();
    await handled;
    expect(logged).not.toHaveBeenCalled();
    expect(await db.store.list('affiliates')).toEqual([]);
  } finally {
    logged.mockRestore();
  }
});
