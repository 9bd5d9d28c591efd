import { createHash } from 'node:crypto';
import type { SqlClient } from './sql';

/**
 * Background work that must happen once however many server processes share the database
 * (PostgreSQL with DATABASE_URL; on the embedded database there is one process and these simply
 * run). Both use a transaction-level advisory lock: it is released at COMMIT or ROLLBACK, and
 * by PostgreSQL itself if the process dies, so a crash never leaves the work locked.
 */

/** The advisory lock's two keys: a namespace for this project, and the job's name hashed. */
const namespace = 0x48657274; // 'Hert'
const lockKey = (name: string) => createHash('sha256').update(name).digest().readInt32BE(0);

/**
 * Runs `fn` inside a transaction holding the lock named `name`, unless another process holds it
 * right now: then it does not wait, and answers `{ ran: false }`. For work that claims what it
 * does in the same transaction (an outbox row, a purge), so what one process did the next sees.
 */
export async function runExclusive<T>(sql: SqlClient, name: string, fn: (tx: SqlClient) => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  return sql.transaction(async (tx) => {
    const [{ locked }] = await tx.query<{ locked: boolean }>(`SELECT pg_try_advisory_xact_lock($1, $2) AS locked`, [namespace, lockKey(name)]);
    if (!locked) return { ran: false as const };
    return { ran: true as const, value: await fn(tx) };
  });
}

/**
 * Runs `fn` if no process has started the job `name` within the last `everyMs` (recorded in
 * `scheduled_runs`): call it from a timer in every process, and the work happens about once per
 * period across all of them. If `fn` throws, the start is rolled back and the next call retries.
 */
export async function runIfDue<T>(
  sql: SqlClient,
  name: string,
  everyMs: number,
  fn: (tx: SqlClient) => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const outcome = await runExclusive(sql, `scheduled:${name}`, async (tx) => {
    const [due] = await tx.query<{ due: boolean }>(
      `INSERT INTO scheduled_runs AS s (name, last_started_at) VALUES ($1, now())
       ON CONFLICT (name) DO UPDATE SET last_started_at = now()
       WHERE s.last_started_at <= now() - make_interval(secs => $2::float8 / 1000)
       RETURNING true AS due`,
      [name, everyMs],
    );
    return due ? { ran: true as const, value: await fn(tx) } : { ran: false as const };
  });
  return outcome.ran ? outcome.value : outcome;
}
