import type { Context, MiddlewareHandler } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { HTTPException } from 'hono/http-exception';
import { fail } from './errors';

/** Admin tokens shorter than this are refused at start: they guard every lead. */
export const minAdminTokenLength = 16;

/**
 * The characters a bearer token may hold (RFC 6750 `b64token`, as hono's bearerAuth reads it):
 * a token with a space or a non-ASCII letter could be set but never sent, so the server refuses
 * it at start.
 */
export const adminTokenShape = /^[A-Za-z0-9._~+/-]+=*$/;

const challenge = { 'WWW-Authenticate': 'Bearer realm="heartwork-admin"' };

/**
 * Only the owner: `Authorization: Bearer <ADMIN_TOKEN>` (hono's bearerAuth, compared in constant
 * time). Without ADMIN_TOKEN on the server every admin call is refused. Every refusal is a 401
 * (a malformed header too: it is a wrong token as far as the caller can act on it), and
 * `onRefused` may answer instead (the write limit, so that guessing is throttled).
 */
export function adminOnly(adminToken: string | undefined, onRefused: (c: Context) => Promise<Response | null>): MiddlewareHandler {
  const denied = async (c: Context, message: string) => (await onRefused(c)) ?? fail(c, 401, message, challenge);
  if (!adminToken) {
    return async (c) => {
      const res = await denied(c, 'Admin access is disabled: the server has no ADMIN_TOKEN.');
      throw new HTTPException(res.status as 401 | 429, { res });
    };
  }
  const wrong = (c: Context) => denied(c, 'Admin token required.');
  return bearerAuth({
    token: adminToken,
    realm: 'heartwork-admin',
    noAuthenticationHeader: { message: wrong },
    invalidAuthenticationHeader: { message: wrong },
    invalidToken: { message: wrong },
  });
}
