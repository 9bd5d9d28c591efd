/**
 * The little SQL surface the store needs, implemented by both drivers (PGlite and `pg`), so one
 * store and one set of migrations serve the embedded database and a real PostgreSQL alike.
 */
export interface SqlClient {
  /** One parameterised statement. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (a migration file). */
  exec(text: string): Promise<void>;
  /** Runs `fn` inside BEGIN … COMMIT on one connection; rolls back if it throws. */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
}

export interface Database {
  sql: SqlClient;
  /** 'pglite' (embedded, under DATA_DIR) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for logs: the directory, or the URL without its password. */
  location: string;
  close(): Promise<void>;
}
