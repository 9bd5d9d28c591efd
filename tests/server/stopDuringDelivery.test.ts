/**
 * Issue 38: SIGTERM while an alert is being delivered to a receiver that does not answer. The
 * server stops taking work, says `Connection: close` to a busy keep-alive client, cuts the try
 * short and hands the alert back to the outbox, closes the database and exits 0 well within its
 * limit, leaving the alert for the next start. A real server process, a real webhook receiver.
 */
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../browser/harness';
import { freshDataDir } from '../../tools/loopback/templateData';
import { webhookReceiver } from '../../tools/loopback/receivers';
import { adminToken, cookieFrom, viaHttp, Visitor } from './helpers/client';
import { stopLimitMs } from '../../server/lifecycle';
import { openStorage } from '../../server/db/open';
import { createOutbox } from '../../server/alerts/outbox';
import { samples } from './samples';

const secret = `whsec_${Buffer.from('heartwork stop during delivery!!').toString('base64')}`;
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
});

/** GETs of /api/health on one keep-alive connection, back to back, until the server stops answering. */
function busyKeepAliveClient(port: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answers: { connection: string | undefined; at: number }[] = [];
  const done = (async () => {
    for (;;) {
      const answer = await new Promise<{ connection: string | undefined } | null>((resolve) => {
        const req = get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ connection: res.headers.connection }));
        });
        req.on('error', () => resolve(null));
      });
      if (!answer) return;
      answers.push({ ...answer, at: performance.now() });
    }
  })();
  return { answers, done: done.finally(() => agent.destroy()) };
}

/** A keep-alive POST whose body is half sent: `finish()` sends the rest and reads the answer's status and Connection. */
async function halfSentKeepAlivePost(port: number) {
  const token = cookieFrom(await fetch(`http://127.0.0.1:${port}/api/health`))!;
  const body = JSON.stringify(samples.affiliates.draft);
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST /api/affiliates/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cookie: XSRF-TOKEN=${token}\r\nX-XSRF-TOKEN: ${token}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 5)}`,
  );
  let answer = '';
  socket.on('data', (d) => (answer += d));
  return {
    finish: async () => {
      socket.write(body.slice(5));
      await new Promise((resolve) => socket.once('close', resolve)); // a kept-alive socket would stay open
      return { status: Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1]), connection: /\r\nconnection: ([^\r]+)/i.exec(answer)?.[1].toLowerCase() };
    },
  };
}

describe('SIGTERM during a slow delivery', () => {
  it('exits 0 within the limit with the database closed, says Connection: close while draining, and leaves the alert in the outbox for the next start', async () => {
    const hook = await webhookReceiver();
    cleanup.push(() => hook.close());
    const dataDir = await freshDataDir();
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, ADMIN_TOKEN: adminToken, ALERT_WEBHOOK_URL: hook.url, ALERT_WEBHOOK_SECRET: secret };
    hook.answers = ['hold'];
    const first: RunningServer = await startServer(env);
    cleanup.push(() => first.stop('SIGKILL'));
    const visitor = await new Visitor(viaHttp(first.url)).start();
    const draft = await (await visitor.post('/api/affiliates/', samples.affiliates.draft)).json();
    expect((await visitor.put(`/api/affiliates/${draft._id}`, samples.affiliates.submitted)).status).toBe(200);
    await expect.poll(() => hook.requests.length, { timeout: 30_000, interval: 20 }).toBe(1);

    const client = busyKeepAliveClient(first.port);
    await expect.poll(() => client.answers.length, { timeout: 10_000, interval: 10 }).toBeGreaterThan(5);
    // A keep-alive request in flight at the signal (its body half sent), answered during the drain.
    const inFlight = await halfSentKeepAlivePost(first.port);
    const exited = new Promise<number | null>((resolve) => first.process.once('exit', (code) => resolve(code)));
    const signalled = performance.now();
    first.process.kill('SIGTERM');
    await expect.poll(() => first.output().includes('SIGTERM received'), { timeout: 10_000, interval: 10 }).toBe(true);
    const answer = await inFlight.finish();
    expect(answer.status).toBe(201);
    expect(answer.connection).toBe('close');
    expect(await exited).toBe(0);
    const took = performance.now() - signalled;
    expect(took).toBeLessThan(stopLimitMs);
    await client.done;
    expect(first.output()).toMatch(/The database is closed\./);
    expect(first.output()).not.toMatch(/Could not stop cleanly|cut off/);
    // The busy keep-alive client is let go at once: either told (Connection: close) or its idle
    // connection closed; it never gets the seconds of keep-alive answers it got before. An answer
    // written before the server took the signal may still arrive after it, saying keep-alive; once
    // one has said close, none says keep-alive again.
    const after = client.answers.filter((a) => a.at > signalled);
    expect(after.length).toBeLessThanOrEqual(3);
    const firstClose = after.findIndex((a) => a.connection === 'close');
    if (firstClose >= 0) expect(after.slice(firstClose).map((a) => a.connection)).toEqual(after.slice(firstClose).map(() => 'close'));

    // Closed cleanly and the lock released: the data directory opens at once, and the alert is
    // there, handed back (free, its cut try not counted) for the next start, which sends it
    // (alerts.test.ts: 'hands a try cut short by a stop back').
    const storage = await openStorage({ dataDir }, 'the stop test');
    try {
      const [left] = await createOutbox(storage.db.sql).list('pending');
      expect(left).toMatchObject({ leadId: draft._id, attempts: 0, deliveredTo: [] });
      const [row] = await storage.db.sql.query<{ claimed_until: Date | null }>(`SELECT claimed_until FROM outbox WHERE id = $1`, [left.id]);
      expect(row.claimed_until).toBeNull();
    } finally {
      await storage.close();
    }
    console.log(`stop during a delivery: exit 0 after ${took} ms; the busy keep-alive client got ${after.length} answers after the signal`);
  }, 300_000);
});
