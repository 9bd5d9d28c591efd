import { type Struct, validate } from 'superstruct';
import { errorMessage } from '../../src/components/form/errorMessage';
import { listLimitOf } from '../../src/domain/fieldLimits';
import { fieldErrors } from '../../src/domain/fieldError';
import { fieldNames, type ResourceDef, type ResourceName, resources, serverFields } from '../../src/domain/resources';
import { serverFieldLimit } from '../../src/domain/serverOwned';
import { BadInput } from './errors';

const serverOwned = new Set<string>(serverFields);

/**
 * Turns a parsed body into the data to store, or says which field is wrong. The server's own
 * fields (`_id`, `createdAt`, `updatedAt`) may come back in a PUT of the whole record and are
 * dropped (the stored ones stay); an `_id` that names another record is refused. A record being
 * submitted must pass the resource's submission struct, a draft its draft struct.
 */
export function toRecordData(resource: ResourceName, body: Record<string, unknown>, id?: string): Record<string, unknown> {
  const known = new Set(fieldNames(resource));
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (serverOwned.has(key)) {
      if (typeof value !== 'string' || value.length > serverFieldLimit) throw new BadInput(`"${key}" is set by the server.`, key);
      if (key === '_id' && id !== undefined && value !== id) throw new BadInput('"_id" does not match the record addressed.', key);
      continue;
    }
    if (!known.has(key)) throw new BadInput(`Unknown field "${key}".`, key);
    const most = listLimitOf(resource, key);
    if (most !== undefined && Array.isArray(value) && value.length > most) throw new BadInput(`"${key}" holds at most ${most} items.`, key);
    data[key] = value;
  }
  const def: ResourceDef = resources[resource];
  const struct: Struct<any, any> = def.isSubmitted(data) ? def.submissionFor(data) : def.draft;
  let error;
  try {
    [error] = validate(data, struct);
  } catch {
    // inspectRaw() keeps objects out; should a value still upset the validator, it is bad input.
    throw new BadInput('Invalid record.', null);
  }
  if (error) {
    const failures = error.failures();
    const field = String(failures[0].path[0] ?? failures[0].key ?? '') || null;
    const reasons = def.explain ? def.explain(data, fieldErrors(failures)) : fieldErrors(failures);
    const errors = Object.fromEntries(Object.entries(reasons).map(([name, reason]) => [name, errorMessage(reason)]));
    throw new BadInput(field ? `Invalid field "${field}".` : 'Invalid record.', field, errors, reasons);
  }
  return data;
}
