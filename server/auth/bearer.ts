import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';

/**
 * The token of `Authorization: Bearer <token>` (the scheme is case-insensitive, RFC 9110), or
 * undefined for any other header. One reading for every admin door (api/admin.ts, api/inbox.ts).
 */
export const bearerToken = (c: Context): string | undefined => /^Bearer +(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compared in constant time; digests first, so secrets of different lengths compare too. */
export const sameSecret = (given: string, expected: string): boolean => timingSafeEqual(digest(given), digest(expected));
