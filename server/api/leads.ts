import { type Context, Hono } from 'hono';
import { bodyLimits } from '../../src/domain/bodyLimits';
import { isResourceName, type ResourceName } from '../../src/domain/resources';
import type { LeadStore } from '../db/store';
import { adminGuard } from './admin';
import { readJsonObject } from './body';
import { recordsCsv } from './csv';
import { BadInput, badInput, fail } from './errors';
import { createRateLimiter, type RateLimitOptions } from './rate-limit';
import { toRecordData } from './validate';

export interface LeadsApiOptions {
  store: LeadStore;
  adminToken?: string;
  writeLimit: RateLimitOptions;
  /** The address a request is counted under for the write limit. */
  clientAddress: (c: Context) => string;
}

/**
 * The three lead resources (DESIGN.md 'API contract'), mounted under /api:
 * POST /{resource}/ → 201, GET/PUT /{resource}/{id} → 200 | 404 (| 409), DELETE (admin) → 204,
 * GET /{resource}[?format=csv] (admin) → the list. Anti-forgery is checked before this (xsrf.ts).
 */
export function leadsApi({ store, adminToken, writeLimit, clientAddress }: LeadsApiOptions): Hono {
  const api = new Hono();
  const limiter = createRateLimiter(writeLimit);
  const refuseAdmin = adminGuard(adminToken);

  const resourceOf = (c: Context): ResourceName | null => {
    const name = c.req.param('resource') ?? '';
    return isResourceName(name) ? name : null;
  };
  const notFound = (c: Context) => fail(c, 404, 'Not found');
  const limited = (c: Context): Response | null => {
    const verdict = limiter.take(clientAddress(c));
    if (verdict.allowed) return null;
    return fail(c, 429, 'Too many writes from this address; try again shortly.', { 'Retry-After': String(verdict.retryAfterSeconds) });
  };
  /** Refuses a call without the admin token; wrong guesses count as writes, so guessing is throttled. */
  const notAdmin = (c: Context): Response | null => {
    const refused = refuseAdmin(c);
    return refused && (limited(c) ?? refused);
  };
  /** Reads and validates the body into record data, or answers 4xx. */
  const recordData = async (c: Context, resource: ResourceName, id?: string) => {
    const limit = bodyLimits.json[resource];
    const body = await readJsonObject(c, limit);
    if (!body.ok) {
      if (body.status === 400) return badInput(c, body.error);
      if (body.status === 413) return fail(c, 413, `The body is larger than ${limit} bytes, more than any record within its field limits needs.`);
      return fail(c, 415, 'Send the record as Content-Type: application/json.');
    }
    try {
      return toRecordData(resource, body.value, id);
    } catch (error) {
      if (error instanceof BadInput) return badInput(c, error);
      throw error;
    }
  };

  api.get('/health', async (c) => {
    try {
      await store.ping();
      return c.json({ status: 'ok' });
    } catch {
      return c.json({ status: 'unavailable' }, 503);
    }
  });

  const list = async (c: Context) => {
    const resource = resourceOf(c);
    if (!resource) return notFound(c);
    const refused = notAdmin(c);
    if (refused) return refused;
    const format = c.req.query('format') ?? 'json';
    if (format !== 'json' && format !== 'csv') return badInput(c, new BadInput('format is csv or json.', 'format'));
    const records = await store.list(resource);
    if (format === 'json') return c.json(records);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(recordsCsv(resource, records), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${resource}-${day}.csv"`,
    });
  };

  const create = async (c: Context) => {
    const resource = resourceOf(c);
    if (!resource) return notFound(c);
    const refused = limited(c);
    if (refused) return refused;
    const data = await recordData(c, resource);
    if (data instanceof Response) return data;
    const record = await store.create(resource, data);
    return c.json(record, 201, { Location: `/api/${resource}/${record._id}` });
  };

  const methodNotAllowed = (allow: string) => (c: Context) =>
    resourceOf(c) ? fail(c, 405, 'Method not allowed', { Allow: allow }) : notFound(c);

  // DESIGN.md writes the POST with a trailing slash; both spellings are one resource.
  for (const path of ['/:resource', '/:resource/']) {
    api.get(path, list);
    api.post(path, create);
    api.all(path, methodNotAllowed('GET, HEAD, POST'));
  }

  api.get('/:resource/:id', async (c) => {
    const resource = resourceOf(c);
    const record = resource && (await store.get(resource, c.req.param('id')));
    return record ? c.json(record) : notFound(c);
  });

  api.put('/:resource/:id', async (c) => {
    const resource = resourceOf(c);
    if (!resource) return notFound(c);
    const refused = limited(c);
    if (refused) return refused;
    const id = c.req.param('id');
    const data = await recordData(c, resource, id);
    if (data instanceof Response) return data;
    const result = await store.update(resource, id, data);
    if (result.outcome === 'not-found') return notFound(c);
    if (result.outcome === 'submitted') return fail(c, 409, 'This record has been submitted and can no longer be changed.');
    return c.json(result.record);
  });

  api.delete('/:resource/:id', async (c) => {
    const resource = resourceOf(c);
    if (!resource) return notFound(c);
    const refused = notAdmin(c);
    if (refused) return refused;
    return (await store.remove(resource, c.req.param('id'))) ? c.body(null, 204) : notFound(c);
  });

  api.all('/:resource/:id', methodNotAllowed('GET, HEAD, PUT, DELETE'));
  // A sub-app's notFound() is ignored once mounted (STACK.md): answer unknown API paths here.
  api.all('*', notFound);
  return api;
}
