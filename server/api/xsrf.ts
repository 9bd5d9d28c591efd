import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { fail } from './errors';

/**
 * Anti-forgery (double-submit cookie, DESIGN.md 'HTTP client'): the server hands out a random
 * token in the `XSRF-TOKEN` cookie (readable by the page's script, SameSite=Strict) and accepts a
 * POST, PUT or DELETE under /api only when the `X-XSRF-TOKEN` header repeats it. A page on another
 * site can make the browser send the cookie, but cannot read it to set the header.
 */
import { xsrfCookie, xsrfHeader } from '../../src/domain/serverOwned';

export { xsrfCookie, xsrfHeader };

const tokenShape = /^[A-Za-z0-9_-]{43}$/;
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

function issue(c: Context, secure: boolean): void {
  setCookie(c, xsrfCookie, randomBytes(32).toString('base64url'), { path: '/', sameSite: 'Strict', secure, httpOnly: false });
}

function matches(header: string | undefined, cookie: string): boolean {
  // Compared as bytes: a header of non-ASCII characters as long as the token is longer in bytes,
  // and timingSafeEqual throws on buffers of different lengths.
  if (!header) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(cookie);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface XsrfOptions {
  /** Whether the visitor reached us over https (the cookie is then `Secure`). */
  isHttps: (c: Context) => boolean;
}

export function xsrf({ isHttps }: XsrfOptions): MiddlewareHandler {
  return async (c, next) => {
    const cookie = getCookie(c, xsrfCookie);
    const valid = cookie !== undefined && tokenShape.test(cookie);
    if (isApi(c.req.path) && !safeMethods.has(c.req.method)) {
      if (valid && matches(c.req.header(xsrfHeader), cookie)) return next();
      // A visitor whose cookie is missing (a page served from a cache) gets one now: a retry passes.
      if (!valid) issue(c, isHttps(c));
      return fail(c, 403, `Missing or wrong anti-forgery token: send the ${xsrfHeader} header with the value of the ${xsrfCookie} cookie.`);
    }
    await next();
    if (valid || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return;
    const page = (c.res.headers.get('Content-Type') ?? '').startsWith('text/html');
    if (!isApi(c.req.path) && !page) return;
    issue(c, isHttps(c));
    // A response that sets a visitor's cookie must never be stored by a shared cache.
    // (A page that must not be kept at all, a lead's private page or the meeting page, stays no-store.)
    if (page && !c.res.headers.get('Cache-Control')?.includes('no-store')) c.header('Cache-Control', 'private, no-cache');
  };
}
