import type { MiddlewareHandler } from 'hono';

/**
 * A conditional GET of a site file the browser already holds: 304 with no body when the file is
 * not newer than the browser's `If-Modified-Since` (HTTP's second precision). serveStatic sends
 * `Last-Modified` (the served file's time, the `.br` or `.gz` sibling's for a compressed answer,
 * which `Vary: Accept-Encoding` keeps apart) but answered every revalidation with the whole file
 * again: a page is `no-cache`, so each visit asks. The site sends no ETag, so a request that
 * carries `If-None-Match` is answered in full (RFC 9110 13.1.3: then `If-Modified-Since` is
 * ignored, and no tag of ours can match). The 304 keeps the caching and security headers and
 * drops those that describe a body's bytes; it keeps Content-Type, by which the page's cookies
 * (the anti-forgery token, the form clock) are still handed out with it.
 */
export const notModified: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  const since = c.req.header('If-Modified-Since');
  if (res.status !== 200 || !since || c.req.header('If-None-Match') !== undefined) return;
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
  const modified = Date.parse(res.headers.get('Last-Modified') ?? '');
  const held = Date.parse(since);
  if (Number.isNaN(modified) || Number.isNaN(held) || Math.floor(modified / 1000) > Math.floor(held / 1000)) return;
  // The file was opened for the 200: close it unread.
  await res.body?.cancel();
  const headers = new Headers(res.headers);
  for (const name of ['Content-Length', 'Content-Encoding', 'Content-Range', 'Accept-Ranges']) headers.delete(name);
  // Unset first: hono's setter would copy the 200's headers back onto the new answer.
  c.res = undefined;
  c.res = new Response(null, { status: 304, headers });
};
