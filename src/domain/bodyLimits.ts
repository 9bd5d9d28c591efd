import type { Struct } from 'superstruct';
import { listLimitOf, textLimitOf } from './fieldLimits';
import { fieldNames, type ResourceName, resourceNames, resources, serverFields } from './resources';
import { serverFieldLimit } from './serverOwned';

/**
 * The largest request body a record can need, derived from the form's field limits (issue 14:
 * 'limits that agree'; issue 33: read from the tables in fieldLimits.ts that the structs are built
 * from) and its structs' field types: a form whose every field is within its limit always fits, in
 * any script, and there is no second number to keep in step with the field limits.
 *
 * Lengths in the structs count UTF-16 code units (`string.length`, as `maxlength` does). One code
 * unit is at most 3 bytes of UTF-8 (a character outside the BMP is 4 bytes for 2 units), and
 * JSON.stringify writes every character a record may hold as itself except `"`, `\` and the
 * line breaks and tab, which become 2 bytes: so a string is at most 3 bytes per unit, plus quotes.
 */
const bytesPerUnit = 3;
/** The longest JSON text of any JavaScript number ('-2.2250738585072014e-308'). */
const longestNumber = 24;

const utf8 = (text: string) => new TextEncoder().encode(text).byteLength;

/** A field's limit from its resource's table; a text or list field without one is a mistake no body limit survives. */
function limitOf(table: (resource: ResourceName, field: string) => number | undefined, resource: ResourceName, field: string, kind: string): number {
  const limit = table(resource, field);
  if (limit === undefined)
    throw new Error(
      `${resource}.${field} has no ${kind} limit in src/domain/fieldLimits.ts: every text and list field needs one, or no body limit can be derived.`,
    );
  return limit;
}

/** The longest JSON text (in UTF-8 bytes) of any value of `field` (of type `struct`) its limits allow. */
function maxJsonValueBytes(resource: ResourceName, field: string, struct: Struct<any, any>): number {
  switch (struct.type) {
    case 'string':
      return 2 + bytesPerUnit * limitOf(textLimitOf, resource, field, 'length');
    case 'enums':
      return longestOption(struct);
    case 'boolean':
      return utf8('false');
    case 'integer':
    case 'number':
      return longestNumber;
    case 'array':
      return 2 + limitOf(listLimitOf, resource, field, 'list') * (maxItemBytes(struct) + 1);
    default:
      throw new Error(`No byte bound for ${resource}.${field}, a field of type ${struct.type}.`);
  }
}

/** The longest JSON text of an option of an option list (`enums`). */
const longestOption = (options: Struct<any, any>) => Math.max(...Object.values(options.schema as Record<string, unknown>).map((v) => utf8(JSON.stringify(v))));

/** The longest JSON text of one item of a list field: its items are options of a list. */
function maxItemBytes(list: Struct<any, any>): number {
  const item = list.schema as Struct<any, any>;
  if (item.type !== 'enums') throw new Error(`No byte bound for list items of type ${item.type}.`);
  return longestOption(item);
}

const fieldStructs = (resource: ResourceName) =>
  fieldNames(resource).map((name) => [name, (resources[resource].draft.schema as Record<string, Struct<any, any>>)[name]!] as const);

/** `{"name":value,…}` with every field at its longest, the server's own fields included. */
function maxJsonBytes(resource: ResourceName): number {
  const member = (name: string, valueBytes: number) => utf8(JSON.stringify(name)) + 1 + valueBytes + 1;
  let bytes = 2;
  for (const [name, struct] of fieldStructs(resource)) bytes += member(name, maxJsonValueBytes(resource, name, struct));
  for (const name of serverFields) bytes += member(name, 2 + bytesPerUnit * serverFieldLimit);
  return bytes;
}

/**
 * Room for what a plain HTML form sends beside the record's fields (a checkbox that only shows
 * or hides part of the form, a submit button's name): small and fixed.
 */
const formExtrasBytes = 1024;

/**
 * The same for a plain HTML form post (`application/x-www-form-urlencoded`, JavaScript off):
 * every byte of a value may be percent-encoded (3 bytes), a line break is sent as CR LF, and a
 * list repeats its name per item.
 */
function maxFormBytes(resource: ResourceName): number {
  let bytes = formExtrasBytes;
  for (const [name, struct] of fieldStructs(resource)) {
    const pair = (valueBytes: number) => utf8(name) + 1 + 3 * valueBytes + 1;
    if (struct.type === 'array') bytes += limitOf(listLimitOf, resource, name, 'list') * pair(maxItemBytes(struct));
    else bytes += pair(maxJsonValueBytes(resource, name, struct));
  }
  return bytes;
}

const perResource = (bytes: (resource: ResourceName) => number) =>
  Object.fromEntries(resourceNames.map((name) => [name, bytes(name)])) as Record<ResourceName, number>;

/** Per resource, computed once: the JSON body limit of the API and the plain form post's limit. */
export const bodyLimits = { json: perResource(maxJsonBytes), form: perResource(maxFormBytes) } as const;

/** The largest JSON body of any resource: the API's limit before it knows which resource is meant. */
export const maxBodyBytes = Math.max(...Object.values(bodyLimits.json));
