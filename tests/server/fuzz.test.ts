/**
 * Property-based attacks on the API (fast-check): random and hostile bodies (huge and unicode
 * strings, wrong types, nested objects, prototype keys, SQL metacharacters, broken JSON) must
 * never get a 5xx, and whatever is acknowledged must be a valid record stored exactly as sent;
 * nor may random headers, nor the owner's inbox queries (a session's audit found a 500 in each).
 * Runs on the embedded database, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import fc from 'fast-check';
import type { Hono } from 'hono';
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureValues } from '../../src/domain/features';
import { fieldNames, type ResourceDef, type ResourceName, resourceNames, resources, serverFields } from '../../src/domain/resources';
import { testApp } from './helpers/app';
import { viaApp, Visitor } from './helpers/client';
import { pgliteStore, postgresStore, type TestStore, testDatabaseUrl } from './helpers/db';
import { samples } from './samples';

const allFields = [...new Set(resourceNames.flatMap(fieldNames))];

const sqlAndFormulas = [
  "'; DROP TABLE leads; --",
  "' OR '1'='1",
  '"); DELETE FROM leads; --',
  '$1',
  '$$ SELECT 1 $$',
  '\\x00',
  "E'\\\\'",
  '%00',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '=cmd|" /C calc"!A0',
  '@SUM(1+1)',
  '-2+3',
  '\u202Egnp.exe',
];

const char = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.constantFrom('\u0000', '\ud800', '\udfff', '\u0007', '\u2028', '"', "'", '\\', ';', '=', '@', '\n', '😀', 'ș', 'ø'),
);

const hostileString = fc.oneof(
  fc.string({ unit: char, maxLength: 40 }),
  fc.constantFrom(...sqlAndFormulas),
  fc.integer({ min: 0, max: 6_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom(63, 64, 65, 199, 200, 201, 253, 254, 255, 4_999, 5_000, 5_001).map((n) => 'ă'.repeat(n)),
  fc.integer({ min: 0, max: 2_600 }).map((n) => '😀'.repeat(n)),
  fc.tuple(fc.integer({ min: 0, max: 70 }), fc.integer({ min: 0, max: 200 })).map(([local, domain]) => `${'a'.repeat(local)}@${'b'.repeat(domain)}.com`),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.constantFrom('draft', 'submitted', true, 0, -0, 1e6, 1e6 + 1, 1.5, -1),
  fc.array(fc.constantFrom(...featureValues, 'x', '__proto__', 'constructor'), { maxLength: 25 }),
  fc.jsonValue({ maxDepth: 6 }),
);

const key = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...allFields) },
  { weight: 1, arbitrary: fc.constantFrom(...serverFields, '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '$where') },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** An object whose keys may be '__proto__' and the like, as own properties (as JSON.parse makes them). */
const hostileObject = fc.array(fc.tuple(key, hostileValue), { maxLength: 14 }).map((entries) => {
  const object: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(object, k, { value: v, enumerable: true, writable: true, configurable: true });
  return object;
});

/** Mostly valid-looking records with one thing wrong, so the validator's deeper paths are reached. */
const nearlyValid = fc
  .tuple(fc.constantFrom(...resourceNames), fc.boolean(), fc.constantFrom(...allFields, '__proto__', 'extra'), hostileValue)
  .map(([resource, submitted, field, value]) => {
    const base = { ...samples[resource][submitted ? 'submitted' : 'draft'] };
    Object.defineProperty(base, field, { value, enumerable: true, writable: true, configurable: true });
    return base;
  });

const rawBody = fc.oneof(
  { weight: 6, arbitrary: fc.oneof(hostileObject, nearlyValid).map((o) => JSON.stringify(o)) },
  { weight: 1, arbitrary: fc.string({ unit: char, maxLength: 200 }) },
  { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v) ?? '') },
  { weight: 1, arbitrary: hostileObject.map((o) => `{"name":"dup",${JSON.stringify(o).slice(1)}`.replace(/,}$/, '}')) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 5_000 }).map((n) => `{"notes":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`) },
  { weight: 1, arbitrary: fc.integer({ min: 30_000, max: 40_000 }).map((n) => `{"notes":"${'x'.repeat(n)}"}`) },
);

