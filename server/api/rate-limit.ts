/**
 * Write limits that stop abuse, not visitors (server/README.md 'Write limits'). Two token
 * buckets, refilled continuously:
 * - creates per address: new records (and wrong guesses: an admin token, a record id) from one
 *   address, an IPv6 address counted by its /64. Generous, because a clinic's staff share one
 *   connection;
 * - updates per record: the saves of one draft, so a visitor typing into their own draft never
 *   competes with anyone else, and a draft saved at any human pace is never refused.
 * The buckets live in this process's memory (one process: the embedded database) or in a table
 * every process shares (PostgreSQL: server/db/writeLimits.ts).
 */
export interface RateLimitOptions {
  /** Writes a key may make at once before it must wait. */
  burst: number;
  /** Writes per minute a key regains, continuously. */
  perMinute: number;
}

export interface WriteLimits {
  createsPerAddress: RateLimitOptions;
  updatesPerRecord: RateLimitOptions;
}

/**
 * Creates: a clinic of 30 filling the forms within minutes, then one every 30 s (2,880 a day at
 * most from one address, where a person makes one to three). Updates: the form saves on a pause
 * and at most every few seconds, and even the old client's save per keystroke pause (138 saves
 * in 64 s, issue #14) stays under 2 a second; 120 at once, then 2 a second, is never met by a
 * person and caps a script at 2 writes a second per record it was allowed to create.
 */
export const defaultWriteLimits: WriteLimits = {
  createsPerAddress: { burst: 30, perMinute: 2 },
  updatesPerRecord: { burst: 120, perMinute: 120 },
};

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Where the buckets are kept. `key` names the bucket, `limit` its size and refill. */
export interface BucketStore {
  take(key: string, limit: RateLimitOptions): Promise<Verdict>;
}

export const createKey = (address: string) => `create:${address}`;
export const updateKey = (resource: string, id: string) => `update:${resource}/${id}`;

/** Seconds until a bucket holding `tokens` has one whole token again (at least 1). */
export const retryAfterSeconds = (tokens: number, { perMinute }: RateLimitOptions) => Math.max(1, Math.ceil(((1 - tokens) * 60) / perMinute));

/** The buckets of one process. At most `maxTracked` keys; the least recently used go first. */
export function memoryBuckets(maxTracked = 100_000, clock: () => number = Date.now): BucketStore {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    async take(key, limit) {
      const now = clock();
      const perMs = limit.perMinute / 60_000;
      const previous = buckets.get(key);
      const tokens = previous ? Math.min(limit.burst, previous.tokens + (now - previous.at) * perMs) : limit.burst;
      buckets.delete(key);
      buckets.set(key, { tokens: tokens >= 1 ? tokens - 1 : tokens, at: now });
      // Map keeps insertion order: the first keys are the least recently used.
      for (const old of buckets.keys()) {
        if (buckets.size <= maxTracked) break;
        buckets.delete(old);
      }
      return tokens >= 1 ? { allowed: true } : { allowed: false, retryAfterSeconds: retryAfterSeconds(tokens, limit) };
    },
  };
}

/**
 * The key an address is counted under: an IPv4 address as is, an IPv6 address by its /64 (one
 * household or server usually holds a whole /64, so counting single addresses would not limit it).
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.split('%')[0].toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
