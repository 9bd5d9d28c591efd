import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { maxBodyBytes } from '../../src/domain/bodyLimits';
import { BadInput, refuse } from './errors';

/**
 * The largest request body accepted, derived from the structs' field limits (issue 14,
 * src/domain/bodyLimits.ts): a record within its field limits always fits. Per resource in guards.ts.
 */
export { maxBodyBytes };

/** Keys that reach Object.prototype (or a class) when a parsed body is merged or spread. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

function isJsonType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [type, ...params] = contentType.split(';').map((s) => s.trim().toLowerCase());
  if (type !== 'application/json') return false;
  const charset = params.find((p) => p.startsWith('charset='));
  return !charset || /^charset="?utf-8"?$/.test(charset);
}

/** 415 unless the body is JSON in UTF-8. Checked before the size, so a form post hears why. */
export const jsonOnly: MiddlewareHandler = async (c, next) => {
  if (!isJsonType(c.req.header('Content-Type'))) refuse(c, 415, 'Send the record as Content-Type: application/json.');
  await next();
};

/**
 * 413 for a body over `maxBodyBytes`, whatever Content-Length says: a Content-Length is trusted
 * (Node's parser never reads past it), a streamed body is counted as it arrives (hono's bodyLimit).
 * The Content-Length case is decided here, from the headers alone, with hono's rule: hono's
 * bodyLimit first asks for `req.raw.body`, which makes @hono/node-server build a full WHATWG
 * Request with a ReadableStream over the socket (10 % of the main thread's time per write, measured
 * in docs/benchmarks.md), where its lightweight request reads the body straight from Node.
 */
export const limitBody = (maxSize = maxBodyBytes): MiddlewareHandler => {
  const tooLarge = (c: Context) => refuse(c, 413, `The body is larger than ${maxSize} bytes, more than any record within its field limits needs.`);
  const streamed = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    const length = c.req.header('Content-Length');
    if (length === undefined || c.req.header('Transfer-Encoding') !== undefined) return streamed(c, next);
    if (Number.parseInt(length, 10) > maxSize) tooLarge(c);
    await next();
  };
};

const isPrimitive = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * Checks the parsed body as it arrived, before any struct sees it: prototype keys at any depth,
 * and values other than what a record field can hold (text, number, yes/no, a list of those).
 * No object reaches the validator, whose messages would call an attacker's `toString`.
 * Iterative, so a body of brackets cannot overflow the stack.
 */
export function inspectRaw(body: Record<string, unknown>): BadInput | null {
  const stack: { value: unknown; field: string }[] = [];
  for (const key of Object.keys(body)) {
    if (forbiddenKeys.has(key)) return new BadInput(`The key "${key}" is not allowed.`, key);
    stack.push({ value: body[key], field: key });
  }
  while (stack.length) {
    const { value, field } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    for (const key of Object.keys(value)) {
      if (forbiddenKeys.has(key)) return new BadInput(`The key "${key}" is not allowed.`, field);
      stack.push({ value: (value as Record<string, unknown>)[key], field });
    }
  }
  for (const [field, value] of Object.entries(body)) {
    const fits = isPrimitive(value) || (Array.isArray(value) && value.every(isPrimitive));
    if (!fits) return new BadInput(`"${field}" has the wrong type.`, field);
  }
  return null;
}

/** The request's JSON object body (after jsonOnly and limitBody), or BadInput unless an object. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const bytes = await c.req.arrayBuffer();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BadInput('The body is not valid UTF-8.', null);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadInput('The body is not valid JSON.', null);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new BadInput('The body must be a JSON object.', null);
  const problem = inspectRaw(value as Record<string, unknown>);
  if (problem) throw problem;
  return value as Record<string, unknown>;
}
