import { type Struct, validate } from 'superstruct';
import type { MaxLengthFailure } from './fields';
import { overEveryLimit } from './limits';
import { fieldNames, type ResourceName, resourceNames, resources, serverFields } from './resources';

/**
 * The largest request body a record can need, derived from the structs themselves (issue 14:
 * 'limits that agree'): a form whose every field is within its limit always fits, in any script,
 * and there is no second number to keep in step with the field limits.
 *
 * Lengths in the structs count UTF-16 code units (`string.length`, as `maxlength` does). One code
 * unit is at most 3 bytes of UTF-8 (a character outside the BMP is 4 bytes for 2 units), and
 * JSON.stringify writes every character a record may hold as itself except `"`, `\` and the
 * line breaks and tab, which become 2 bytes: so a string is at most 3 bytes per unit, plus quotes.
 */
const bytesPerUnit = 3;
/** The longest JSON text of any JavaScript number ('-2.2250738585072014e-308'). */
const longestNumber = 24;
/** `_id`, `createdAt`, `updatedAt` may come back in a PUT (server/api/validate.ts accepts up to 64 units). */
const serverFieldUnits = 64;

const utf8 = (text: string) => new TextEncoder().encode(text).byteLength;

/**
 * The `max` of a struct's `size` refinement, read from its failure on an over-long probe (the
 * structs are built with `size(…, 0, max)` in fields.ts; superstruct keeps no other handle on it).
 */
function sizeMax(struct: Struct<any, any>, probe: unknown): number {
  const [error] = validate(probe, struct);
  const failures = error?.failures() ?? [];
  // Text limits travel with their failure (fields.ts MaxLengthFailure); list sizes are superstruct's `size`.
  const text = failures.find((f): f is MaxLengthFailure => f.refinement === 'MaxLength');
  if (text) return text.max;
  const failure = failures.find((f) => f.refinement === 'size');
  const max = failure && /between `\d+` and `(\d+)`/.exec(failure.message)?.[1];
  if (!max) throw new Error(`A ${struct.type} field has no size limit: every text and list field needs one, or no body limit can be derived.`);
  return Number(max);
}

/** A list longer than any list field allows, of items its element struct accepts (else the size is not checked). */
function listProbe(struct: Struct<any, any>): unknown[] {
  const element = struct.schema as Struct<any, any>;
  const item = element.type === 'enums' ? Object.values(element.schema as Record<string, unknown>)[0] : 'x';
  return Array.from({ length: 10_000 }, () => item);
}

/** The most UTF-16 code units a string struct accepts. */
export function maxUnits(struct: Struct<any, any>): number {
  return sizeMax(struct, 'x'.repeat(overEveryLimit));
}

/** The longest JSON text (in UTF-8 bytes) of any value the struct accepts. */
export function maxJsonValueBytes(struct: Struct<any, any>): number {
  switch (struct.type) {
    case 'string':
      return 2 + bytesPerUnit * maxUnits(struct);
    case 'enums':
      return Math.max(...Object.values(struct.schema as Record<string, unknown>).map((v) => utf8(JSON.stringify(v))));
    case 'boolean':
      return utf8('false');
    case 'integer':
    case 'number':
      return longestNumber;
    case 'array': {
      const count = sizeMax(struct, listProbe(struct));
      return 2 + count * (maxJsonValueBytes(struct.schema as Struct<any, any>) + 1);
    }
    default:
      throw new Error(`No byte bound for a field of type ${struct.type}.`);
  }
}

const fieldStructs = (resource: ResourceName) =>
  fieldNames(resource).map((name) => [name, (resources[resource].draft.schema as Record<string, Struct<any, any>>)[name]!] as const);

/** `{"name":value,…}` with every field at its longest, the server's own fields included. */
export function maxJsonBytes(resource: ResourceName): number {
  const member = (name: string, valueBytes: number) => utf8(JSON.stringify(name)) + 1 + valueBytes + 1;
  let bytes = 2;
  for (const [name, struct] of fieldStructs(resource)) bytes += member(name, maxJsonValueBytes(struct));
  for (const name of serverFields) bytes += member(name, 2 + bytesPerUnit * serverFieldUnits);
  return bytes;
}

/**
 * Room for what a plain HTML form sends beside the record's fields (a checkbox that only shows
 * or hides part of the form, a submit button's name): small and fixed.
 */
export const formExtrasBytes = 1024;

/**
 * The same for a plain HTML form post (`application/x-www-form-urlencoded`, JavaScript off):
 * every byte of a value may be percent-encoded (3 bytes), a line break is sent as CR LF, and a
 * list repeats its name per item.
 */
export function maxFormBytes(resource: ResourceName): number {
  let bytes = formExtrasBytes;
  for (const [name, struct] of fieldStructs(resource)) {
    const pair = (valueBytes: number) => utf8(name) + 1 + 3 * valueBytes + 1;
    if (struct.type === 'array') {
      const count = sizeMax(struct, listProbe(struct));
      bytes += count * pair(maxJsonValueBytes(struct.schema as Struct<any, any>));
    } else {
      bytes += pair(maxJsonValueBytes(struct));
    }
  }
  return bytes;
}

const perResource = (bytes: (resource: ResourceName) => number) =>
  Object.fromEntries(resourceNames.map((name) => [name, bytes(name)])) as Record<ResourceName, number>;

/** Per resource, computed once: the JSON body limit of the API and the plain form post's limit. */
export const bodyLimits = { json: perResource(maxJsonBytes), form: perResource(maxFormBytes) } as const;

/**
 * Per resource, the most items each list field takes. The server refuses a longer list before
 * validating its items: a body within the byte limit can hold 39,000 wrong items, and a failure
 * for each took 160–220 ms of the one thread to build.
 */
export const listLimits = Object.fromEntries(
  resourceNames.map((name) => [
    name,
    Object.fromEntries(fieldStructs(name).flatMap(([field, struct]) => (struct.type === 'array' ? [[field, sizeMax(struct, listProbe(struct))]] : []))),
  ]),
) as Record<ResourceName, Record<string, number>>;

/** The largest JSON body of any resource: the API's limit before it knows which resource is meant. */
export const maxBodyBytes = Math.max(...Object.values(bodyLimits.json));
