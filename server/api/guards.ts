import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { bodyLimits } from '../../src/domain/bodyLimits';
import { isResourceName, type ResourceName, resourceNames } from '../../src/domain/resources';
import { jsonOnly, limitBody, readJsonObject } from './body';
import { fail, refuse } from './errors';
import type { RateLimiter } from './rate-limit';
import { toRecordData } from './validate';

/**
 * The checks a lead call passes before its handler runs, each a middleware that either refuses
 * with the one error shape (errors.ts) or leaves what it found in the context for the handler.
 */
export type LeadsEnv = {
  Variables: {
    resource: ResourceName;
    /** The validated record data of a POST or PUT. */
    data: Record<string, unknown>;
  };
};

/** 404 unless the path names one of the three resources. */
export const knownResource = createMiddleware<LeadsEnv>(async (c, next) => {
  const name = c.req.param('resource') ?? '';
  if (!isResourceName(name)) refuse(c, 404, 'Not found');
  c.set('resource', name);
  await next();
});

/** The write limit's answer for this request: null when it may go on, else the 429. */
export function writeAllowance(limiter: RateLimiter, clientAddress: (c: Context) => string) {
  return (c: Context): Response | null => {
    const verdict = limiter.take(clientAddress(c));
    if (verdict.allowed) return null;
    return fail(c, 429, 'Too many writes from this address; try again shortly.', { 'Retry-After': String(verdict.retryAfterSeconds) });
  };
}

/** 429 once the address has used its writes. */
export const limitWrites = (allowance: (c: Context) => Response | null) =>
  createMiddleware(async (c, next) => {
    const refused = allowance(c);
    if (refused) throw new HTTPException(429, { res: refused });
    await next();
  });

/** 415, 413 or 400 unless the body is a valid record of the resource; else `data` is set. */
const limitPerResource = Object.fromEntries(resourceNames.map((name) => [name, limitBody(bodyLimits.json[name])])) as Record<ResourceName, MiddlewareHandler>;

export const recordBody = [
  jsonOnly,
  // The resource's own limit (src/domain/bodyLimits.ts): what its longest record within its field limits needs.
  createMiddleware<LeadsEnv>((c, next) => limitPerResource[c.var.resource](c, next)),
  createMiddleware<LeadsEnv>(async (c, next) => {
    const body = await readJsonObject(c);
    c.set('data', toRecordData(c.var.resource, body, c.req.param('id')));
    await next();
  }),
] as const;
