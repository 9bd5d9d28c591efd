import type { LeadStore } from './store';
import { StorageUnavailable } from './unavailable';

/**
 * Time limits on every database call (issue 19), in one place. A call that fails or does not
 * answer in time becomes StorageUnavailable, which the API answers with 503 and Retry-After; the
 * health check has its own, shorter limit so that it always answers within a second.
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

function timeLimit<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StorageUnavailable(`The database did not answer ${what} within ${ms} ms.`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * The store with every method bounded in time and its failures contained. An outage is logged
 * once when it starts and once when it ends, not once per request (a PostgreSQL outage used to
 * log hundreds of stack traces a second).
 */
export function containStore(store: LeadStore, limits: Partial<StorageLimits> = {}, passThrough: PassThrough = () => false, log = (m: string) => console.error(m)): LeadStore {
  const { callMs, pingMs } = { ...storageLimits, ...limits };
  let failing = 0;
  const contained = {} as Record<string, unknown>;
  for (const [name, method] of Object.entries(store)) {
    if (typeof method !== 'function') continue;
    contained[name] = async (...args: unknown[]) => {
      try {
        const result = await timeLimit(Promise.resolve(method.apply(store, args)), name === 'ping' ? pingMs : callMs, name);
        if (failing) {
          log(`The database answers again (after ${failing} failed call${failing === 1 ? '' : 's'}).`);
          failing = 0;
        }
        return result;
      } catch (error) {
        if (passThrough(error)) throw error;
        if (failing++ === 0) log(`The database is failing; calls answer 503 until it recovers. First error: ${(error as Error)?.message ?? error}`);
        throw error instanceof StorageUnavailable ? error : new StorageUnavailable(`The database failed: ${(error as Error)?.message}`, { cause: error });
      }
    };
  }
  return contained as unknown as LeadStore;
}
