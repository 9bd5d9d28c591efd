import type { Struct } from 'superstruct';
import { type FormPost, type FormPostName, formPosts } from '../../src/domain/formPosts';
import { fieldNames, resources } from '../../src/domain/resources';
import { submissionOf } from '../../src/domain/submission';
import type { FormValues } from './formBody';

/** A whole number as a number box sends it; anything else stays text, for the struct to refuse and name. */
const wholeNumber = /^\s*-?\d+\s*$/;

/**
 * The record a plain form post describes, shaped by the resource's own structs: text as typed
 * (a browser sends a line break as CR LF, the script as LF: LF is what is stored and counted),
 * an empty box or choice left out, a ticked checkbox as true, a list of ticked options as a list.
 * Names that are no field of the record (a checkbox that only reveals part of the form) are not
 * stored. What the struct refuses is named by the validator, as for the API.
 */
/**
 * Fields only the page's script fills: a booked meeting time comes from the slot picker, which
 * needs script; without it the visitor suggests a time in words and the team books it (issue 34).
 * A post naming one is not taken as a booking.
 */
const scriptOnly: ReadonlySet<string> = new Set(['meetingStart', 'meetingTimeZone']);

export function formRecord(form: FormPostName, values: FormValues): Record<string, unknown> {
  const resource = formPosts[form].resource;
  const schema = resources[resource].draft.schema as Record<string, Struct<any, any>>;
  const data: Record<string, unknown> = {};
  for (const name of fieldNames(resource)) {
    if (scriptOnly.has(name)) continue;
    const sent = values.get(name);
    if (!sent?.length) continue;
    const first = sent[0]!;
    switch (schema[name]!.type) {
      case 'array':
        data[name] = sent;
        break;
      case 'boolean':
        data[name] = true;
        break;
      case 'integer':
      case 'number':
        if (first.trim() !== '') data[name] = wholeNumber.test(first) ? Number(first) : first;
        break;
      default:
        if (first !== '') data[name] = first.replace(/\r\n?/g, '\n');
    }
  }
  // A post is the submission, as the form's script would send it, with the form's own mark (server/README.md 'Resources').
  const { sends }: FormPost = formPosts[form];
  return { ...submissionOf(resource, data), ...sends };
}
