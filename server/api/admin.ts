import type { Context, MiddlewareHandler } from 'hono';
import { bearerToken, checkBearer } from '../auth/bearer';
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

const challenge = { 'WWW-Authenticate': 'Bearer realm="heartwork-admin"' };

/** Where wrong admin secrets are counted: one throttle per server (auth/throttle.ts), by address. */
export interface AdminGuesses {
  throttle: SignInThrottle;
  clientAddress: (c: Context) => string;
}

/**
 * Only the owner: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time. Without
 * ADMIN_TOKEN on the server every admin call is refused. Every refusal is a 401 (a malformed
 * header too: it is a wrong token as far as the caller can act on it), and each header given and
 * wrong counts as a guess; after too many, the address gets 429 for a while, the right token
 * included, like the inbox's sign-in, whose count it shares. The attempt is taken before the token
 * is checked (auth/throttle.ts `attempt`), so guesses sent at once are held like guesses sent one
 * by one. No header at all is no guess, whatever the configuration.
 */
export function adminOnly(adminToken: string | undefined, { throttle, clientAddress }: AdminGuesses): MiddlewareHandler {
  const refusal = adminToken ? 'Admin token required.' : 'Admin access is disabled: the server has no ADMIN_TOKEN.';
  return async (c, next) => {
    const address = clientAddress(c);
    // No token at all is no guess (a link opened in a browser, a monitor): refused, not counted.
    // Counted, on a server with only ADMIN_PASSWORD_HASH five of them locked the owner out of the
    // inbox's password sign-in, whose count this door shares.
    if (!c.req.header('Authorization')) {
      const wait = throttle.waitSeconds(address);
      return wait ? tooManyGuesses(c, wait) : fail(c, 401, refusal, challenge);
    }
    const guess = checkBearer(throttle, address, bearerToken(c), adminToken);
    if (guess.right) return next();
    return guess.wait ? tooManyGuesses(c, guess.wait) : fail(c, 401, refusal, challenge);
  };
}
