import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { bodyLimits } from '../../src/domain/bodyLimits';
import { isResourceName, type ResourceName, resourceNames } from '../../src/domain/resources';
import type { SpamReason } from '../../src/domain/spam';
import { jsonOnly, limitBody, readJsonObject } from './body';
import { fail, refuse } from './errors';
import { isRecordId } from '../db/store';
import { type BucketStore, createKey, type RateLimitOptions, updateKey, type WriteLimits } from './rate-limit';
import { takeSpamSignals } from './spam';
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
    /** Why the body's spam signals flag it (spam.ts), or null. */
    spamReason: SpamReason | null;
  };
};

/** 404 unless the path names one of the three resources. */
export const knownResource = createMiddleware<LeadsEnv>(async (c, next) => {
  const name = c.req.param('resource') ?? '';
  if (!isResourceName(name)) refuse(c, 404, 'Not found');
  c.set('resource', name);
  await next();
});

/** A write limit's answer for a request: null when it may go on, else the 429 with Retry-After. */
export type Allowance = (c: Context<LeadsEnv>) => Promise<Response | null>;

/** The write limits (rate-limit.ts) for this app's requests. */
export function writeAllowance(buckets: BucketStore, limits: WriteLimits, clientAddress: (c: Context) => string) {
  const answer = async (c: Context, key: string, limit: RateLimitOptions) => {
    const verdict = await buckets.take(key, limit);
    if (verdict.allowed) return null;
    return fail(c, 429, 'Too many writes; try again shortly.', { 'Retry-After': String(verdict.retryAfterSeconds) });
  };
  const create: Allowance = (c) => answer(c, createKey(clientAddress(c)), limits.createsPerAddress);
  // Saves count per record: a visitor's draft is theirs alone, whoever shares their address. An id
  // that cannot name a record is not counted: the store answers 404, counted as a guess.
  const save: Allowance = async (c) => {
    const id = c.req.param('id') ?? '';
    return isRecordId(id) ? answer(c, updateKey(c.var.resource, id), limits.updatesPerRecord) : null;
  };
  /** New records, and wrong guesses (an admin token, a record id), per address; saves per record. */
  return { create, save };
}

/** 429 once the allowance is used up. */
export const limitWrites = (allowance: Allowance) =>
  createMiddleware<LeadsEnv>(async (c, next) => {
    const refused = await allowance(c);
    if (refused) throw new HTTPException(429, { res: refused });
    await next();
  });

const limitPerResource = Object.fromEntries(resourceNames.map((name) => [name, limitBody(bodyLimits.json[name])])) as Record<ResourceName, MiddlewareHandler>;

/**
 * 415, 413 or 400 unless the body is a valid record of the resource; else `data` is set, and
 * `spamReason` from the spam signals, read off the raw body before the struct sees it.
 */
export const recordBody = [
  jsonOnly,
  // The resource's own limit (src/domain/bodyLimits.ts): what its longest record within its field limits needs.
  createMiddleware<LeadsEnv>((c, next) => limitPerResource[c.var.resource](c, next)),
  createMiddleware<LeadsEnv>(async (c, next) => {
    const { fields, reason } = takeSpamSignals(await readJsonObject(c));
    c.set('spamReason', reason);
    c.set('data', toRecordData(c.var.resource, fields, c.req.param('id')));
    await next();
  }),
] as const;
