import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { fail } from './errors';

/** Admin tokens shorter than this are refused at start: they guard every lead. */
export const minAdminTokenLength = 16;

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The admin check: `Authorization: Bearer <ADMIN_TOKEN>`. Without ADMIN_TOKEN on the server
 * every admin call is refused. Compared in constant time over digests of equal length.
 */
export function adminGuard(adminToken: string | undefined) {
  const expected = adminToken ? digest(adminToken) : undefined;
  return (c: Context): Response | null => {
    const challenge = { 'WWW-Authenticate': 'Bearer realm="heartwork-admin"' };
    if (!expected) return fail(c, 401, 'Admin access is disabled: the server has no ADMIN_TOKEN.', challenge);
    const match = /^Bearer ([^\s]+)$/.exec(c.req.header('Authorization') ?? '');
    if (!match || !timingSafeEqual(digest(match[1]), expected)) return fail(c, 401, 'Admin token required.', challenge);
    return null;
  };
}
