import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { SignInThrottle } from './throttle';

/**
 * The token of `Authorization: Bearer <token>` (the scheme is case-insensitive, RFC 9110), or
 * undefined for any other header. One reading for every admin door (api/admin.ts, api/inbox.ts).
 */
export const bearerToken = (c: Context): string | undefined => /^Bearer +(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compared in constant time; digests first, so secrets of different lengths compare too. */
export const sameSecret = (given: string, expected: string): boolean => timingSafeEqual(digest(given), digest(expected));

/**
 * A bearer token checked as one guess on the address's shared count (auth/throttle.ts): the right
 * one neither counts nor clears the address's wrong ones; a wrong one counts. Answers whether it
 * was right, or the seconds the address must wait (0: a wrong token that may try again).
 */
export function checkBearer(
  throttle: SignInThrottle,
  address: string,
  token: string | undefined,
  adminToken: string | undefined,
): { right: true } | { right: false; wait: number } {
  const attempt = throttle.attempt(address);
  if (attempt.wait) return { right: false, wait: attempt.wait };
  if (adminToken && token !== undefined && sameSecret(token, adminToken)) {
    attempt.giveBack();
    return { right: true };
  }
  return { right: false, wait: attempt.wrong() };
}
