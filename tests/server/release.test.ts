/**
 * Issue 37: the lean release. What `npm run release` makes from the build runs with plain node
 * and only the production packages, from a directory it cannot write (as an unprivileged user,
 * DATA_DIR elsewhere), and keeps a lead.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, viaHttp, Visitor } from './helpers/client';
import { killAll, type Spawned, untilHealthy } from './helpers/process';
import { serviceDataDir, spawnRelease, testRelease } from './helpers/release';
import { freePort } from '../../tools/loopback/server';

let release: string;
let dataDir: string;
let server: Spawned;
let port: number;

beforeAll(async () => {
  release = testRelease();
  dataDir = await serviceDataDir();
  port = await freePort();
  server = spawnRelease(release, 'serve', { PORT: String(port), DATA_DIR: dataDir, ADMIN_TOKEN: adminToken });
  await untilHealthy(server, port, Number(process.env.TEST_SERVER_START_MS ?? 110_000));
});

afterAll(async () => {
  if (server) await killAll(server);
  for (const dir of [release, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the release', () => {
  it('holds the compiled server and the production packages, no TypeScript runner or build tool', () => {
    const pkg = JSON.parse(readFileSync(join(release, 'package.json'), 'utf8'));
    expect(pkg.scripts.serve).toBe('node dist-server/main.mjs');
    for (const scriptLine of Object.values<string>(pkg.scripts)) expect(scriptLine).not.toMatch(/tsx|vite/);
    for (const devOnly of ['tsx', 'vite', 'typescript', 'vitest', 'pino-pretty', 'esbuild']) expect(existsSync(join(release, 'node_modules', devOnly)), devOnly).toBe(false);
    for (const needed of ['dist-server/main.mjs', 'dist-server/pglite-worker.mjs', 'dist-server/migrations/001_leads.sql', 'dist/index.html']) expect(existsSync(join(release, needed)), needed).toBe(true);
  });

  it('serves the built site and keeps a lead sent to it', async () => {
    const base = `http://127.0.0.1:${port}`;
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/Heartwork/);
    const visitor = await new Visitor(viaHttp(base)).start();
    const sent = await visitor.post('/api/waitlist-records/', { name: 'Release Reader', email: 'release@example.org', status: 'submitted' });
    expect(sent.status).toBe(201);
    const { _id } = (await sent.json()) as { _id: string };
    expect(await visitor.stored(`waitlist-records/${_id}`)).toMatchObject({ name: 'Release Reader', email: 'release@example.org' });
    expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
  });
});
