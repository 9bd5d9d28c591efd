/**
 * A per-address limit on writes: a token bucket per address, refilled continuously. It lives in
 * this process's memory, so with several servers behind a load balancer each one counts on its
 * own (DESIGN.md 'Scaling'): the limit per address is then up to N times higher. A shared store
 * (PostgreSQL or Redis) would be needed to count across servers.
 */
export interface RateLimitOptions {
  /** Writes an address may make at once before it must wait. */
  burst: number;
  /** Writes per minute an address regains, continuously. */
  perMinute: number;
  /** Addresses remembered at most; the least recently seen are forgotten first. */
  maxTracked?: number;
}

export const defaultWriteLimit: RateLimitOptions = { burst: 60, perMinute: 60 };

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(address: string, now?: number): Verdict;
}

export function createRateLimiter({ burst, perMinute, maxTracked = 100_000 }: RateLimitOptions): RateLimiter {
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(address, now = Date.now()) {
      const previous = buckets.get(address);
      const tokens = previous ? Math.min(burst, previous.tokens + (now - previous.at) * perMs) : burst;
      buckets.delete(address);
      if (tokens < 1) {
        buckets.set(address, { tokens, at: now });
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
      }
      buckets.set(address, { tokens: tokens - 1, at: now });
      // Map keeps insertion order: the first keys are the least recently seen.
      for (const key of buckets.keys()) {
        if (buckets.size <= maxTracked) break;
        buckets.delete(key);
      }
      return { allowed: true };
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
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
