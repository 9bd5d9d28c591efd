/**
 * Issue 37: readiness against a real PostgreSQL stop. A private cluster (never the shared test
 * server) is stopped under the running server: /api/health/ready (and /api/health) go 503 while
 * it is down, /api/health/live stays 200, and ready is 200 again once it is back.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, startServer, type RunningServer } from '../../tools/loopback/server';
import { until } from './helpers/process';

/** The newest PostgreSQL installed (as .ci/postgres.sh finds it). */
const bin = join(
  '/usr/lib/postgresql',
  (existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : []).sort((a, b) => Number(b) - Number(a))[0] ?? 'none',
  'bin',
);
const available = existsSync(join(bin, 'pg_ctl')) && process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'heartwork-ready-pg-'));
let port: number;
let server: RunningServer | undefined;

/** pg_ctl as the postgres user (initdb refuses root). */
const pgCtl = (...args: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', join(dir, 'data'), ...args], { stdio: 'ignore' });
const startPostgres = () => pgCtl('-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-l', join(dir, 'log'), '-w', 'start');

beforeAll(async () => {
  if (!available) return;
  execFileSync('chown', ['postgres', dir]);
  execFileSync('runuser', ['-u', 'postgres', '--', join(bin, 'initdb'), '-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust'], { stdio: 'ignore' });
  port = await freePort();
  startPostgres();
  server = await startServer({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`, LOG_LEVEL: 'warn' });
}, 300_000);
afterAll(async () => {
  await server?.stop();
  if (available) {
    try {
      pgCtl('-m', 'immediate', 'stop');
    } catch {
      /* already stopped */
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

const status = async (path: string) => (await fetch(`${server!.url}${path}`)).status;

it.skipIf(!available)(
  'says not ready while PostgreSQL is stopped and ready once it is back, live throughout',
  async () => {
    expect(await status('/api/health/ready')).toBe(200);
    pgCtl('-m', 'fast', 'stop');
    await until(async () => (await status('/api/health/ready')) === 503, 30_000, 'ready answering 503');
    expect(await status('/api/health')).toBe(503);
    expect(await status('/api/health/live')).toBe(200);
    startPostgres();
    await until(async () => (await status('/api/health/ready')) === 200, 60_000, 'ready answering 200 again');
    expect(await status('/api/health')).toBe(200);
  },
  120_000,
);
