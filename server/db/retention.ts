import { logUnlessOutage } from './outage';
import type { AuditReason } from '../../src/domain/inbox';
import { retention, retentionCutoffs } from '../../src/domain/retention';
import type { ResourceName } from '../../src/domain/resources';
import { schemaTables } from './migrate';
import { wipeDeleted, wipeIsDue } from './forget';
import { runIfDue } from './runOnce';
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

/** `actor`: who asked (the audit log names them); the scheduled purge is 'system'. */
export async function purge(sql: SqlClient, options: { now?: Date; dryRun?: boolean; actor?: string } = {}): Promise<PurgeResult> {
  return sql.transaction((tx) => purgeIn(tx, options));
}

/** The purge inside the caller's transaction (the scheduled run records its start in the same one). */
async function purgeIn(tx: SqlClient, options: { now?: Date; dryRun?: boolean; actor?: string }): Promise<PurgeResult> {
  const now = options.now ?? new Date();
  const dryRun = options.dryRun ?? false;
  // What falls due before the next run is deleted in this one: the page promises 'at the latest'.
  const cutoffs = retentionCutoffs(new Date(now.getTime() + purgeAheadMs));
  const summary = { drafts: cutoffs.drafts.toISOString(), sent: cutoffs.sent.toISOString() };
  const [{ locked }] = await tx.query<{ locked: boolean }>(`SELECT pg_try_advisory_xact_lock(${purgeLock}) AS locked`);
  if (!locked) return { skipped: true, dryRun, records: [], cutoffs: summary };
  const rows = dryRun
    ? await tx.query<{ resource: ResourceName; id: string; reason: AuditReason }>(
        `SELECT resource, id, ${reason} AS reason FROM leads WHERE ${due} ORDER BY seq`,
        [cutoffs.drafts, cutoffs.sent],
      )
    : await tx.query<{ resource: ResourceName; id: string; reason: AuditReason }>(
        `WITH gone AS (DELETE FROM leads WHERE ${due} RETURNING resource, id, ${reason} AS reason)
         INSERT INTO audit_log (resource, record_id, reason, at, actor) SELECT resource, id, reason, $3, $4 FROM gone
         RETURNING resource, record_id AS id, reason`,
        [cutoffs.drafts, cutoffs.sent, now, options.actor ?? 'system'],
      );
  return { skipped: false, dryRun, records: rows.map((r) => ({ resource: r.resource, recordId: r.id, reason: r.reason })), cutoffs: summary };
}

export const purgeEveryMs = 24 * 60 * 60 * 1000;

/**
 * The embedded database runs PostgreSQL without its background workers, so nothing vacuums or
 * analyzes it: every autosave (an UPDATE) and every purged record leaves its old row version and
 * index entries in the files for good, the files only grow, and the planner never learns how
 * large the tables have become. Once a day, after the purge, the embedded database is vacuumed
 * and analyzed (`npm run bench:upkeep`); on PostgreSQL its
 * own autovacuum does this. VACUUM makes the space of deleted rows reusable; it does not erase it:
 * that is `wipeDeleted` (forget.ts), which the run calls after it when something was deleted.
 */
export async function vacuumEmbedded(db: Database): Promise<boolean> {
  if (db.kind !== 'pglite') return false;
  // Our tables only (the catalogs barely change), one at a time: PGlite runs one statement at
  // a time, and requests waiting for it get their turn between two tables.
  for (const table of await schemaTables(db.sql)) await db.sql.exec(`VACUUM (ANALYZE) ${table}`);
  return true;
}

/** How often each process asks whether the day's retention run is due. */
export const retentionCheckEveryMs = 60 * 60 * 1000;

/**
 * How long before its period ends a record may be purged: a run comes at most this long after
 * the one before (a day, found by the hourly check), so each run deletes what would otherwise
 * outlive the privacy page's 'at the latest' before the next one.
 */
export const purgeAheadMs = purgeEveryMs + retentionCheckEveryMs;

/**
 * The day's retention run, if no process has started one within the last `purgeEveryMs`
 * (recorded in `scheduled_runs`, so a restart does not run it again, and several servers on one
 * PostgreSQL run it once between them): the purge, then the embedded database's upkeep. The
 * upkeep holds the embedded database's one thread for as long as VACUUM takes (a stall of
 * 0.25–0.9 s a minute into the bench's load, docs/benchmarks.md), which every start used to cost. A purge that fails is
 * rolled back with the record of its start, so the next check tries again.
 */
export async function runRetentionIfDue(db: Database, log: (line: string) => void = console.log): Promise<{ ran: boolean; purged: number }> {
  const outcome = await runIfDue(db.sql, 'retention', purgeEveryMs, (tx) => purgeIn(tx, {}));
  if (!outcome.ran) return { ran: false, purged: 0 };
  const { records } = outcome.value;
  if (records.length)
    log(`Retention: deleted ${records.length} record(s) past ${retention.draftMonths} / ${retention.afterLastContactMonths} months (see the audit log).`);
  await vacuumEmbedded(db).catch((error: unknown) => console.error('Vacuuming the embedded database failed:', error));
  // What this purge deleted, and any delete whose own wipe failed, leaves the files (db/forget.ts).
  if (await wipeIsDue(db).catch(() => true)) {
    await wipeDeleted(db).catch((error: unknown) => console.error('Wiping deleted leads from the embedded database failed:', error));
  }
  return { ran: true, purged: records.length };
}

/**
 * Runs the retention inside the server: asks a minute after start (not in the way of the start
 * itself), then every hour, and runs it when a day has passed since the last run of any process.
 * A failed run is logged and tried again at the next check.
 */
export function scheduleRetention(db: Database, log: (line: string) => void = console.log): { stop(): void } {
  const check = () => runRetentionIfDue(db, log).catch(logUnlessOutage('Retention purge failed'));
  const first = setTimeout(check, 60_000);
  const hourly = setInterval(check, retentionCheckEveryMs);
  first.unref();
  hourly.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(hourly);
    },
  };
}
