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
  /**
   * `count`: wrong guesses; `checking`: attempts taken whose secret is still being checked (a
   * password's hash takes a moment). Only wrong ones make the address wait; both hold a new
   * attempt. Counted as wrong while checked, the owner's right password after four typos made the
   * inbox's own requests with its session answer 429 for that moment (review, 2026-11-25).
   */
  const entries = new Map<string, { count: number; checking: number; since: number }>();
  const current = (address: string, now: number) => {
    const entry = entries.get(address);
    if (entry && now - entry.since >= windowMs) entries.delete(address);
    return entries.get(address);
  };
  const secondsLeft = (entry: { since: number }, now: number) => Math.max(1, Math.ceil((entry.since + windowMs - now) / 1000));
  const track = (address: string, entry: { count: number; checking: number; since: number }) => {
    entries.delete(address);
    entries.set(address, entry);
    for (const key of entries.keys()) {
      if (entries.size <= maxTracked) break;
      entries.delete(key);
    }
  };
  const refused = (wait: number): Attempt => ({ wait, wrong: () => wait, giveBack: () => {} });
  const throttle: SignInThrottle = {
    waitSeconds(address, now = Date.now()) {
      const entry = current(address, now);
      return entry && entry.count >= attempts ? secondsLeft(entry, now) : 0;
    },
    attempt(address, now = Date.now()) {
      const entry = current(address, now) ?? { count: 0, checking: 0, since: now };
      if (entry.count + entry.checking >= attempts) return refused(secondsLeft(entry, now));
      entry.checking += 1;
      track(address, entry);
      let settled = false;
      return {
        wait: 0,
        wrong: (later = Date.now()) => {
          if (!settled) {
            settled = true;
            if (entries.get(address) === entry) {
              entry.checking -= 1;
              entry.count += 1;
            } else {
              // A sign-in cleared the count it was taken from meanwhile: it counts afresh.
              const fresh = current(address, later) ?? { count: 0, checking: 0, since: later };
              fresh.count += 1;
              track(address, fresh);
            }
          }
          return throttle.waitSeconds(address, later);
        },
        giveBack: () => {
          if (settled) return;
          settled = true;
          if (entries.get(address) !== entry) return;
          entry.checking -= 1;
          // A right token leaves no trace: no window started by it.
          if (entry.count === 0 && entry.checking === 0) entries.delete(address);
        },
      };
    },
    succeeded(address) {
      entries.delete(address);
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
