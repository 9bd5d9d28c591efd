/**
 * The real server process on a real data directory: a record acknowledged with 2xx survives a
 * clean restart and a `kill -9`; one process owns DATA_DIR; the export CLI reads the same data.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from '../../server/db/open';
import type { PgliteThreadDatabase } from '../../server/db/pglite-thread';
import { type RunningServer, startServer } from '../browser/harness';
import { freshDataDir } from '../../tools/loopback/templateData';
import { adminToken, viaHttp, Visitor } from './helpers/client';
import { samples } from './samples';
import { paths } from '../../scripts/paths';

const root = join(import.meta.dirname, '..', '..');
let dataDir: string;
let running: RunningServer | undefined;

const serverEnv = () => ({ DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_TOKEN: adminToken, WRITE_LIMIT_BURST: '100000', WRITE_LIMIT_PER_MINUTE: '100000' });

async function start(): Promise<{ server: RunningServer; visitor: Visitor }> {
  running = await startServer(serverEnv());
  return { server: running, visitor: await new Visitor(viaHttp(running.url)).start() };
}

function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(paths.serverOut, 'leads.mjs'), ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  // A copy of the migrated template database (initdb, 5-10 s of CPU and over a minute on a loaded
  // machine, is made once per run), so every server start below is a reopen.
  dataDir = await freshDataDir();
}, 300_000);
afterAll(async () => {
  if (running?.process.exitCode === null) await running.stop('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('durability', () => {
  const acknowledged = new Map<string, Record<string, unknown>>();

  it('keeps every acknowledged record across a clean restart, and releases the lock', async () => {
    const { server, visitor } = await start();
    for (const resource of ['waitlist-records', 'affiliates', 'scholarship-applications'] as const) {
      const created = await (await visitor.post(`/api/${resource}/`, samples[resource].draft)).json();
      const res = await visitor.put(`/api/${resource}/${created._id}`, samples[resource].submitted);
      expect(res.status).toBe(200);
      acknowledged.set(`${resource}/${created._id}`, await res.json());
    }
    await server.stop('SIGTERM');
    expect(existsSync(join(dataDir, 'lock'))).toBe(false);

    const again = await start();
    for (const [path, record] of acknowledged) expect(await again.visitor.stored(path)).toEqual(record);
  }, 120_000);

  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const error = await startServer(serverEnv()).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(/exited early/);
    expect(error?.message).toMatch(/in use by the server \(pid \d+/);
    expect(error?.message).toMatch(/another DATA_DIR/);
    expect((await fetch(`${running!.url}/api/health`)).status).toBe(200);
  }, 120_000);

  it('has the export CLI refuse while the server runs, pointing to the HTTP export', async () => {
    const result = await cli(['export', 'affiliates']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/in use by the server/);
    expect(result.stderr).toMatch(/curl -H "Authorization: Bearer \$ADMIN_TOKEN" "http:\/\/localhost:\d+\/api\/affiliates\?format=csv"/);
  }, 60_000);

  it('keeps every acknowledged record after kill -9, with writes still in flight', async () => {
    const visitor = await new Visitor(viaHttp(running!.url)).start();
    // Acknowledged before the kill: drafts updated to submitted.
    for (let i = 0; i < 10; i++) {
      const created = await (await visitor.post('/api/waitlist-records/', { name: `before ${i}` })).json();
      const res = await visitor.put(`/api/waitlist-records/${created._id}`, { ...samples['waitlist-records'].submitted, name: `before ${i}` });
      acknowledged.set(`waitlist-records/${created._id}`, await res.json());
    }
    // A burst of writes; the server is killed as soon as 40 of them are acknowledged.
    let acks = 0;
    let killed!: () => void;
    const killedNow = new Promise<void>((resolve) => (killed = resolve));
    const burst = Array.from({ length: 200 }, async (_, i) => {
      try {
        const res = await visitor.post('/api/affiliates/', { centerName: `burst ${i}`, otherInfo: 'ø'.repeat(i) });
        if (res.status !== 201) return;
        const record = await res.json();
        acknowledged.set(`affiliates/${record._id}`, record);
        if (++acks === 40) {
          running!.process.kill('SIGKILL');
          killed();
        }
      } catch {
        /* cut off by the kill: not acknowledged, so not promised */
      }
    });
    await killedNow;
    await Promise.all(burst);
    await new Promise<void>((resolve) =>
      running!.process.exitCode !== null || running!.process.signalCode ? resolve() : running!.process.once('exit', () => resolve()),
    );
    expect(running!.process.signalCode).toBe('SIGKILL');
    expect(acks).toBeGreaterThanOrEqual(40);
    // The lock of the killed process is still there, and must not block the restart.
    expect(JSON.parse(readFileSync(join(dataDir, 'lock'), 'utf8')).pid).toBe(running!.process.pid);

    const again = await start();
    for (const [path, record] of acknowledged) {
      expect(await again.visitor.stored(path), path).toEqual(record);
    }
    const listed = await (await again.visitor.get('/api/affiliates', { admin: true })).json();
    expect(listed.length).toBeGreaterThanOrEqual(acks + 1);
    await again.server.stop('SIGTERM');
  }, 180_000);

  it('exports with the CLI once the server has stopped, CSV and JSON', async () => {
    const csv = await cli(['export', 'waitlist-records', '--format', 'csv']);
    expect(csv.code).toBe(0);
    expect(csv.stdout.startsWith('\uFEFF"_id","name"')).toBe(true);
    const json = await cli(['export', 'waitlist-records', '--format=json']);
    const records = JSON.parse(json.stdout) as { _id: string }[];
    const expected = [...acknowledged.keys()].filter((k) => k.startsWith('waitlist-records/')).map((k) => k.split('/')[1]);
    expect(records.map((r) => r._id).sort()).toEqual(expected.sort());
    for (const id of expected) expect(csv.stdout).toContain(`"${id}"`);
    expect(existsSync(join(dataDir, 'lock'))).toBe(false);
  }, 60_000);

  it('answers a wrong CLI call with the usage', async () => {
    const result = await cli(['export', 'users']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Usage: npm run leads -- export <resource>/);
  }, 60_000);

  it('writes through to the disk: every commit is fsynced', async () => {
    const storage = await openStorage({ dataDir }, 'durability test');
    try {
      const db = storage.db as PgliteThreadDatabase;
      const before = await db.fsyncs();
      await storage.store.create('affiliates', { centerName: 'synced' });
      expect(await db.fsyncs()).toBeGreaterThan(before);
      expect(await db.sql.query(`SELECT current_setting('fsync') AS fsync`)).toEqual([{ fsync: 'on' }]);
    } finally {
      await storage.close();
    }
  }, 60_000);
});
