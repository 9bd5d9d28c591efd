import type { LeadStore } from './store';
import { createOutage, describe, type Outage } from './outage';
import { StorageUnavailable } from './unavailable';

/**
 * Time limits on every database call (issue 19), in one place. A call that fails or does not
 * answer in time becomes StorageUnavailable, which the API answers with 503 and Retry-After; the
 * health check has its own, shorter limit so that it always answers within a second (while a wipe
 * holds the database, a ping that has not answered by then counts as answered: `Containment.busy`;
 * so does one that waits its turn behind calls that answer meanwhile: a database busy with leads
 * keeps the leads sent now, and a monitor must not take it out of service for being busy).
 */
export const storageLimits = {
  /** A read or write: generous, as a busy machine can take seconds for an fsync. */
  callMs: 10_000,
  /** GET /api/health. */
  pingMs: 900,
  /** What a 503 tells the client to wait before trying again. */
  retryAfterSeconds: 5,
};
export type StorageLimits = typeof storageLimits;

/** Errors that are not the database's (no database configured at all) pass through unchanged. */
export type PassThrough = (error: unknown) => boolean;

export interface Containment {
  limits?: Partial<StorageLimits>;
  passThrough?: PassThrough;
  log?: (message: string) => void;
  /** Where failures and recoveries are reported (one per process: db/outage.ts); a new one logging to `log` if not given. */
  outage?: Outage;
  /**
   * Whether the database is held on purpose (a wipe of deleted leads, db/forget.ts `isWiping`):
   * a ping that has not answered within `pingMs` then counts as answered, not as an outage. One
   * that fails (a thread being reopened) still fails.
   */
  busy?: () => boolean;
  /**
   * Whether a backup's dump holds the database (backups.ts): calls wait for it past `callMs`
   * instead of answering 503, since it ends by itself in seconds and then they run.
   */
  held?: () => boolean;
}

/**
 * `promise`, or when it has not settled within `ms`: StorageUnavailable, or `excused()` if it says
 * so; while `held()`, the limit starts again instead.
 */
function timeLimit<T>(
  promise: Promise<T>,
  ms: number,
  what: string,
  excused: () => boolean = () => false,
  held: () => boolean = () => false,
): Promise<T | undefined> {
  let timer: NodeJS.Timeout;
  const expired = new Promise<undefined>((resolve, reject) => {
    const expire = () => {
      if (held()) timer = setTimeout(expire, ms);
      else if (excused()) resolve(undefined);
      else reject(new StorageUnavailable(`The database did not answer ${what} within ${ms} ms.`));
    };
    timer = setTimeout(expire, ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * The store with every method bounded in time and its failures contained. An outage is logged
 * once when it starts and once when it ends, not once per request (a PostgreSQL outage used to
 * log hundreds of stack traces a second): db/outage.ts.
 */
export function containStore(
  store: LeadStore,
  { limits = {}, passThrough = () => false, log = (m) => console.error(m), outage, busy = () => false, held = () => false }: Containment = {},
): LeadStore {
  outage ??= createOutage(log);
  const { callMs, pingMs } = { ...storageLimits, ...limits };
  const contained = {} as Record<string, unknown>;
  // When a call last succeeded (performance.now()): the database is working through its queue.
  let lastAnswer = -Infinity;
  for (const [name, method] of Object.entries(store)) {
    if (typeof method !== 'function') continue;
    contained[name] = async (...args: unknown[]) => {
      const startedAt = performance.now();
      try {
        const call = Promise.resolve(method.apply(store, args)).then((result: unknown) => {
          lastAnswer = performance.now();
          return result;
        });
        const result = await (name === 'ping'
          ? timeLimit(call, pingMs, name, () => busy() || held() || lastAnswer > startedAt)
          : timeLimit(call, callMs, name, undefined, held));
        outage.answered(startedAt);
        return result;
      } catch (error) {
        if (passThrough(error)) throw error;
        const unavailable = error instanceof StorageUnavailable ? error : new StorageUnavailable(`The database failed: ${describe(error)}`, { cause: error });
        outage.failed(unavailable);
        throw unavailable;
      }
    };
  }
  return contained as unknown as LeadStore;
}
