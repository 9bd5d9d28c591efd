import type { AuditReason } from '../../src/domain/inbox';
import { retention, retentionCutoffs } from '../../src/domain/retention';
import type { ResourceName } from '../../src/domain/resources';
import { schemaTables } from './migrate';
import type { Database, SqlClient } from './sql';

/**
 * Retention as the privacy page promises (src/domain/retention.ts): drafts whose last change is
 * older than the draft period, and sent records whose last contact (or, without one, their
 * submission) is older than the sent period, are deleted, each recorded in the audit log with
 * the reason and no personal data. With several servers on one PostgreSQL only one purges at a
 * time (a transaction-scoped advisory lock; the others skip that run).
 */
export interface PurgeResult {
  /** Another process held the purge lock: nothing was done by this one. */
  skipped: boolean;
  dryRun: boolean;
  /** Deleted (or, in a dry run, due). */
  records: Array<{ resource: ResourceName; recordId: string; reason: AuditReason }>;
  cutoffs: { drafts: string; sent: string };
}

const purgeLock = 7265421004;

const due = `(NOT submitted AND updated_at < $1) OR (submitted AND coalesce(last_contact_at, submitted_at, updated_at) < $2)`;
const reason = `CASE WHEN submitted THEN 'retention.sent' ELSE 'retention.draft' END`;

export async function purge(sql: SqlClient, options: { now?: Date; dryRun?: boolean } = {}): Promise<PurgeResult> {
  const now = options.now ?? new Date();
  const dryRun = options.dryRun ?? false;
  const cutoffs = retentionCutoffs(now);
  const summary = { drafts: cutoffs.drafts.toISOString(), sent: cutoffs.sent.toISOString() };
  return sql.transaction(async (tx) => {
    const [{ locked }] = await tx.query<{ locked: boolean }>(`SELECT pg_try_advisory_xact_lock(${purgeLock}) AS locked`);
    if (!locked) return { skipped: true, dryRun, records: [], cutoffs: summary };
    const rows = dryRun
      ? await tx.query<{ resource: ResourceName; id: string; reason: AuditReason }>(
          `SELECT resource, id, ${reason} AS reason FROM leads WHERE ${due} ORDER BY seq`,
          [cutoffs.drafts, cutoffs.sent],
        )
      : await tx.query<{ resource: ResourceName; id: string; reason: AuditReason }>(
          `WITH gone AS (DELETE FROM leads WHERE ${due} RETURNING resource, id, ${reason} AS reason)
           INSERT INTO audit_log (resource, record_id, reason, at) SELECT resource, id, reason, $3 FROM gone
           RETURNING resource, record_id AS id, reason`,
          [cutoffs.drafts, cutoffs.sent, now],
        );
    return { skipped: false, dryRun, records: rows.map((r) => ({ resource: r.resource, recordId: r.id, reason: r.reason })), cutoffs: summary };
  });
}

export const purgeEveryMs = 24 * 60 * 60 * 1000;

/**
 * The embedded database runs PostgreSQL without its background workers, so nothing vacuums or
 * analyzes it: every autosave (an UPDATE) and every purged record leaves its old row version and
 * index entries in the files for good, the files only grow, and the planner never learns how
 * large the tables have become. Once a day, after the purge, the embedded database is vacuumed
 * and analyzed (`npm run bench:upkeep`); on PostgreSQL its
 * own autovacuum does this. VACUUM makes the space of deleted rows reusable; it does not erase it.
 */
export async function vacuumEmbedded(db: Database): Promise<boolean> {
  if (db.kind !== 'pglite') return false;
  // Our tables only (the catalogs barely change), one at a time: PGlite runs one statement at
  // a time, and requests waiting for it get their turn between two tables.
  for (const table of await schemaTables(db.sql)) await db.sql.exec(`VACUUM (ANALYZE) ${table}`);
  return true;
}

/**
 * Runs the purge inside the server: a minute after start (not in the way of the start itself),
 * then every day, each run followed by the embedded database's upkeep. A failed run is logged
 * and tried again the next day.
 */
export function scheduleRetention(db: Database, log: (line: string) => void = console.log): { stop(): void } {
  const run = async () => {
    try {
      const result = await purge(db.sql);
      if (!result.skipped && result.records.length) log(`Retention: deleted ${result.records.length} record(s) past ${retention.draftMonths} / ${retention.afterLastContactMonths} months (see the audit log).`);
    } catch (error) {
      console.error('Retention purge failed:', error);
    }
    await vacuumEmbedded(db).catch((error: unknown) => console.error('Vacuuming the embedded database failed:', error));
  };
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, purgeEveryMs);
  first.unref();
  daily.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(daily);
    },
  };
}
