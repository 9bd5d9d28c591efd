import type { Context } from 'hono';
import type { LeadRecord } from '../../src/domain/resources';
import { jsonAnswer } from '../compression';
import { type ApiError, BadInput } from './errors';

/**
 * Exactly one lead per visitor (issue 13), the HTTP side: the `Idempotency-Key` of a POST, and a
 * record's version as `ETag` / `If-Match`. The version is the record's `updatedAt`, which the
 * store moves forward on every change, so a client can also name it from a record's body.
 */

/** The ETag of a record: its `updatedAt`, quoted. */
export const etagOf = (record: LeadRecord) => `"${record.updatedAt}"`;

/**
 * The versions an `If-Match` names: undefined without the header or with `*` (any version), else
 * the quoted values. A weak tag counts as its value: compression (hono/compress) marks the ETag of
 * a large answer weak, and the version is the same whatever the encoding. Values that are not a
 * version of ours are kept; they simply never match.
 */
export function ifMatchVersions(c: Context): string[] | undefined {
  const header = c.req.header('If-Match');
  if (header === undefined || header.trim() === '*') return undefined;
  return [...header.matchAll(/(?:W\/)?"([^"]*)"/g)].map((m) => m[1]);
}

/** crypto.randomUUID() in the browser: 122 random bits, so nobody finds a record by guessing a key. */
const keyShape = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The `Idempotency-Key` of a POST (lowercased), undefined without one; a guessable key is bad input (400). */
export function idempotencyKey(c: Context): string | undefined {
  const key = c.req.header('Idempotency-Key')?.trim();
  if (key === undefined) return undefined;
  if (!keyShape.test(key)) throw new BadInput('Idempotency-Key must be a random version-4 UUID (crypto.randomUUID()).', 'Idempotency-Key');
  return key.toLowerCase();
}

/** A record answered with its version. */
export const withVersion = (c: Context, record: LeadRecord, status: 200 | 201 = 200, headers: Record<string, string> = {}) =>
  jsonAnswer(c, record, status, { ...headers, ETag: etagOf(record) });

/**
 * A write refused because of the record's current state (409 submitted, 412 changed since the
 * version named): the error, and the record as it is now, so the client can show it or merge.
 */
export const refusedWith = (c: Context, status: 409 | 412, error: string, record: LeadRecord) =>
  jsonAnswer(c, { error, record } satisfies ApiError & { record: LeadRecord }, status, { ETag: etagOf(record) });
