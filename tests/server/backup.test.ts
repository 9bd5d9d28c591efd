/**
 * Issue 37: backups. `npm run backup` while the server runs and takes leads from concurrent
 * clients: the restore into an empty directory holds every lead acknowledged before the backup
 * began. Also with no server running (the DATA_DIR lock), the daily backup of BACKUP_DIR, and a
 * restore that refuses a directory holding anything.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite';
import { listBackups } from '../../server/backups';
import { startServer, type RunningServer } from '../../tools/loopback/server';
import { freshDataDir } from '../../tools/loopback/templateData';
import { adminToken, viaHttp, Visitor } from './helpers/client';
import { root, until } from './helpers/process';
import { samples } from './samples';
import { privacy } from '../../src/content/legal/privacy';
import { privacy as privacyRo } from '../../src/content/legal/ro/privacy';
import { privacy as privacyNb } from '../../src/content/legal/nb/privacy';
import { retention } from '../../src/domain/retention';
import { readConfig } from '../../server/config';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'heartwork-backup-test-'));
const backupDir = join(work, 'daily');
let server: RunningServer;

/** `npm run <script> -- …args` with the server's environment; its exit code and output. */
async function npmRun(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env: { ...process.env, DATABASE_URL: '', ...env } });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

/** The ids of the leads in a restored DATA_DIR, read from its database. */
async function restoredIds(dataDir: string): Promise<Set<string>> {
  const db = await openPglite(join(dataDir, 'pgdata'));
  try {
    return new Set((await db.sql.query<{ id: string }>('SELECT id::text AS id FROM leads')).map((r) => r.id));
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  // A DATA_DIR of the test's own: the server's stop keeps it, for the backup made after it.
  server = await startServer({
    DATA_DIR: await freshDataDir(),
    ADMIN_TOKEN: adminToken,
    BACKUP_DIR: backupDir,
    CREATE_LIMIT_BURST: '100000',
    LOG_LEVEL: 'warn',
  });
});
afterAll(async () => {
  await server?.stop();
  for (const dir of [work, server?.dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  const acknowledged: { id: string; at: number }[] = [];
  let backupBegan = 0;
  const env = () => ({ DATA_DIR: server.dataDir, PORT: String(server.port), ADMIN_TOKEN: adminToken });

  it('keeps in the backup every lead acknowledged before it began, while 300 leads arrive from concurrent clients', async () => {
    const file = join(work, 'running.tar.gz');
    let backup: Promise<{ code: number; out: string }> | undefined;
    let backupDone = false;
    const client = async (n: number) => {
      const visitor = await new Visitor(viaHttp(server.url)).start();
      for (let i = 0; !(backupDone && acknowledged.length >= 300); i++) {
        const res = await visitor.post('/api/waitlist-records/', { ...samples['waitlist-records'].submitted, name: `Client ${n} lead ${i}` });
        // The calls wait while the dump holds the database: none is refused for it.
        expect(res.status).toBe(201);
        acknowledged.push({ id: ((await res.json()) as { _id: string })._id, at: Date.now() });
        if (!backup && acknowledged.length >= 100) {
          backupBegan = Date.now();
          backup = npmRun('backup', ['--out', file], env()).finally(() => (backupDone = true));
        }
      }
    };
    // A lead sent during the backup is kept (it waits for the dump): the ready check says so.
    const readiness: number[] = [];
    const monitor = async () => {
      while (!backupDone) {
        if (backup) readiness.push((await fetch(`${server.url}/api/health/ready`)).status);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await Promise.all([...Array.from({ length: 8 }, (_, n) => client(n)), monitor()]);
    expect(readiness.length).toBeGreaterThan(0);
    expect(readiness.filter((status) => status !== 200)).toEqual([]);
    const { code, out } = await backup!;
    expect(code, out).toBe(0);
    expect(out).toMatch(/made by the running server/);
    const during = acknowledged.filter((a) => a.at > backupBegan).length;
    expect(during, 'leads acknowledged while the backup ran').toBeGreaterThan(0);

    const restored = join(work, 'restored');
    const restore = await npmRun('restore', [file], { DATA_DIR: restored });
    expect(restore.code, restore.out).toBe(0);
    const ids = await restoredIds(restored);
    const before = acknowledged.filter((a) => a.at <= backupBegan);
    expect(before.length).toBeGreaterThanOrEqual(100);
    expect(before.filter((a) => !ids.has(a.id))).toEqual([]);
  }, 240_000);

  it('refuses to restore into a DATA_DIR that holds anything, saying why, and changes nothing there', async () => {
    const full = join(work, 'not-empty');
    mkdirSync(full);
    writeFileSync(join(full, 'notes.txt'), 'keep me');
    writeFileSync(join(work, 'any.tar.gz'), 'refused before it is read');
    const { code, out } = await npmRun('restore', [join(work, 'any.tar.gz')], { DATA_DIR: full });
    expect(code).toBe(1);
    expect(out).toMatch(/is not empty \(it holds notes\.txt\).*never overwrite leads/s);
    expect(readdirSync(full)).toEqual(['notes.txt']);
  }, 60_000);

  it('wrote the daily backup of BACKUP_DIR at start, and its restore holds the database as it was', async () => {
    await until(
      () => {
        try {
          return listBackups(backupDir).length > 0;
        } catch {
          return false;
        }
      },
      60_000,
      'the daily backup',
    );
    const [newest] = listBackups(backupDir);
    const restored = join(work, 'restored-daily');
    const restore = await npmRun('restore', [join(backupDir, newest!)], { DATA_DIR: restored });
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toMatch(/Restored .* lead\(s\)/);
  }, 120_000);

  it('makes the backup itself, under the DATA_DIR lock, when no server runs, with every lead', async () => {
    await server.stop();
    const file = join(work, 'stopped.tar.gz');
    const { code, out } = await npmRun('backup', ['--out', file], env());
    expect(code, out).toBe(0);
    expect(out).toMatch(/no server was running on it/);
    const restored = join(work, 'restored-stopped');
    expect((await npmRun('restore', [file], { DATA_DIR: restored })).code).toBe(0);
    const ids = await restoredIds(restored);
    expect(acknowledged.filter((a) => !ids.has(a.id))).toEqual([]);
  }, 120_000);
});

describe('how long backups are kept', () => {
  it('the privacy page says, in each language, that backups are deleted within the days BACKUP_KEEP may not exceed', () => {
    for (const [page, words] of [
      [privacy, `at the latest ${retention.backupDays} days after it is made`],
      [privacyRo, `${retention.backupDays} de zile de la realizare`],
      [privacyNb, `senest ${retention.backupDays} dager etter at den ble laget`],
    ] as const) {
      expect(JSON.stringify(page)).toContain(words);
    }
    expect(readConfig({ BACKUP_KEEP: String(retention.backupDays) }).backupKeep).toBe(retention.backupDays);
    expect(readConfig({}).backupKeep).toBe(14);
    expect(() => readConfig({ BACKUP_KEEP: String(retention.backupDays + 1) })).toThrow(/privacy page promises backups are deleted within 30 days/);
  });
});