/** encodeURIComponent refuses lone surrogates: replace them as a browser would. */
const wellFormed = (s: string) => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** What the export adds beside the visitor's fields: the server's own, and the spam verdict for the owner. */
const notTheVisitors = new Set<string>([...serverFields, 'spam', 'spamReason']);
const stripServer = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([k]) => !notTheVisitors.has(k)));

/** Key-order-independent JSON, so the stored record can be compared with what was sent. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );

function expectValidRecord(resource: ResourceName, record: Record<string, unknown>) {
  const def: ResourceDef = resources[resource];
  const data = stripServer(record);
  expect(validate(data, def.draft)[0]).toBeUndefined();
  if (def.isSubmitted(data)) expect(validate(data, def.submissionFor(data))[0]).toBeUndefined();
}

const drivers: [string, () => Promise<TestStore>, boolean][] = [
  ['PGlite (embedded)', pgliteStore, false],
  ['PostgreSQL (TEST_DATABASE_URL)', () => postgresStore(), !testDatabaseUrl],
];

describe.each(drivers)('hostile input on %s', (_, open, skip) => {
  let t: TestStore;
  let app: Hono;
  let visitor: Visitor;
  beforeAll(async () => {
    if (skip) return;
    t = await open();
    app = testApp(t.store);
    visitor = await new Visitor(viaApp(app)).start();
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: string, path: string, body: string) =>
    visitor.request(method, path, method === 'GET' || method === 'DELETE' ? {} : { body, headers: { 'Content-Type': 'application/json' } });

  it.skipIf(skip)('POST: never a 5xx; a 201 is a valid record stored exactly as sent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...resourceNames), rawBody, async (resource, body) => {
        const res = await send('POST', `/api/${resource}/`, body);
        expect([201, 400, 413]).toContain(res.status);
        const answer = await res.json();
        if (res.status !== 201) {
          expect(answer.error).toEqual(expect.any(String));
          if (res.status === 400) expect(answer).toHaveProperty('field');
          return;
        }
        expectValidRecord(resource, answer);
        expect(canonical(stripServer(answer))).toBe(canonical(stripServer(JSON.parse(body))));
        const stored = await t.store.get(resource, answer._id);
        expect(stored).toEqual(answer);
      }),
      { numRuns: 400 },
    );
  });

  it.skipIf(skip)('PUT: never a 5xx; a 200 is a valid record stored exactly as sent; a refused PUT changes nothing', async () => {
    const drafts = Object.fromEntries(await Promise.all(resourceNames.map(async (r) => [r, await t.store.create(r, samples[r].draft)] as const)));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...resourceNames), rawBody, async (resource, body) => {
        const id = drafts[resource]._id;
        const before = await t.store.get(resource, id);
        const res = await send('PUT', `/api/${resource}/${id}`, body);
        expect([200, 400, 409, 413]).toContain(res.status);
        const answer = await res.json();
        const after = await t.store.get(resource, id);
        if (res.status !== 200) {
          expect(after).toEqual(before);
          return;
        }
        expectValidRecord(resource, answer);
        expect(after).toEqual(answer);
        expect(answer.createdAt).toBe(before!.createdAt);
        // A submitted record is frozen: start again from a fresh draft so later runs reach the validator.
        if (resources[resource].isSubmitted(answer)) drafts[resource] = await t.store.create(resource, samples[resource].draft);
      }),
      { numRuns: 300 },
    );
  });

  it.skipIf(skip)('any id, method and path: never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'PUT', 'DELETE', 'POST', 'PATCH'),
        fc.oneof(fc.constantFrom(...resourceNames), fc.string({ maxLength: 20 })),
        fc.oneof(
          fc.uuid().map(encodeURIComponent),
          fc.string({ unit: char, maxLength: 60 }).map((s) => encodeURIComponent(wellFormed(s))),
          // Sent as is: broken percent-escapes, NUL, an encoded slash, a way up.
          fc.constantFrom('..', '%2e%2e', '%ff', '%E0%A4%A', '%', '%00', '%2F', '%C0%AF', "1'%20OR%20'1'='1", '00000000-0000-4000-8000-000000000000'),
        ),
        async (method, resource, id) => {
          const res = await send(method, `/api/${encodeURIComponent(wellFormed(resource))}/${id}`, '{}');
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });

  it.skipIf(skip)('any header a client can send (anti-forgery token, Idempotency-Key, If-Match, Authorization, Content-Type): never a 5xx', async () => {
    // What a header may carry: Latin-1 without control characters (Node reads a header's bytes as Latin-1).
    const headerChar = fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff })).map((c) => String.fromCharCode(c));
    const headerValue = fc.oneof(
      fc.string({ unit: headerChar, maxLength: 80 }),
      fc.string({ unit: headerChar, minLength: 43, maxLength: 43 }),
      fc.string({ unit: headerChar, minLength: 36, maxLength: 36 }),
      fc.constantFrom('', ' ', 'Bearer', 'bearer  x', 'W/"x"', '*', '"2026-11-25T00:00:00.000Z"', 'application/json; charset=latin1'),
    );
    const id = (await t.store.create('affiliates', samples.affiliates.draft))._id;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PUT', 'DELETE', 'GET'),
        fc.dictionary(fc.constantFrom('X-XSRF-TOKEN', 'Idempotency-Key', 'If-Match', 'Authorization', 'Content-Type'), headerValue, { maxKeys: 3 }),
        async (method, headers) => {
          const path = method === 'POST' ? '/api/affiliates/' : `/api/affiliates/${id}`;
          const res = await visitor.request(
            method,
            path,
            method === 'GET' || method === 'DELETE'
              ? { headers }
              : { body: '{"centerName":"Fjord"}', headers: { 'Content-Type': 'application/json', ...headers } },
          );
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });

  it.skipIf(skip)('the owner’s inbox: any search, filter, cursor or e-mail looked up, never a 5xx', async () => {
    const inboxApp = testApp(t.store, { inbox: { sql: t.db.sql, idleMs: 3_600_000 } });
    const owner = await new Visitor(viaApp(inboxApp)).start();
    const text = fc.oneof(
      fc.string({ unit: char, maxLength: 40 }).map(wellFormed),
      fc.constantFrom(...sqlAndFormulas),
      fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String),
      fc.constantFrom('-1', '1e3', '0x10', '9223372036854775807', '9223372036854775808', '%', '_', '\\'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('list', 'csv', 'privacy', 'export', 'erase'),
        fc.constantFrom('q', 'filter', 'before', 'after', 'email'),
        text,
        async (call, name, value) => {
          const query = `${name}=${encodeURIComponent(value)}`;
          const res =
            call === 'erase'
              ? await owner.request('POST', '/api/admin/privacy/erase', { admin: true, json: { email: value } })
              : await owner.request(
                  'GET',
                  {
                    list: `/api/admin/leads/affiliates?${query}`,
                    csv: `/api/admin/leads/affiliates/csv?${query}`,
                    privacy: `/api/admin/privacy?email=${encodeURIComponent(value)}`,
                    export: `/api/admin/privacy/export?email=${encodeURIComponent(value)}`,
                  }[call],
                  { admin: true },
                );
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });

  it.skipIf(skip)('leaves only valid records in the database', async () => {
    for (const resource of resourceNames) {
      const records = await t.store.list(resource);
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) expectValidRecord(resource, record);
    }
  });
});
