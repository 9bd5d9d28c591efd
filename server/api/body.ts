import type { Context } from 'hono';
import { maxBodyBytes } from '../../src/domain/bodyLimits';
import { BadInput } from './errors';

/** The largest request body accepted: derived from the structs' field limits (src/domain/bodyLimits.ts). */
export { maxBodyBytes };

/** Keys that reach Object.prototype (or a class) when a parsed body is merged or spread. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

export type BodyResult =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; status: 413 | 415 }
  | { ok: false; status: 400; error: BadInput };

const bad = (message: string, field: string | null = null): BodyResult => ({ ok: false, status: 400, error: new BadInput(message, field) });

function isJsonType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [type, ...params] = contentType.split(';').map((s) => s.trim().toLowerCase());
  if (type !== 'application/json') return false;
  const charset = params.find((p) => p.startsWith('charset='));
  return !charset || /^charset="?utf-8"?$/.test(charset);
}

/** Reads at most `limit` bytes; null when the body is longer (whatever Content-Length claimed). */
export async function readLimited(c: Context, limit: number): Promise<Uint8Array | null> {
  const declared = Number(c.req.header('Content-Length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

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

/** The request's JSON object body: 415 unless JSON, 413 over the limit, 400 unless an object. */
export async function readJsonObject(c: Context, limit = maxBodyBytes): Promise<BodyResult> {
  if (!isJsonType(c.req.header('Content-Type'))) return { ok: false, status: 415 };
  const bytes = await readLimited(c, limit);
  if (!bytes) return { ok: false, status: 413 };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bad('The body is not valid UTF-8.');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return bad('The body is not valid JSON.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return bad('The body must be a JSON object.');
  const problem = inspectRaw(value as Record<string, unknown>);
  return problem ? { ok: false, status: 400, error: problem } : { ok: true, value: value as Record<string, unknown> };
}
