import pg from 'pg';
import { storageLimits } from './contained';
import type { Database, SqlClient } from './sql';

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres (unparsable URL)';
  }
}

function client(q: pg.Pool | pg.PoolClient, transaction: SqlClient['transaction']): SqlClient {
  return {
    query: async (text, params) => (await q.query(text, params as unknown[])).rows,
    exec: async (text) => {
      await q.query(text);
    },
    transaction,
  };
}

/** Connects to PostgreSQL at `url` (DATABASE_URL). Several servers may share it. */
export async function openPostgres(
  url: string,
  options: { max?: number; statementTimeoutMs?: number; onIdleError?: (error: Error) => void } = {},
): Promise<Database> {
  // The server ends a statement the API has stopped waiting for (contained.ts), so it holds no connection.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 10_000,
    statement_timeout: options.statementTimeoutMs ?? storageLimits.callMs,
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  // A stopped server drops every idle one at once: reported to the outage (db/outage.ts), not a line each.
  pool.on('error', options.onIdleError ?? ((error) => console.error('PostgreSQL connection error:', error.message)));
  const transaction: SqlClient['transaction'] = async (fn) => {
    const conn = await pool.connect();
    try {
      await conn.query('BEGIN');
      const result = await fn(client(conn, () => Promise.reject(new Error('Nested transactions are not supported'))));
      await conn.query('COMMIT');
      return result;
    } catch (error) {
      await conn.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      conn.release();
    }
  };
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`Cannot connect to PostgreSQL at ${redact(url)}: ${(error as Error).message}`);
  }
  return { sql: client(pool, transaction), kind: 'postgres', location: redact(url), close: () => pool.end() };
}
