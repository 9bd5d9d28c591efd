import { type Context, Hono } from 'hono';
import type { LeadStore } from '../db/store';
import { publicRecord } from '../../src/domain/resources';
import { adminOnly, type AdminGuesses } from './admin';
import { recordsCsv } from './csv';
import { BadInput, fail } from './errors';
import { oneAtATime } from './oneAtATime';
import { knownResource, type LeadsEnv, limitWrites, recordBody, writeAllowance } from './guards';
import type { BucketStore, WriteLimits } from './rate-limit';
import { idempotencyKey, ifMatchVersions, refusedWith, withVersion } from './versions';

export interface LeadsApiOptions {
  store: LeadStore;
  adminToken?: string;
  writeLimits: WriteLimits;
  /** Where the write limits count (this process's memory, or PostgreSQL shared by processes). */
  buckets: BucketStore;
  /** The address a request is counted under for the write limits. */
  clientAddress: (c: Context) => string;
  /** Where wrong admin tokens are counted (shared with the inbox's sign-in). */
  guesses: AdminGuesses;
}

/**
 * The three lead resources (DESIGN.md 'API contract'), mounted under /api:
 * POST /{resource}/ → 201 (200 for a repeated Idempotency-Key), GET/PUT /{resource}/{id} → 200 |
 * 404 (| 409 | 412), DELETE (admin) → 204, GET /{resource}[?format=csv] (admin) → the list.
 * Anti-forgery is checked before this (xsrf.ts); every other check is a guard (guards.ts) in
 * front of the handler.
 */
export function leadsApi({ store, adminToken, writeLimits, buckets, clientAddress, guesses }: LeadsApiOptions): Hono<LeadsEnv> {
  const api = new Hono<LeadsEnv>();
  const allowance = writeAllowance(buckets, writeLimits, clientAddress);
  const admin = adminOnly(adminToken, guesses);
  const notFound = (c: Context) => fail(c, 404, 'Not found');
  const methodNotAllowed = (allow: string) => (c: Context) => fail(c, 405, 'Method not allowed', { Allow: allow });
  const sameKey = oneAtATime();

  // 'ok' means a lead sent now would be kept. The embedded database refuses every call, this
  // read included, from a failed flush until it has been reopened (db/pglite-thread.ts), so a
  // monitor sees 503 while writes cannot be made durable, not only when reads fail.
  const ready = async (c: Context) => {
    try {
      await store.ping();
      return c.json({ status: 'ok' });
    } catch {
      return c.json({ status: 'unavailable' }, 503);
    }
  };
  // /health (the first name, kept) and /health/ready are one check; /health/live asks only
  // whether the process answers, never the database, so an orchestrator restarts a hung process
  // but not one that waits for its database.
  api.get('/health', ready);
  api.get('/health/ready', ready);
  api.get('/health/live', (c) => c.json({ status: 'ok' }));
  for (const path of ['/health', '/health/ready', '/health/live']) api.all(path, methodNotAllowed('GET, HEAD'));

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
    api.post(path, knownResource, ...recordBody, async (c) => {
      const key = idempotencyKey(c);
      return key ? sameKey(`${c.var.resource} ${key}`, () => create(c, key)) : create(c, undefined);
    });
    api.all(path, knownResource, methodNotAllowed('GET, HEAD, POST'));
  }

  async function create(c: Context<LeadsEnv>, key: string | undefined): Promise<Response> {
    const meta = { spamReason: c.var.spamReason };
    // A repeated POST (a reload, a retry) answers the record its key made: 200, not a second one,
    // and not counted as a new record: a clinic's shared address must not lock a visitor out of
    // the draft they already have. (An unguessable key that finds nothing makes a record: counted.)
    const known = key ? await store.findByKey(c.var.resource, key) : null;
    if (known)
      return withVersion(c, publicRecord(c.var.resource, known), 200, { Location: `/api/${c.var.resource}/${known._id}`, 'Idempotent-Replayed': 'true' });
    const refused = await allowance.create(c);
    if (refused) return refused;
    const { record, replayed } = key
      ? await store.createOnce(c.var.resource, c.var.data, key, meta)
      : { record: await store.create(c.var.resource, c.var.data, meta), replayed: false };
    const location = { Location: `/api/${c.var.resource}/${record._id}` };
    // A replay may find a record sent by another page: read back like any other (publicRecord).
    // A new one is what this request sent, echoed.
    return replayed
      ? withVersion(c, publicRecord(c.var.resource, record), 200, { ...location, 'Idempotent-Replayed': 'true' })
      : withVersion(c, record, 201, location);
  }

  api.get('/:resource/:id', knownResource, async (c) => {
    const record = await store.get(c.var.resource, c.req.param('id'));
    return record ? withVersion(c, publicRecord(c.var.resource, record)) : notFound(c);
  });

  api.put('/:resource/:id', knownResource, limitWrites(allowance.save), ...recordBody, async (c) => {
    const result = await store.update(c.var.resource, c.req.param('id'), c.var.data, { ifVersion: ifMatchVersions(c), spamReason: c.var.spamReason });
    if (result.outcome === 'not-found') return (await allowance.create(c)) ?? notFound(c); // a guessed id counts as a create
    if (result.outcome === 'submitted')
      return refusedWith(c, 409, 'This record has been submitted and can no longer be changed.', publicRecord(c.var.resource, result.record));
    if (result.outcome === 'conflict')
      return refusedWith(c, 412, 'This record has changed since the version in If-Match.', publicRecord(c.var.resource, result.record));
    return withVersion(c, result.record);
  });

  api.delete('/:resource/:id', knownResource, admin, async (c) => ((await store.remove(c.var.resource, c.req.param('id'))) ? c.body(null, 204) : notFound(c)));

  api.all('/:resource/:id', knownResource, methodNotAllowed('GET, HEAD, PUT, DELETE'));
  // A sub-app's notFound() is ignored once mounted (STACK.md): answer unknown API paths here.
  api.all('*', notFound);
  return api;
}
