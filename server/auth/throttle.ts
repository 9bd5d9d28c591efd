import type { Context } from 'hono';
import { signInThrottle } from '../../src/domain/inbox';

/**
 * Wrong sign-in guesses per address: after `attempts` wrong ones within `windowMs`, the address
 * must wait until the window ends. In this process's memory (like the write limit): with several
 * servers each counts on its own, so a guesser gets N times the attempts; still far too few
 * against a 16-character token or a scrypt-hashed password.
 */
export interface SignInThrottle {
  /** Seconds to wait, or 0 when the address may try. */
  waitSeconds(address: string, now?: number): number;
  /**
   * Takes one of the address's attempts before its secret is checked. Counted only after the
   * check, a burst of guesses sent at once all passed the 'must it wait?' before the first was
   * counted, and every one of them was checked (200 against the password's hash, the right one
   * last signing in): taken first, a burst is held like guesses sent one after another.
   */
  attempt(address: string, now?: number): Attempt;
  /** The owner proved who they are: the address's wrong guesses are forgotten. */
  succeeded(address: string): void;
}

/** One attempt at an admin secret, taken before the secret is checked. */
export interface Attempt {
  /** Seconds the address must wait first (nothing was taken, the secret must not be checked), or 0. */
  wait: number;
  /** The secret was wrong: the attempt stays counted; answers the seconds the address must now wait. */
  wrong(now?: number): number;
  /** The secret was right, or there was none to check after all: the attempt is given back. */
  giveBack(): void;
}

export function createSignInThrottle({ attempts, windowMs, maxTracked = 10_000 }: { attempts: number; windowMs: number; maxTracked?: number }): SignInThrottle {
  const failures = new Map<string, { count: number; since: number }>();
  const current = (address: string, now: number) => {
    const entry = failures.get(address);
    if (entry && now - entry.since >= windowMs) failures.delete(address);
    return failures.get(address);
  };
  const refused = (wait: number): Attempt => ({ wait, wrong: () => wait, giveBack: () => {} });
  const throttle: SignInThrottle = {
    waitSeconds(address, now = Date.now()) {
      const entry = current(address, now);
      return entry && entry.count >= attempts ? Math.max(1, Math.ceil((entry.since + windowMs - now) / 1000)) : 0;
    },
    attempt(address, now = Date.now()) {
      const wait = throttle.waitSeconds(address, now);
      if (wait) return refused(wait);
      const entry = current(address, now) ?? { count: 0, since: now };
      entry.count += 1;
      failures.delete(address);
      failures.set(address, entry);
      for (const key of failures.keys()) {
        if (failures.size <= maxTracked) break;
        failures.delete(key);
      }
      return {
        wait: 0,
        wrong: (later = Date.now()) => throttle.waitSeconds(address, later),
        // Only from the count it was taken from: not from a new window's, nor after a sign-in cleared it.
        giveBack: () => {
          if (failures.get(address) === entry && entry.count > 0) entry.count -= 1;
        },
      };
    },
    succeeded(address) {
      failures.delete(address);
    },
  };
  return throttle;
}

/** One address's wrong admin secrets, wherever they are tried: the inbox's sign-in, its bearer
 * token, the lead list and export (api/leads.ts) and the alerts (api/alerts.ts). With a counter of
 * its own, each surface gave a guesser the attempts the others refuse. */
export const createAdminGuesses = (): SignInThrottle =>
  createSignInThrottle({ attempts: signInThrottle.attempts, windowMs: signInThrottle.windowMinutes * 60_000 });

/** The answer while an address must wait. */
export const tooManyGuesses = (c: Context, seconds: number): Response =>
  c.json({ error: `Too many wrong attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`, retryAfterSeconds: seconds }, 429, {
    'Retry-After': String(seconds),
  });
