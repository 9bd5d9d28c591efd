/**
 * `npm run bench:alerts`: how fast the outbox worker delivers (issue 15), with the real server
 * process and a webhook receiver on loopback that answers at once. Two figures per database:
 * - throughput: a backlog of BENCH_ALERTS (500) sent leads, stored while no channel was set, is
 *   delivered after a restart with the webhook set; alerts/s from the first to the last arrival;
 * - latency: BENCH_SUBMITS (200) leads sent one after another, each timed from the start of its
 *   submit to the webhook's arrival (p50, p99).
 * Writes docs/benchmarks.md ('Alerts'). With BENCH_DATABASE_URL (or TEST_DATABASE_URL) it also
 * runs against that PostgreSQL. Not a test: figures depend on the machine and its load.
 */
import { randomUUID } from 'node:crypto';
import { release, type as osType } from 'node:os';
import pg from 'pg';
import { freshDataDir } from '../tools/loopback/templateData';
import { startServer } from '../tools/loopback/server';
import { webhookReceiver, type WebhookReceiver } from '../tools/loopback/receivers';
import { loadAverage, machineDescription, writeSection } from './bench-report';
import { ensureBuild } from './ensure-build';

const backlogSize = Number(process.env.BENCH_ALERTS || 500);
const submits = Number(process.env.BENCH_SUBMITS || 200);
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const secret = `whsec_${Buffer.from(randomUUID()).toString('base64')}`;
const lead = {
  name: 'Ana Popescu',
  email: 'ana@centru-viata.ro',
  hasCenter: true,
  center: 'Centrul Viață Sănătoasă',
  notes: 'We run 40 beds.',
  status: 'submitted',
  formElapsedMs: 60_000,
};
const baseEnv = {
  ADMIN_TOKEN: randomUUID() + randomUUID(),
  WRITE_LIMIT_BURST: '1000000000',
  WRITE_LIMIT_PER_MINUTE: '1000000000',
  SMTP_URL: '',
  ALERT_EMAIL_TO: '',
};

/** Arrival time (performance.now) of each lead id's alert at the receiver. */
function arrivals(hook: WebhookReceiver): Map<string, number> {
  const seen = new Map<string, number>();
  hook.onRequest = (request) => seen.set(JSON.parse(request.body).data.record._id, performance.now());
  return seen;
}

async function until(condition: () => boolean, what: string, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function client(url: string) {
  const token = (await fetch(`${url}/api/health`)).headers.getSetCookie()[0].split(';')[0].split('=')[1];
  const headers = { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token };
  return async () => {
    const res = await fetch(`${url}/api/waitlist-records/`, { method: 'POST', headers, body: JSON.stringify(lead) });
    if (res.status !== 201) throw new Error(`submit answered ${res.status}`);
    return (await res.json())._id as string;
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

interface Row {
  database: string;
  alertsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
}

async function benchOne(database: string, env: Record<string, string>): Promise<Row> {
  const hook = await webhookReceiver();
  const seen = arrivals(hook);
  const alertEnv = { ALERT_WEBHOOK_URL: hook.url, ALERT_WEBHOOK_SECRET: secret };
  try {
    // The backlog: sent while no channel is set, so it waits in the outbox.
    const quiet = await startServer({ ...baseEnv, ...env, ALERT_WEBHOOK_URL: '', ALERT_WEBHOOK_SECRET: '' });
    const send = await client(quiet.url);
    for (let i = 0; i < backlogSize; i += 10) await Promise.all(Array.from({ length: Math.min(10, backlogSize - i) }, send));
    await quiet.stop('SIGTERM');

    const server = await startServer({ ...baseEnv, ...env, ...alertEnv });
    try {
      await until(() => seen.size >= backlogSize, 'the backlog');
      const times = [...seen.values()];
      const alertsPerSecond = (backlogSize - 1) / ((Math.max(...times) - Math.min(...times)) / 1000);

      const submit = await client(server.url);
      const latencies: number[] = [];
      for (let i = 0; i < submits; i++) {
        const started = performance.now();
        const id = await submit();
        await until(() => seen.has(id), `the alert of ${id}`, 60_000);
        latencies.push(seen.get(id)! - started);
      }
      return { database, alertsPerSecond, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: Math.max(...latencies) };
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    await hook.close();
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

const load = loadAverage();
const rows: Row[] = [];
// The server it measures is the compiled one (tools/loopback/server.ts).
await ensureBuild();
const dataDir = await freshDataDir();
rows.push(await benchOne('PGlite (embedded, fsync on)', { DATA_DIR: dataDir, DATABASE_URL: '' }));
if (postgresUrl) rows.push(await withPostgresDatabase(postgresUrl, (url) => benchOne('PostgreSQL (same machine, loopback)', { DATABASE_URL: url })));
const loadAfter = loadAverage();

const ms = (v: number) => v.toFixed(v < 10 ? 1 : 0);
const table = [
  '| database | worker throughput (alerts/s) | submit → delivery p50 ms | p99 ms | max ms |',
  '|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.database} | ${Math.round(r.alertsPerSecond)} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} |`),
].join('\n');
const section = `## Alerts (\`npm run bench:alerts\`)

Measured on ${new Date().toISOString().slice(0, 10)}. Machine: ${machineDescription([`${osType()} ${release()}`])}; load average ${load} at the start, ${loadAfter} at the end (a shared machine: other work ran meanwhile).

- The real server process (\`server/main.ts\`) with the signed webhook channel; the receiver is a
  Node HTTP server on loopback that answers 204 at once, so the figures are the outbox's and the
  worker's, not a receiver's.
- **Throughput**: ${backlogSize} sent leads stored while no channel was set, then delivered after a
  restart with the webhook set (claims of 20, delivered concurrently, marked delivered together);
  alerts/s from the first arrival to the last.
- **Submit → delivery**: ${submits} leads sent one after another (a \`POST\` of a submitted
  wait-list record); each timed from the start of its request to its alert's arrival at the
  receiver. The write wakes the worker, so this is not the 5 s poll.

${table}
`;
await writeSection('alerts', section);
console.log(`${table}\n\nWritten to docs/benchmarks.md`);
