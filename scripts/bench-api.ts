/**
 * `npm run bench:api`: the real server on loopback, loaded with autocannon for a bounded time,
 * POST (create a draft) and PUT (autosave an existing draft). Reports requests/s and p50/p99
 * latency and writes them, with the machine and the date, into docs/benchmarks.md ('API').
 * Not a test: figures depend on the machine. BENCH_SECONDS (10) and BENCH_CONNECTIONS (50) tune
 * it; BENCH_SLOW_DISK_MS (25) is the flush time of the emulated slow disk (a second embedded run,
 * 0 skips it); with BENCH_DATABASE_URL (or TEST_DATABASE_URL) set it also runs against that
 * PostgreSQL. BENCH_ONLY=pglite|slow|postgres runs one of the three.
 */
import { randomUUID } from 'node:crypto';

import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { release, tmpdir, type as osType } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openStorage } from '../server/db/open';
import { startServer } from '../tools/loopback/server';
import { loadAverage, machineDescription, writeSection } from './bench-report';
import { ensureBuild } from './ensure-build';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface Result {
  requests: Histogram;
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  '2xx': number;
  statusCodeStats?: Record<string, { count: number }>;
}
interface Request {
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
  setupRequest?: (request: Request) => Request;
}
type Autocannon = (options: { url: string; connections: number; duration: number; requests: Request[]; headers?: Record<string, string> }) => Promise<Result>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const slowDiskMs = Number(process.env.BENCH_SLOW_DISK_MS ?? 25);
const only = process.env.BENCH_ONLY;
/** The write limits out of the way: the bench measures storage, not the limiter. */
const unlimited = Object.fromEntries(
  ['WRITE_LIMIT', 'CREATE_LIMIT', 'UPDATE_LIMIT'].flatMap((name) => [
    [`${name}_BURST`, '1000000000'],
    [`${name}_PER_MINUTE`, '1000000000'],
  ]),
);
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const adminToken = randomUUID() + randomUUID();

const draft = {
  name: 'Ana Popescu',
  email: 'ana@centru-viata.ro',
  hasCenter: true,
  center: 'Centrul Viață Sănătoasă',
  country: 'România',
  interestedFeatures: ['guests', 'bookings', 'medical-letter'],
  notes: 'We run 40 beds and a small clinic; most guests stay two weeks.',
};

interface Row {
  database: string;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
  /** Each status the server answered, with its count: a failure rate alone hides why. */
  statuses: string;
}

