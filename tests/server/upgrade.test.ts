/**
 * Issue 37: upgrades. Today's compiled server starts on a DATA_DIR made by the release before
 * issue 37 (tests/fixtures/upgrade: commit fe5fd4c, leads in every state) and finds every lead;
 * a migration that fails stops the start with a message naming it and the fix, and leaves the
 * database exactly as it was (the pending migrations run in one transaction).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite';
import { freePort } from '../../tools/loopback/server';
import { adminToken, Owner, viaHttp, Visitor } from './helpers/client';
import { killAll, root, type Spawned, untilHealthy } from './helpers/process';
import { spawn } from 'node:child_process';

const fixture = join(root, 'tests', 'fixtures', 'upgrade');
const expected = JSON.parse(readFileSync(join(fixture, 'leads.json'), 'utf8')) as {
  kept: { resource: string; id: string; state: string }[];
  gone: { id: string }[];
  auditRows: number;
};
const dataDir = mkdtempSync(join(tmpdir(), 'heartwork-upgrade-'));
/** A copy of the compiled server with one more migration that fails, inside the checkout (its packages). */
const broken = join(root, 'test-results', `broken-server-${process.pid}`);
let server: Spawned | undefined;

function startCompiled(mainFile: string, port: number): Spawned {
  const child = spawn(process.execPath, [mainFile], {
    cwd: root,
    env: { PATH: process.env.PATH!, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ADMIN_TOKEN: adminToken, LOG_FORMAT: 'json' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  return { child, output: () => log, exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
}

beforeAll(() => {
  execFileSync('tar', ['-xzf', join(fixture, 'data-fe5fd4c.tar.gz'), '-C', dataDir]);
});
afterAll(async () => {
  if (server) await killAll(server);
  for (const dir of [dataDir, broken]) rmSync(dir, { recursive: true, force: true });
});

describe('upgrading a data directory made by the release before', () => {
  it('stops the start when a migration fails, naming it and the fix, and changes nothing', async () => {
    cpSync(join(root, 'dist-server'), broken, { recursive: true });
    writeFileSync(join(broken, 'migrations', '999_broken.sql'), 'ALTER TABLE leads ADD COLUMN half_done integer;\nSELECT no_such_function();\n');
    const failed = startCompiled(join(broken, 'main.mjs'), await freePort());
    expect(await failed.exited).toBe(1);
    expect(failed.output()).toMatch(/Migration 999_broken failed: .*no_such_function.*Nothing was changed.*To fix: start the release you upgraded from again/);
    const db = await openPglite(join(dataDir, 'pgdata'));
    try {
      expect(await db.sql.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'leads' AND column_name = 'half_done'`)).toEqual([]);
      expect(await db.sql.query(`SELECT version FROM schema_migrations WHERE version = '999_broken'`)).toEqual([]);
    } finally {
      await db.close();
    }
  }, 120_000);

  it("starts today's release on it and finds every lead in every state; the erased stay gone", async () => {
    const port = await freePort();
    server = startCompiled(join(root, 'dist-server', 'main.mjs'), port);
    await untilHealthy(server, port, Number(process.env.TEST_SERVER_START_MS ?? 110_000));
    const base = `http://127.0.0.1:${port}`;
    const owner = await new Owner(viaHttp(base)).start();
    const listed = new Map<string, Record<string, unknown>>();
    for (const resource of ['waitlist-records', 'affiliates', 'scholarship-applications']) {
      const res = await owner.get(`/api/${resource}`, { admin: true });
      expect(res.status).toBe(200);
      for (const record of (await res.json()) as Record<string, unknown>[]) listed.set(record._id as string, record);
    }
    expect(new Set(expected.kept.map((k) => k.state))).toEqual(new Set(['draft', 'sent', 'short lead', 'spam', 'contacted']));
    for (const lead of expected.kept) expect(listed.has(lead.id), `${lead.state} ${lead.resource} ${lead.id}`).toBe(true);
    for (const lead of expected.gone) expect(listed.has(lead.id)).toBe(false);
    expect(listed.get(expected.kept.find((k) => k.state === 'spam')!.id)).toMatchObject({ spam: true });
    // A visitor's draft still opens from its id, and a new lead is kept beside the old ones.
    const visitor = await new Visitor(viaHttp(base)).start();
    const draft = expected.kept.find((k) => k.state === 'draft')!;
    expect((await visitor.get(`/api/${draft.resource}/${draft.id}`)).status).toBe(200);
    expect((await visitor.post('/api/affiliates/', { centerName: 'After the upgrade' })).status).toBe(201);
    expect((await owner.signIn(adminToken)).status).toBe(200);
    expect(((await (await owner.get('/api/admin/audit')).json()) as unknown[]).length).toBeGreaterThanOrEqual(expected.auditRows);
  }, 180_000);
});
