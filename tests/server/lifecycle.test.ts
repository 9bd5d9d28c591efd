/**
 * Issue 19: a process manager can stop and restart the site cleanly, and no kill during the very
 * first start leaves a data directory that will not start. Real `npm start` and server processes.
 */
import { readdirSync, renameSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../browser/harness';
import { freshDataDir } from '../../tools/loopback/templateData';
import { cookieFrom } from './helpers/client';
import { healthy, killAll, type Spawned, spawnServer, until, untilHealthy } from './helpers/process';

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup) await step().catch(() => {});
});
const track = (server: Spawned) => {
  cleanup.push(() => killAll(server));
  return server;
};

/** Sends a POST's head and half its body now; `finish()` sends the rest and reads the answer. */
async function postInTwoHalves(port: number) {
  const token = cookieFrom(await fetch(`http://127.0.0.1:${port}/api/health`))!;
  const body = JSON.stringify({ centerName: 'in flight at the signal' });
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST /api/affiliates/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
      `Cookie: XSRF-TOKEN=${token}\r\nX-XSRF-TOKEN: ${token}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  let answer = '';
  socket.on('data', (d) => (answer += d));
  const ended = new Promise((resolve) => socket.once('close', resolve));
  return {
    finish: async () => {
      socket.write(body.slice(10));
      await ended;
      return { status: Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1]), id: /"_id":"([^"]+)"/.exec(answer)?.[1] };
    },
  };
}

// The two signals side by side: each waits mostly on its servers' starts (a data directory and a
// port of its own), and one after the other they were 38 s of the suite's last minutes.
describe('stopping', () => {
  it.concurrent.each(['SIGTERM', 'SIGINT'] as const)(
    '%s to npm start finishes the request in flight, exits 0 within 10 s, and a second server starts on the same DATA_DIR and port at once',
    async (signal) => {
      const dataDir = await freshDataDir();
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
      const port = await freePort();
      const first = track(spawnServer('npm', { DATA_DIR: dataDir, PORT: String(port) }));
      await untilHealthy(first, port);

      const inFlight = await postInTwoHalves(port);
      const signalled = performance.now();
      first.child.kill(signal);
      await until(() => first.output().includes(`${signal} received`), 30_000, 'the signal reaching the server', first.output);
      const answer = await inFlight.finish();
      expect(answer.status).toBe(201);
      expect(await first.exited).toBe(0);
      expect(performance.now() - signalled).toBeLessThan(10_000);

      const second = track(spawnServer('node', { DATA_DIR: dataDir, PORT: String(port) }));
      await untilHealthy(second, port);
      const stored = await fetch(`http://127.0.0.1:${port}/api/affiliates/${answer.id}`);
      expect(stored.status).toBe(200);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      expect(readdirSync(dataDir)).not.toContain('lock');
    },
    300_000,
  );
});

/** Every file under `dir`, counted (the creation's progress); 0 while a folder is being removed. */
function countFiles(dir: string): number {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).length;
  } catch {
    return 0;
  }
}

describe('the very first start', () => {
  it('always starts again after being killed or stopped at any point of creating the database', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'heartwork-first-start-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port) };
    // A created database holds about a thousand files (and DATA_DIR its lock): kill just after the
    // lock is taken, in the middle of initdb, and about when the database is renamed into place.
    const points = [1, 500, 975];
    const outcomes: string[] = [];
    for (const [i, files] of points.entries()) {
      const signal = i % 2 ? 'SIGTERM' : 'SIGKILL';
      const start = track(spawnServer('node', env));
      await until(() => start.child.exitCode !== null || countFiles(dataDir) >= files, 180_000, `${files} files`, start.output);
      expect(start.child.exitCode, start.output()).toBeNull();
      start.child.kill(signal);
      await start.exited;
      outcomes.push(`${signal} at ${countFiles(dataDir)} files`);
    }
    // An older version created the database in place: leave what a cut-short creation made as pgdata.
    const staging = readdirSync(dataDir).find((name) => name.startsWith('pgdata.creating-'));
    if (staging) {
      rmSync(join(dataDir, 'pgdata'), { recursive: true, force: true });
      renameSync(join(dataDir, staging), join(dataDir, 'pgdata'));
    }
    const last = track(spawnServer('node', env));
    await untilHealthy(last, port, 180_000);
    expect(await healthy(port)).toBe(true);
    if (staging) expect(last.output()).toMatch(/was never fully created .* moved it to .*pgdata\.incomplete-/s);
    last.child.kill('SIGTERM');
    expect(await last.exited).toBe(0);
    console.log(`first start cut short: ${outcomes.join('; ')}; then started`);
  }, 900_000);
});