async function benchOne(database: string, env: Record<string, string>): Promise<Row[]> {
  // The embedded database is made first (initdb can take a minute on a loaded machine): the bench measures serving.
  const dataDir = env.DATABASE_URL ? undefined : await mkdtemp(join(tmpdir(), 'heartwork-bench-'));
  if (dataDir) await (await openStorage({ dataDir }, 'bench setup')).close();
  const server = await startServer({
    ADMIN_TOKEN: adminToken,
    ...unlimited,
    DATABASE_URL: '',
    PGLITE_FLUSH_DELAY_MS: '',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...env,
  });
  const url = server.url;
  try {
    const token = (await fetch(`${url}/api/health`)).headers.getSetCookie()[0].split(';')[0].split('=')[1];
    const headers = { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token };
    const body = JSON.stringify(draft);
    const run = async (requests: Request[], duration = seconds) => autocannon({ url, connections, duration, headers, requests });

    await run([{ method: 'POST', path: '/api/waitlist-records/', body }], 2); // warm-up
    const post = await run([{ method: 'POST', path: '/api/waitlist-records/', body }]);

    const ids: string[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await fetch(`${url}/api/waitlist-records/`, { method: 'POST', headers, body });
      // A PUT to a draft that was never made measures a 404, not an autosave.
      if (res.status !== 201) throw new Error(`setup create ${i} answered ${res.status}: ${await res.text()}`);
      ids.push((await res.json())._id);
    }
    let n = 0;
    const put = await run([
      {
        method: 'PUT',
        path: '/api/waitlist-records/',
        setupRequest: (request) => {
          n++;
          return { ...request, path: `/api/waitlist-records/${ids[n % ids.length]}`, body: JSON.stringify({ ...draft, notes: `${draft.notes} (edit ${n})` }) };
        },
      },
    ]);
    const row = (call: string, r: Result): Row => ({
      database,
      call,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      requests: r['2xx'] + r.non2xx,
      failures: r.non2xx + r.errors + r.timeouts,
      statuses: [
        ...Object.entries(r.statusCodeStats ?? {}).map(([status, { count }]) => `${status}: ${count}`),
        ...(r.errors ? [`connection errors: ${r.errors}`] : []),
        ...(r.timeouts ? [`timeouts: ${r.timeouts}`] : []),
      ].join(', '),
    });
    return [row('POST /api/waitlist-records/ (create a draft)', post), row('PUT /api/waitlist-records/{id} (autosave)', put)];
  } catch (error) {
    console.error(`${database}: the server's log:\n${server.output().slice(-4000)}`);
    throw error;
  } finally {
    await server.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

async function withPostgresDatabase<T>(url: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `heartwork_bench_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    return await fn(target.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const version = (await client.query('SHOW server_version')).rows[0].server_version as string;
  await client.end();
  return version.split(' ')[0];
}

const loadBefore = loadAverage();
const rows: Row[] = [];
// The server it measures is the compiled one (tools/loopback/server.ts).
await ensureBuild();
if (!only || only === 'pglite') rows.push(...(await benchOne('PGlite (embedded, fsync on)', {})));
if ((!only || only === 'slow') && slowDiskMs > 0) {
  rows.push(...(await benchOne(`PGlite, slow disk emulated (+${slowDiskMs} ms per flush)`, { PGLITE_FLUSH_DELAY_MS: String(slowDiskMs) })));
}
if (postgresUrl && (!only || only === 'postgres')) {
  const version = await postgresVersion(postgresUrl);
  rows.push(...(await withPostgresDatabase(postgresUrl, (url) => benchOne(`PostgreSQL ${version} (same machine, loopback)`, { DATABASE_URL: url }))));
}

const machine = machineDescription([`${osType()} ${release()}`]);
const table = [
  '| database | call | requests/s | p50 ms | p99 ms | requests | failed | answers |',
  '|---|---|---:|---:|---:|---:|---:|---|',
  ...rows.map((r) => `| ${r.database} | ${r.call} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.failures} | ${r.statuses} |`),
].join('\n');
const section = `## API

Measured by \`npm run bench:api\` on ${new Date().toISOString().slice(0, 10)}.

- Machine: ${machine}.
- Load: autocannon in the same machine (load average before the run: ${loadBefore}), ${connections} connections, ${seconds} s per call after a 2 s warm-up, over loopback against the real server (\`server/main.ts\`, one Node process) with the write limit raised out of the way.
- Bodies: a wait-list draft of ${JSON.stringify(draft).length} bytes; the PUTs cycle through 200 existing drafts, so each is a real update of a stored row.
- The embedded database acknowledges every write once it is on disk (fsync on, see \`server/db/pglite.ts\`), one flush per group of writes that committed meanwhile (\`server/db/groupCommit.ts\`); PGlite runs one statement at a time, so its figures are those of a single writer.
- Both databases wait for the disk's flush before answering, so the figures follow the disk's fsync latency, and the machine's load: compare runs on one machine, taken one after the other.
- With PostgreSQL each write also takes a token from the shared write limits (an UNLOGGED table, no flush), as in production.
- The load generator and the server share the machine's cores, so the figures are a lower bound for the server alone.

${table}
`;

await writeSection('api', section);
console.log(`${table}\n\nMachine: ${machine}\nWritten to docs/benchmarks.md`);
