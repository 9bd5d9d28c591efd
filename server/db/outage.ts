import { StorageUnavailable } from './unavailable';
import type { SqlClient } from './sql';

/**
 * One database outage as the log tells it (issue 38): a line when the first call fails, a line
 * with the count of refused calls when one succeeds again, and nothing per request in between
 * (a stopped PostgreSQL used to log a stack trace for every request). Every path that reaches
 * the database reports here, the lead store, the inbox, the write limits and the outbox alike,
 * so one outage is one pair of lines whichever paths met it. The lines go through `log`, the one
 * place a structured logger replaces.
 */
export interface Outage {
  /** A call failed because the database is unavailable: counted, and logged if it starts an outage. */
  failed(error: unknown): void;
  /**
   * A call that started at `startedAt` (performance.now()) succeeded: ends an outage in progress,
   * unless it started before the outage's last failure (a straggler answered as the database
   * stopped says nothing about now, and made one outage look like two).
   */
  answered(startedAt: number): void;
  /** Whether the last call failed and none has succeeded since. */
  readonly active: boolean;
}

export function createOutage(log: (message: string) => void = (m) => console.error(m)): Outage {
  let refused = 0;
  let lastFailure = -Infinity;
  // One failed call can be reported by several layers (the SQL client, then the store around it).
  const counted = new WeakSet<object>();
  return {
    failed(error) {
      if (error && typeof error === 'object') {
        if (counted.has(error)) return;
        counted.add(error);
        const cause = (error as { cause?: unknown }).cause;
        if (cause && typeof cause === 'object') {
          if (counted.has(cause)) return;
          counted.add(cause);
        }
      }
      lastFailure = performance.now();
      if (refused++ === 0) log(`The database is unavailable; calls answer 503 until it recovers. First error: ${describe(error)}`);
    },
    answered(startedAt) {
      if (!refused || startedAt < lastFailure) return;
      log(`The database answers again (after ${refused} refused call${refused === 1 ? '' : 's'}).`);
      refused = 0;
    },
    get active() {
      return refused > 0;
    },
  };
}

/** An error in words, never `[object Object]`. */
export function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (error && typeof error === 'object') {
    const { message, code } = error as { message?: unknown; code?: unknown };
    if (typeof message === 'string' && message) return code ? `${message} (${String(code)})` : message;
    try {
      return JSON.stringify(error);
    } catch {
      return Object.prototype.toString.call(error);
    }
  }
  return String(error);
}

/**
 * SQLSTATE classes and socket errors that mean the database cannot serve now, as opposed to a
 * statement it refused (a unique violation the store handles, a bad value): connection
 * exceptions (08), insufficient resources such as a full disk (53), operator intervention such
 * as a shutdown or a cancelled statement (57), system and I/O errors (58), and PostgreSQL's own
 * crash levels (PANIC, FATAL).
 */
const unavailableClasses = new Set(['08', '53', '57', '58']);
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOSPC', 'EIO']);
const driverMessages =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|Client was closed|Cannot use a pool after calling end|terminating connection/i;

export function isUnavailable(error: unknown): boolean {
  if (error instanceof StorageUnavailable) return true;
  if (!error || typeof error !== 'object') return false;
  const { code, severity, message } = error as { code?: unknown; severity?: unknown; message?: unknown };
  if (typeof code === 'string' && (socketCodes.has(code) || (code.length === 5 && unavailableClasses.has(code.slice(0, 2))))) return true;
  if (severity === 'PANIC' || severity === 'FATAL') return true;
  if (typeof message === 'string' && driverMessages.test(message)) return true;
  const errors = (error as { errors?: unknown }).errors; // AggregateError of a dual-stack connect
  return Array.isArray(errors) && errors.some(isUnavailable);
}

/** `error` as StorageUnavailable when the database is unavailable, else unchanged. */
export function asUnavailable(error: unknown): unknown {
  if (error instanceof StorageUnavailable || !isUnavailable(error)) return error;
  return new StorageUnavailable(`The database is unavailable: ${describe(error)}`, { cause: error });
}

/**
 * The SQL client with the database's unavailability made one error (StorageUnavailable, answered
 * 503 with Retry-After by app.onError and the form routes) and reported to `outage`, for every
 * caller at once. Errors of a statement the database refused pass through unchanged.
 */
export function containSql(sql: SqlClient, outage: Outage): SqlClient {
  const watch = async <T>(call: () => Promise<T>): Promise<T> => {
    const startedAt = performance.now();
    try {
      const result = await call();
      outage.answered(startedAt);
      return result;
    } catch (error) {
      const mapped = asUnavailable(error);
      if (mapped instanceof StorageUnavailable) outage.failed(mapped);
      throw mapped;
    }
  };
  return {
    query: (text, params) => watch(() => sql.query(text, params)),
    exec: (text) => watch(() => sql.exec(text)),
    // The statements inside report through the transaction's own client; the whole is watched once more.
    transaction: (fn) => watch(() => sql.transaction((tx) => fn(containSql(tx, outage)))),
  };
}

/** A background task's failure, logged unless it is the database's outage (logged once by the Outage). */
export const logUnlessOutage =
  (what: string, log: (message: string) => void = (m) => console.error(m)) =>
  (error: unknown): void => {
    if (!(error instanceof StorageUnavailable)) log(`${what}: ${describe(error)}`);
  };

/**
 * A background round's failure, logged unless the database is unavailable: the outage's own pair
 * of lines tells that once, with the count of refused calls, where a round every minute (or every
 * second, with a short STALE_LEAD_HOURS) added a line of its own each time.
 */
export const unlessOutage =
  (log: (message: string) => void) =>
  (error: unknown, message: string): void => {
    if (!isUnavailable(error)) log(message);
  };
