import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Below this many bytes a gzip frame costs more than it saves. */
export const compressThreshold = 1024;

/**
 * Gives an answer a Content-Length. `c.json()` and `c.body()` leave the length to the Node adapter,
 * and without one `compress` cannot tell a small answer from a large one. API answers are built in
 * memory anyway (a record, the owner's list or CSV), so reading them once more costs little.
 */
const knownLength: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.body || c.res.headers.has('Content-Length') || c.res.headers.has('Content-Encoding')) return;
  const body = await c.res.arrayBuffer();
  c.res = new Response(body, c.res);
  c.res.headers.set('Content-Length', String(body.byteLength));
};

/**
 * Large dynamic answers (the owner's list and CSV export) go gzip- or deflate-compressed when the
 * client accepts it; smaller ones as they are. The site's files are compressed at build time
 * (scripts/precompress.ts). No secret shares a body with what a visitor sends, so compression
 * reveals nothing through sizes (BREACH).
 */
export const compressAnswers: MiddlewareHandler[] = [compress({ threshold: compressThreshold }), knownLength];
