/**
 * `npm run bench:upkeep`: what the embedded database's daily vacuum (vacuumEmbedded,
 * server/db/retention.ts) keeps from growing. The real store on a PGlite data directory on disk:
 * BENCH_DRAFTS drafts (2,000), then three rounds of BENCH_AUTOSAVES autosaves per draft (10)
 * with a vacuum after the first two, reporting the leads table's size (with its indexes), the dead
 * row versions and each vacuum's time into docs/benchmarks.md ('Embedded database upkeep').
 * Not a test: the times depend on the machine.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage } from '../server/db/open';
import { vacuumEmbedded } from '../server/db/retention';
import { loadAverage, machineDescription, writeSection } from './bench-report';

const drafts = Number(process.env.BENCH_DRAFTS || 2000);
const autosaves = Number(process.env.BENCH_AUTOSAVES || 10);
const inFlight = 50;

const dir = await mkdtemp(join(tmpdir(), 'heartwork-upkeep-'));
const storage = await openStorage({ dataDir: dir }, 'bench:upkeep');
const { sql } = storage.db;
const loadBefore = loadAverage();
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MB`;
const measure = async () => {
  const [row] = await sql.query<{ bytes: string; dead: string }>(
    `SELECT pg_total_relation_size('leads')::text AS bytes, (SELECT n_dead_tup FROM pg_stat_user_tables WHERE relname = 'leads')::text AS dead`,
  );
  return { bytes: Number(row!.bytes), dead: Number(row!.dead) };
};
const inBatches = async <T>(items: T[], run: (item: T, index: number) => Promise<unknown>) => {
  for (let i = 0; i < items.length; i += inFlight) await Promise.all(items.slice(i, i + inFlight).map((item, k) => run(item, i + k)));
};

try {
  const ids: string[] = [];
  await inBatches(Array.from({ length: drafts }), async (_, i) => ids.push((await storage.store.create('waitlist-records', { name: `Ana Popescu ${i}` }))._id));
  const rows: string[] = [];
  let previous = await measure();
  rows.push(`| ${drafts.toLocaleString('en')} drafts created | ${mb(previous.bytes)} | ${previous.dead} | |`);
  for (let round = 1; round <= 3; round++) {
    for (let n = 0; n < autosaves; n++) {
      await inBatches(ids, (id, i) =>
        storage.store.update('waitlist-records', id, {
          name: `Ana Popescu ${i}`,
          email: `ana${i}@example.org`,
          notes: `Round ${round}, autosave ${n}: bookings and the kitchen.`,
        }),
      );
    }
    const now = await measure();
    const grown = now.bytes - previous.bytes;
    let vacuum = '';
    if (round < 3) {
      const started = performance.now();
      await vacuumEmbedded(storage.db);
      vacuum = `${Math.round(performance.now() - started)} ms`;
    }
    const label = round === 1 ? 'never vacuumed' : 'after a vacuum';
    rows.push(
      `| ${(drafts * autosaves).toLocaleString('en')} autosaves, ${label} | ${mb(now.bytes)} (+${mb(grown)}, ${Math.round(grown / (drafts * autosaves))} bytes per autosave) | ${now.dead.toLocaleString('en')} | ${vacuum} |`,
    );
    previous = await measure();
  }
  const table = ['| phase | leads table (with indexes) | dead row versions | vacuum after it |', '|---|---|---|---|', ...rows].join('\n');
  console.log(table);
  await writeSection(
    'upkeep',
    `## Embedded database upkeep (\`npm run bench:upkeep\`)

${new Date().toISOString().slice(0, 10)}, ${machineDescription()}, load average ${loadBefore} before and ${loadAverage()} after.
PGlite has no autovacuum; the server vacuums and analyzes each of our tables after the daily retention run
(\`vacuumEmbedded\`, server/db/retention.ts). The real store on a data directory on disk, ${inFlight} writes in flight:

${table}

Without the vacuum every autosave leaves its old row version and index entries in the files for good
(and every purged record its whole row); with it the same autosaves go into the room it freed. The
longest statement, the leads table's vacuum after a day of changes, holds the database for the time
in the last column; requests waiting for it go between two tables.`,
  );
} finally {
  await storage.close();
  await rm(dir, { recursive: true, force: true });
}
