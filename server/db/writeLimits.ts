import { createHmac } from 'node:crypto';
import { type BucketStore, memoryBuckets, retryAfterSeconds } from '../api/rate-limit';
import { logUnlessOutage } from './outage';
import { runIfDue } from './runOnce';
import type { Database, SqlClient } from './sql';

/**
 * The write limits' buckets in PostgreSQL (table `write_limits`, migration 005), so every server
 * process on one database counts the same writes. One statement takes a token or refuses, under
 * the row's lock, so two processes cannot both spend the last one. PostgreSQL's clock is the one
 * clock. The table is UNLOGGED: a limit needs no flush to disk.
 * A bucket is stored under an HMAC-SHA-256 of its key ('create:<address>'), never the key itself:
 * the visitor's address is not stored (privacy page). The secret is made once by migration 008 and
 * read from the database, so every process sharing it counts an address under the same row.
 */
export function postgresBuckets(sql: SqlClient): BucketStore & { sweep(): Promise<number>; storedKey(key: string): Promise<string> } {
  let secret: Promise<string> | undefined;
  const storedKey = async (key: string) => {
    secret ??= sql.query<{ secret: string }>(`SELECT secret FROM write_limit_secret`).then(
      ([row]) => {
        if (!row) throw new Error('The write limits have no secret (migration 008 makes it).');
        return row.secret;
      },
      (error) => {
        secret = undefined; // a database that failed now may answer at the next write
        throw error;
      },
    );
    return createHmac('sha256', await secret)
      .update(key)
      .digest('base64url');
  };
  return {
    storedKey,

    async take(bucket, limit) {
      const key = await storedKey(bucket);
      const burst = limit.burst;
      const perSecond = limit.perMinute / 60;
      // `have` is the bucket refilled up to now; a take leaves have - 1, full again (burst - have + 1) / rate s later.
      const [taken] = await sql.query<{ tokens: number }>(
        `INSERT INTO write_limits AS w (key, tokens, at, full_at)
         VALUES ($1, $2::float8 - 1, now(), now() + make_interval(secs => 1 / $3::float8))
         ON CONFLICT (key) DO UPDATE SET
           tokens = LEAST($2::float8, w.tokens + GREATEST(0, EXTRACT(EPOCH FROM now() - w.at)) * $3::float8) - 1,
           at = GREATEST(w.at, now()),
           full_at = GREATEST(w.at, now()) + make_interval(secs => ($2::float8 - LEAST($2::float8, w.tokens + GREATEST(0, EXTRACT(EPOCH FROM now() - w.at)) * $3::float8) + 1) / $3::float8)
         WHERE LEAST($2::float8, w.tokens + GREATEST(0, EXTRACT(EPOCH FROM now() - w.at)) * $3::float8) >= 1
         RETURNING tokens`,
        [key, burst, perSecond],
      );
      if (taken) return { allowed: true };
      const [row] = await sql.query<{ have: number }>(
        `SELECT LEAST($2::float8, tokens + GREATEST(0, EXTRACT(EPOCH FROM now() - at)) * $3::float8) AS have FROM write_limits WHERE key = $1`,
        [key, burst, perSecond],
      );
      return { allowed: false, retryAfterSeconds: retryAfterSeconds(row?.have ?? 0, limit) };
    },

    /** Deletes the buckets that are full again (they say nothing); once per period across processes. */
    async sweep() {
      const outcome = await runIfDue(sql, 'write-limits-sweep', 60_000, (tx) => tx.query(`DELETE FROM write_limits WHERE full_at < now() RETURNING 1`));
      return outcome.ran ? outcome.value.length : 0;
    },
  };
}

/**
 * The buckets for a server on `db`: shared in PostgreSQL, in memory on the embedded database
 * (one process). With PostgreSQL, a timer sweeps full buckets once a minute across processes.
 */
export function writeLimitBuckets(db: Database): { buckets: BucketStore; stop(): void } {
  if (db.kind !== 'postgres') return { buckets: memoryBuckets(), stop: () => {} };
  const shared = postgresBuckets(db.sql);
  const timer = setInterval(() => shared.sweep().catch(logUnlessOutage('Sweeping write limits failed')), 60_000);
  timer.unref();
  return { buckets: shared, stop: () => clearInterval(timer) };
}
