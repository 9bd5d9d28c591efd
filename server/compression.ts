import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Below this many bytes a gzip frame costs more than it saves. */
export const compressThreshold = 1024;

/**
 * Gives an answer a Content-Length. `c.json()` and `c.body()` leave the length to the Node adapter,
 * and without one `compress` cannot tell a small answer from a large one. API answers are built in
 * memory anyway (a record, the owner's list or CSV), so reading them once more costs little.
 */
const knownLength: MiddlewareHandler = async (c, next) => {
  await next();
  // The headers first: asking for `body` makes the Node adapter build a full Response.
  if (c.res.headers.has('Content-Length') || c.res.headers.has('Content-Encoding') || !c.res.body) return;
  const body = await c.res.arrayBuffer();
  c.res = new Response(body, c.res);
  c.res.headers.set('Content-Length', String(body.byteLength));
};

/**
 * A JSON answer (what `c.json()` makes) with its Content-Length set as it is made: the answers to
 * every write go this way, so `knownLength` has nothing to read back (reading a body back cost
 * 8 % of the main thread's time per write, measured in docs/benchmarks.md).
 */
export const jsonAnswer = (c: Context, value: unknown, status: ContentfulStatusCode = 200, headers: Record<string, string> = {}) => {
  const text = JSON.stringify(value);
  return c.body(text, status, { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) });
};

/**
 * Large dynamic answers (the owner's list and CSV export) go gzip- or deflate-compressed when the
 * client accepts it; smaller ones as they are. The site's files are compressed at build time
 * (scripts/precompress.ts). No secret shares a body with what a visitor sends, so compression
 * reveals nothing through sizes (BREACH).
 */
export const compressAnswers: MiddlewareHandler[] = [compress({ threshold: compressThreshold }), knownLength];
