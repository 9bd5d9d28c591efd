import { type Context, Hono } from 'hono';
import type { LeadStore } from '../db/store';
import { adminOnly } from './admin';
import { recordsCsv } from './csv';
import { BadInput, fail } from './errors';
import { knownResource, type LeadsEnv, limitWrites, recordBody, writeAllowance } from './guards';
import { createRateLimiter, type RateLimitOptions } from './rate-limit';

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
 * GET /{resource}[?format=csv] (admin) → the list. Anti-forgery is checked before this (xsrf.ts);
 * every other check is a guard (guards.ts) in front of the handler.
 */
export function leadsApi({ store, adminToken, writeLimit, clientAddress }: LeadsApiOptions): Hono<LeadsEnv> {
  const api = new Hono<LeadsEnv>();
  const allowance = writeAllowance(createRateLimiter(writeLimit), clientAddress);
  // Wrong admin tokens count as writes, so guessing is throttled.
  const admin = adminOnly(adminToken, allowance);
  const write = limitWrites(allowance);
  const notFound = (c: Context) => fail(c, 404, 'Not found');
  const methodNotAllowed = (allow: string) => (c: Context) => fail(c, 405, 'Method not allowed', { Allow: allow });

  api.get('/health', async (c) => {
    try {
      await store.ping();
      return c.json({ status: 'ok' });
    } catch {
      return c.json({ status: 'unavailable' }, 503);
    }
  });

  // DESIGN.md writes the POST with a trailing slash; both spellings are one resource.
  for (const path of ['/:resource', '/:resource/']) {
    api.get(path, knownResource, admin, async (c) => {
      const format = c.req.query('format') ?? 'json';
      if (format !== 'json' && format !== 'csv') throw new BadInput('format is csv or json.', 'format');
      const records = await store.list(c.var.resource);
      if (format === 'json') return c.json(records);
      const day = new Date().toISOString().slice(0, 10);
      return c.body(recordsCsv(c.var.resource, records), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${c.var.resource}-${day}.csv"`,
      });
    });
    api.post(path, knownResource, write, ...recordBody, async (c) => {
      const record = await store.create(c.var.resource, c.var.data);
      return c.json(record, 201, { Location: `/api/${c.var.resource}/${record._id}` });
    });
    api.all(path, knownResource, methodNotAllowed('GET, HEAD, POST'));
  }

  api.get('/:resource/:id', knownResource, async (c) => {
    const record = await store.get(c.var.resource, c.req.param('id'));
    return record ? c.json(record) : notFound(c);
  });

  api.put('/:resource/:id', knownResource, write, ...recordBody, async (c) => {
    const result = await store.update(c.var.resource, c.req.param('id'), c.var.data);
    if (result.outcome === 'not-found') return notFound(c);
    if (result.outcome === 'submitted') return fail(c, 409, 'This record has been submitted and can no longer be changed.');
    return c.json(result.record);
  });

  api.delete('/:resource/:id', knownResource, admin, async (c) =>
    (await store.remove(c.var.resource, c.req.param('id'))) ? c.body(null, 204) : notFound(c),
  );

  api.all('/:resource/:id', knownResource, methodNotAllowed('GET, HEAD, PUT, DELETE'));
  // A sub-app's notFound() is ignored once mounted (STACK.md): answer unknown API paths here.
  api.all('*', notFound);
  return api;
}
