/**
 * Issue 37: the lean release. What `npm run release` makes from the build runs with plain node
 * and only the production packages, from a directory it cannot write (as an unprivileged user,
 * DATA_DIR elsewhere), and keeps a lead; its log is JSON lines with request ids and nothing a
 * visitor typed; its metrics are refused without a token and count the leads.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, viaHttp, Visitor } from './helpers/client';
import { killAll, root, type Spawned, untilHealthy } from './helpers/process';
import { serviceDataDir, spawnRelease, testRelease } from './helpers/release';
import { freePort } from '../../tools/loopback/server';
import { samples } from './samples';

const run = promisify(execFile);
let release: string;
let dataDir: string;
let server: Spawned;
let port: number;
const metricsToken = 'scraper-token-0123456789abcdef';
const base = () => `http://127.0.0.1:${port}`;

/** GET /metrics with a bearer token, as Prometheus scrapes it. */
const scrape = (token?: string) => fetch(`${base()}/metrics`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
/** One sample's value from the text format, 0 when absent. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((l) => l.startsWith(labels ? `${name}{${labels}} ` : `${name} `));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

beforeAll(async () => {
  release = testRelease();
  dataDir = await serviceDataDir();
  port = await freePort();
  server = spawnRelease(release, 'serve', { PORT: String(port), DATA_DIR: dataDir, ADMIN_TOKEN: adminToken, METRICS_TOKEN: metricsToken });
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
    for (const devOnly of ['tsx', 'vite', 'typescript', 'vitest', 'pino-pretty', 'esbuild'])
      expect(existsSync(join(release, 'node_modules', devOnly)), devOnly).toBe(false);
    for (const needed of ['dist-server/main.mjs', 'dist-server/pglite-worker.mjs', 'dist-server/migrations/001_leads.sql', 'dist/index.html'])
      expect(existsSync(join(release, needed)), needed).toBe(true);
  });

  // What a visitor types, spelled so that no other text of the log could hold it by chance.
  const typed = { name: 'Zinnia Quellbrook', email: 'zinnia.quellbrook@example.org', notes: 'Our center opens in Vlorë' };
  const requestIds: string[] = [];

  it('serves the built site and keeps a lead sent to it', async () => {
    const home = await fetch(`${base()}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/Heartwork/);
    const visitor = await new Visitor(viaHttp(base())).start();
    const draft = await visitor.post('/api/waitlist-records/', { name: typed.name });
    expect(draft.status).toBe(201);
    const { _id } = (await draft.json()) as { _id: string };
    const sent = await visitor.put(`/api/waitlist-records/${_id}`, { ...typed, status: 'submitted' });
    expect(sent.status).toBe(200);
    const refused = await visitor.post('/api/waitlist-records/', { email: `${typed.email}@@`, status: 'submitted' });
    expect(refused.status).toBe(400);
    for (const res of [draft, sent, refused]) requestIds.push(res.headers.get('X-Request-Id')!);
    expect(await visitor.stored(`waitlist-records/${_id}`)).toMatchObject(typed);
    expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
  });

  it('runs its own compiled backup and restore commands: the backup asked of the running server', async () => {
    const out = await serviceDataDir(false);
    const env = { DATA_DIR: dataDir, PORT: String(port), ADMIN_TOKEN: adminToken };
    const backup = spawnRelease(release, 'backup', env, ['--out', join(out, 'release.tar.gz')]);
    expect(await backup.exited, backup.output()).toBe(0);
    expect(backup.output()).toMatch(/made by the running server/);
    expect(statSync(join(out, 'release.tar.gz')).size).toBeGreaterThan(100_000);
    // Into the running server's own DATA_DIR: refused, saying why, before anything is opened.
    const restore = spawnRelease(release, 'restore', env, [join(out, 'release.tar.gz')]);
    expect(await restore.exited).toBe(1);
    expect(restore.output()).toMatch(/is not empty .* never overwrite leads/);
    rmSync(out, { recursive: true, force: true });
  });

  it('logs JSON lines without pino-pretty, a request id on each request, and nothing the visitor typed', () => {
    const lines = server.output().trim().split('\n');
    const entries = lines.map((line) => JSON.parse(line) as { level: string; msg: string; reqId?: string; route?: string });
    expect(entries.find((e) => /listening on/.test(e.msg))?.level).toBe('info');
    expect(new Set(requestIds).size).toBe(3);
    for (const id of requestIds)
      expect(entries.find((e) => e.reqId === id)).toMatchObject({ msg: 'request answered', route: expect.stringMatching(/^\/api\/:resource/) });
    const log = server.output();
    for (const value of [typed.name, typed.email, 'zinnia', 'Quellbrook', 'Vlorë']) expect(log.toLowerCase()).not.toContain(value.toLowerCase());
  });
});

describe('its metrics', () => {
  it('refuses GET /metrics without a token or with a wrong one', async () => {
    for (const token of [undefined, 'wrong-token-0123456789abcdef']) {
      const res = await scrape(token);
      expect(res.status).toBe(401);
      expect(await res.text()).not.toMatch(/heartwork_/);
    }
  });

  it('shows the lead counters moving when a lead is sent, for METRICS_TOKEN and the admin token', async () => {
    const before = await (await scrape(metricsToken)).text();
    const visitor = await new Visitor(viaHttp(base())).start();
    const res = await visitor.post('/api/affiliates/', samples.affiliates.draft);
    expect(res.status).toBe(201);
    const { _id } = (await res.json()) as { _id: string };
    const sent = await visitor.put(`/api/affiliates/${_id}`, samples.affiliates.submitted);
    expect(sent.status).toBe(200);
    expect((await visitor.put(`/api/affiliates/${_id}`, { ...samples.affiliates.submitted, otherInfo: 'changed after sending' })).status).toBe(409);
    const answer = await scrape(adminToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const after = await answer.text();
    const moved = (name: string, labels: string) => sample(after, name, labels) - sample(before, name, labels);
    expect(moved('heartwork_leads_created_total', 'kind="affiliates"')).toBe(1);
    expect(moved('heartwork_leads_sent_total', 'kind="affiliates"')).toBe(1);
    expect(moved('heartwork_saves_refused_total', 'reason="409"')).toBe(1);
    expect(moved('heartwork_http_requests_total', 'method="PUT",route="/api/:resource/:id",status="200"')).toBe(1);
    expect(sample(after, 'heartwork_outbox_alerts', 'state="pending"')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'heartwork_db_flushes_total', '')).toBeGreaterThan(0);
    for (const name of ['nodejs_eventloop_lag_seconds', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes'])
      expect(after).toMatch(new RegExp(`^${name} `, 'm'));
    // Route patterns, never paths: no lead's id (the key to reading it) in a label.
    expect(after).not.toContain(_id);
  });
});

/**
 * The container files cannot be built here (no container engine): what can be checked is that
 * the Dockerfile runs the release script tested above, and that its health check works.
 */
describe('the container files', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const stages = dockerfile.split(/^FROM /m).slice(1);

  it('builds with the release script and runs only the release, as an unprivileged user, as its serve script does', () => {
    expect(stages).toHaveLength(2);
    expect(stages[0]).toMatch(/^RUN npm run build && node scripts\/release\.mjs \/release$/m);
    expect(stages[1]).toMatch(/^COPY --from=build \/release \/app$/m);
    expect(stages[1]!.match(/^COPY .*/gm)).toHaveLength(1);
    expect(stages[1]).toMatch(/^USER node$/m);
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(stages[1]!)![1]!) as string[];
    expect(cmd.join(' ')).toBe(JSON.parse(readFileSync(join(release, 'package.json'), 'utf8')).scripts.serve);
  });

  it('has a HEALTHCHECK that passes against the running release on its ready endpoint', async () => {
    const command = JSON.parse(/HEALTHCHECK [^\n]*\\\n\s*CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
    expect(command.join(' ')).toContain('/api/health/ready');
    const healthcheck = (env: Record<string, string>) =>
      run(command[0]!, command.slice(1), { env: { PATH: process.env.PATH!, ...env } }).then(
        () => 0,
        (e: { code: number }) => e.code,
      );
    expect(await healthcheck({ PORT: String(port) })).toBe(0);
    expect(await healthcheck({ PORT: String(await freePort()) })).toBe(1);
  });

  it('compose waits for PostgreSQL by pg_isready and keeps it on the internal network only', () => {
    const compose = readFileSync(join(root, 'compose.yaml'), 'utf8');
    const service = (name: string) => new RegExp(`^  ${name}:\\n((?:    .*\\n|\\s*\\n)*)`, 'm').exec(compose)![1]!;
    expect(service('db')).toMatch(/pg_isready/);
    expect(service('db')).toMatch(/networks: \[internal\]/);
    expect(service('db')).not.toMatch(/ports:/);
    expect(service('app')).toMatch(/db:\n\s+condition: service_healthy/);
    expect(service('app')).toMatch(/TRUST_PROXY: '1'/);
    expect(compose).toMatch(/internal:\n\s+internal: true/);
  });
});
