import type { Context, MiddlewareHandler } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { HTTPException } from 'hono/http-exception';
import { tooManyGuesses, type SignInThrottle } from '../auth/throttle';
import { fail } from './errors';

/** Admin tokens shorter than this are refused at start: they guard every lead. */
export const minAdminTokenLength = 16;

/**
 * The characters a bearer token may hold (RFC 6750 `b64token`, as hono's bearerAuth reads it):
 * a token with a space or a non-ASCII letter could be set but never sent, so the server refuses
 * it at start.
 */
export const adminTokenShape = /^[A-Za-z0-9._~+/-]+=*$/;

const disabledMessage = 'Admin access is disabled: the server has no ADMIN_TOKEN.';

const challenge = { 'WWW-Authenticate': 'Bearer realm="heartwork-admin"' };

/** Where wrong admin secrets are counted: one throttle per server (auth/throttle.ts), by address. */
export interface AdminGuesses {
  throttle: SignInThrottle;
  clientAddress: (c: Context) => string;
}

/**
 * Only the owner: `Authorization: Bearer <ADMIN_TOKEN>` (hono's bearerAuth, compared in constant
 * time). Without ADMIN_TOKEN on the server every admin call is refused. Every refusal is a 401
 * (a malformed header too: it is a wrong token as far as the caller can act on it), and each
 * token given and wrong counts as a guess; after too many, the address gets 429 for a while, the right token included,
 * like the inbox's sign-in, whose count it shares. No header at all is no guess, whatever the configuration.
 */
export function adminOnly(adminToken: string | undefined, { throttle, clientAddress }: AdminGuesses): MiddlewareHandler {
  const denied = (c: Context, message: string) => {
    const wait = throttle.failed(clientAddress(c));
    return wait ? tooManyGuesses(c, wait) : fail(c, 401, message, challenge);
  };
  const check: MiddlewareHandler = adminToken
    ? bearerAuth({
        token: adminToken,
        realm: 'heartwork-admin',
        invalidAuthenticationHeader: { message: (c: Context) => denied(c, 'Admin token required.') },
        invalidToken: { message: (c: Context) => denied(c, 'Admin token required.') },
      })
    : async (c) => {
        const res = denied(c, disabledMessage);
        throw new HTTPException(res.status as 401 | 429, { res });
      };
  return async (c, next) => {
    const wait = throttle.waitSeconds(clientAddress(c));
    if (wait) return tooManyGuesses(c, wait);
    // No token at all is no guess (a link opened in a browser, a monitor): refused, not counted.
    // Counted, on a server with only ADMIN_PASSWORD_HASH five of them locked the owner out of the
    // inbox's password sign-in, whose count this door shares.
    if (!c.req.header('Authorization')) return fail(c, 401, adminToken ? 'Admin token required.' : disabledMessage, challenge);
    return check(c, next);
  };
}
