/**
 * `npm run bench:inbox`: the owner's list at 100,000 records. Seeds 100,000 demo requests (a
 * third drafts) into a fresh embedded database on disk, and into a fresh database on the
 * PostgreSQL at BENCH_DATABASE_URL or TEST_DATABASE_URL when set, then times the inbox store's
 * list call (one page of 25 with its total count) for the first page under each filter, a walk
 * 200 pages deep by cursor, and searches; p50/p99 per page go into docs/benchmarks.md ('Inbox').
 * Not a test: figures depend on the machine and its load (reported beside them).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createInboxStore } from '../server/db/inbox';
import { migrate } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import type { Database } from '../server/db/sql';
import { inboxPageSize, type InboxQuery } from '../src/domain/inbox';
import { pipelines } from '../src/domain/pipeline';
import { loadAverage, machineDescription, writeSection } from './bench-report';

const total = Number(process.env.BENCH_RECORDS || 100_000);
const repeats = Number(process.env.BENCH_REPEATS || 50);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function seed(db: Database): Promise<void> {
  // One statement per 10,000: each a realistic record (the fields the list shows and searches).
  for (let from = 1; from <= total; from += 10_000) {
    const to = Math.min(total, from + 9_999);
    await db.sql.query(
      `INSERT INTO leads (id, resource, data, submitted, created_at, updated_at, pipeline_status)
       SELECT gen_random_uuid(), 'waitlist-records',
              jsonb_build_object('name', 'Person ' || i, 'email', 'person' || i || '@example.com', 'center', 'Center ' || (i % 977),
                                 'status', CASE WHEN i % 3 = 0 THEN 'draft' ELSE 'submitted' END),
              i % 3 <> 0, now() - make_interval(mins => $3 - i), now() - make_interval(mins => $3 - i),
              -- Spread over the pipeline (issue 36), as a desk that works its leads has them.
              ($4::text[])[1 + i % cardinality($4::text[])]
       FROM generate_series($1::int, $2::int) AS i`,
      [from, to, total, [...pipelines['waitlist-records']]],
    );
  }
  // As autovacuum would soon after: statistics, and the visibility map index-only counts need.
  await db.sql.query('VACUUM ANALYZE leads');
}

interface Row {
  scenario: string;
  p50: number;
  p99: number;
  samples: number;
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function measure(db: Database): Promise<Row[]> {
  const inbox = createInboxStore(db.sql);
  const list = (q: Partial<InboxQuery>) => inbox.list('waitlist-records', { filter: 'all', search: '', ...q });
  const rows: Row[] = [];
  const repeat = async (scenario: string, q: Partial<InboxQuery>) => {
    await list(q); // warm
    const samples: number[] = [];
    for (let i = 0; i < repeats; i++) samples.push(await time(() => list(q)));
    rows.push({ scenario, p50: percentile(samples, 50), p99: percentile(samples, 99), samples: samples.length });
  };
  await repeat('first page, all', {});
  await repeat('first page, sent', { filter: 'sent' });
  await repeat('first page, drafts', { filter: 'drafts' });
  // The status filter (issue 36): on its index (resource, pipeline_status, received_at, seq), migration 110.
  await repeat('first page, status "trial"', { status: 'trial' });
  await repeat('first page, sent and status "customer"', { filter: 'sent', status: 'customer' });
  // Walking deep: every page by the cursor the previous one gave.
  const walk: number[] = [];
  let before: string | undefined;
  for (let i = 0; i < 200; i++) {
    let page: Awaited<ReturnType<typeof list>> | undefined;
    walk.push(await time(async () => (page = await list({ before }))));
    before = page!.older ?? undefined;
  }
  rows.push({
    scenario: `pages 1–200 by cursor (${200 * inboxPageSize} records deep)`,
    p50: percentile(walk, 50),
    p99: percentile(walk, 99),
    samples: walk.length,
  });
  await repeat('search, many matches ("person1")', { search: 'person1' });
  await repeat('search, one match ("person99999@")', { search: 'person99999@' });
  await repeat('search, no match', { search: 'nobody-at-all' });
  return rows;
}

function table(rows: Row[]): string {
  return [
    '| list call (page of 25 + total count) | p50 ms | p99 ms | samples |',
    '|---|---:|---:|---:|',
    ...rows.map((r) => `| ${r.scenario} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.samples} |`),
  ].join('\n');
}

const sections: string[] = [];

{
  const dir = await mkdtemp(join(tmpdir(), 'heartwork-bench-inbox-'));
  const db = await openPglite(join(dir, 'pgdata'));
  try {
    await migrate(db.sql);
    const started = performance.now();
    await seed(db);
    console.log(`PGlite: seeded ${total} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const rows = await measure(db);
    console.table(rows);
    sections.push(`**Embedded (PGlite, on disk)**, load average ${loadAverage()} at the end:\n\n${table(rows)}`);
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const name = `heartwork_bench_inbox_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), { max: 2 });
  try {
    await migrate(db.sql);
    await seed(db);
    const rows = await measure(db);
    console.table(rows);
    sections.push(
      `**PostgreSQL ${(await db.sql.query<{ v: string }>("SELECT current_setting('server_version') AS v"))[0]?.v ?? ''}** (loopback), load average ${loadAverage()} at the end:\n\n${table(rows)}`,
    );
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await writeSection(
  'inbox',
  `## Inbox (\`npm run bench:inbox\`)

${new Date().toISOString().slice(0, 10)}, ${machineDescription()}. ${total.toLocaleString('en')} demo requests (a third drafts) in one resource;
each figure is one call of the inbox store's list (a page of ${inboxPageSize}, newest first, and the total count of
the filter), as \`GET /api/admin/leads/…\` makes it. Pages are found by keyset on (\`received_at\`, \`seq\`) (indexes
\`leads_resource_received\`, \`leads_resource_submitted_received\`, migration 050), so page 200 costs what page 1 does; the total
count and a search scan the resource's rows. The machine is shared: read the load beside each table.
The search (one \`ILIKE\` over every text field in the jsonb, issue 36) is the call that grows with the table; a
trigram index (\`pg_trgm\`, also shipped as a PGlite extension) is the next step if it matters.

${sections.join('\n\n')}`,
);
