import type { Database, SqlClient } from './sql';

/**
 * Deleted leads off the embedded database's disk (server/README.md 'Deletion on disk'). A DELETE
 * and even VACUUM only mark a row's bytes as free space: the erased lead stayed readable in the
 * table's file, its e-mail indexes and the write-ahead log (WAL) until the space happened to be
 * reused, which might be never. So after an erasure, an owner's delete or a purge:
 * - `VACUUM FULL leads` writes the live rows (table, TOAST, every index) into new files; the old
 *   files are truncated at its commit and unlinked at the next checkpoint;
 * - `VACUUM FULL pg_statistic` does the same for the planner's statistics, which before
 *   migration 007 held copies of leads' data (the daily VACUUM never vacuumed the catalogs);
 * - the WAL, which holds every row as written, is switched to a new segment and checkpointed, so
 *   the older segments are unlinked (`wal_recycle=off`, pglite.ts: recycled, they kept their old
 *   content under a future name).
 * It holds the embedded database's one thread for as long as VACUUM FULL rewrites the table
 * (0.8–4.6 s at 50,000 leads, 80 MB, on 2 cores; server/README.md), so it runs once per erasure
 * or delete and once in the daily maintenance run, never per lead saved.
 * On PostgreSQL the files, the WAL and the backups are the operator's (the README says what to
 * configure): nothing is done here.
 */
export async function wipeDeleted(db: Database): Promise<boolean> {
  if (db.kind !== 'pglite') return false;
  const sql = db.sql;
  await whileWiping(db, async () => {
    const [{ seq }] = await sql.query<{ seq: string }>(`SELECT coalesce(max(seq), 0)::text AS seq FROM audit_log`);
    await sql.exec('VACUUM FULL leads');
    await sql.exec('VACUUM FULL pg_statistic');
    await dropOldWal(sql);
    await sql.query(`UPDATE disk_wiped SET audit_seq = GREATEST(audit_seq, $1::bigint)`, [seq]);
  });
  return true;
}

/** Wipes in progress, by database: the one after a delete and the daily run's may overlap. */
const wipesRunning = new WeakMap<Database, number>();

/**
 * Whether a wipe holds this database now. The health check asks (app.ts `wiping`): its ping waits
 * behind VACUUM FULL for seconds, longer than its 0.9 s limit, and a monitor or a load balancer
 * must not take a busy database for a failed one. A database that really hangs still fails it:
 * a thread silent for 15 s is ended (pglite-thread.ts), which fails the wipe and ends this.
 */
export const isWiping = (db: Database): boolean => (wipesRunning.get(db) ?? 0) > 0;

/** Runs `work` marked as a wipe of `db` (`isWiping`). Tests hold the thread with it as a long wipe would. */
export async function whileWiping<T>(db: Database, work: () => Promise<T>): Promise<T> {
  wipesRunning.set(db, (wipesRunning.get(db) ?? 0) + 1);
  try {
    return await work();
  } finally {
    wipesRunning.set(db, (wipesRunning.get(db) ?? 1) - 1);
  }
}

/** Whether a deletion recorded in the audit log has not been wiped from the files yet. */
export async function wipeIsDue(db: Database): Promise<boolean> {
  if (db.kind !== 'pglite') return false;
  const [{ due }] = await db.sql.query<{ due: boolean }>(`SELECT coalesce((SELECT max(seq) FROM audit_log), 0) > (SELECT audit_seq FROM disk_wiped) AS due`);
  return due;
}

/** WAL segment files (24 hex digits) after the one being written. */
const segmentsAhead = `SELECT count(*)::int AS n FROM pg_ls_waldir() WHERE name ~ '^[0-9A-F]{24}$' AND name > pg_walfile_name(pg_current_wal_insert_lsn())`;

/**
 * Moves the WAL to a fresh segment and checkpoints, so that every segment written before is
 * unlinked. Segments already waiting ahead of the current one (recycled by an older version,
 * full of old records) are first used up: each turn writes a checkpoint record and switches.
 * PGlite has no archiver, no replication slots and `wal_keep_size = 0`: nothing else keeps them.
 */
async function dropOldWal(sql: SqlClient): Promise<void> {
  for (let turn = 0; turn < 256; turn++) {
    const [{ n }] = await sql.query<{ n: number }>(segmentsAhead);
    await sql.exec('CHECKPOINT');
    await sql.exec('SELECT pg_switch_wal()');
    if (n === 0) break;
  }
  await sql.exec('CHECKPOINT');
}

/**
 * One wipe at a time, soon after it is asked for: a request while a wipe runs gets the next one
 * (its deletion may have come after the running wipe's VACUUM FULL began), and every request
 * made before that next one starts shares it.
 */
export function diskWiper(db: Database, log: (message: string) => void = console.error): { wipe(): Promise<void> } {
  let queued: Promise<void> | null = null;
  let last: Promise<unknown> = Promise.resolve();
  return {
    wipe() {
      if (db.kind !== 'pglite') return Promise.resolve();
      queued ??= last.then(async () => {
        queued = null;
        try {
          await wipeDeleted(db);
        } catch (error) {
          // The deletion stands; the daily maintenance run wipes what this one did not.
          log(`Wiping deleted leads from the embedded database's files failed (the daily maintenance run tries again): ${(error as Error)?.message ?? error}`);
        }
      });
      last = queued;
      return queued;
    },
  };
}
