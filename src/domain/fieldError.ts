import { validate, type Failure, type Struct } from 'superstruct';
import type { MaxLengthFailure, WholeNumberFailure } from './fields';

/**
 * Why a field is refused, as a key (and the numbers its message needs), never as words: the
 * domain and the machines stay language-free (issue 17), and each view says it in the page's
 * language (src/components/form/errorMessage.ts reads src/domain/messages.ts). The keys are the
 * names of those messages.
 */
export type FieldError =
  | { key: 'Required' | 'Email' | 'emailRequired' | 'emailLocalPartTooLong' | 'invalid' }
  | { key: MeetingRefusalKey }
  | { key: 'tooLong'; max: number }
  | { key: 'wholeNumber'; min: number; max: number };

export type FieldErrorKey = FieldError['key'];

/**
 * Why a meeting time (or a booking) is refused (the server's MeetingRefused, issue 34): each its
 * own words, so that a time that is no time offered, or booking switched off, is never said as
 * 'taken by someone else'.
 */
export const meetingRefusalKeys = [
  'meetingTaken',
  'meetingNotOffered',
  'meetingOff',
  'meetingLeadUnknown',
  'meetingLeadHasOne',
  'meetingNotBooked',
  'meetingTooManyChanges',
] as const;
export type MeetingRefusalKey = (typeof meetingRefusalKeys)[number];

const simpleKeys: ReadonlySet<string> = new Set(['Required', 'Email', 'emailRequired', 'emailLocalPartTooLong', 'invalid', ...meetingRefusalKeys]);

/** Whether a value (e.g. from a server's answer) is a refusal this client can name. */
export function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { key, max } = value as { key?: unknown; max?: unknown };
  if (key === 'tooLong') return typeof max === 'number' && Number.isFinite(max);
  if (key === 'wholeNumber') return [max, (value as { min?: unknown }).min].every((n) => typeof n === 'number' && Number.isFinite(n));
  return typeof key === 'string' && simpleKeys.has(key);
}

/** Why one superstruct failure refuses its field. */
export function failureError(failure: Failure): FieldError {
  if (failure.refinement === 'Required' || failure.refinement === 'CenterRequired' || failure.value === undefined || failure.value === '') {
    return { key: failure.type === 'Email' && failure.value ? 'Email' : 'Required' };
  }
  if (failure.type === 'Email') return { key: 'Email' };
  if (failure.refinement === 'EmailLocalPartLength') return { key: 'emailLocalPartTooLong' };
  if (failure.refinement === 'WholeNumber') {
    const { min, max } = failure as WholeNumberFailure;
    return { key: 'wholeNumber', min, max };
  }
  if (failure.refinement === 'MaxLength') return { key: 'tooLong', max: (failure as MaxLengthFailure).max };
  return { key: 'invalid' };
}

/** Field name → why, for every failing field of a struct validation (the first failure of each). */
export function fieldErrors(failures: Iterable<Failure>): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const f of failures) {
    const key = String(f.path[0] ?? f.key ?? '');
    if (key && !(key in errors)) errors[key] = failureError(f);
  }
  return errors;
}

/**
 * The fields whose value a draft's own struct refuses, and why: a form leaves them out of the
 * draft it saves (machines/draftForm.ts), so one wrong value never stops the others' saves.
 */
export function draftRefusals(draft: Struct<any, any>, value: object): Record<string, FieldError> {
  const [error] = validate(value, draft);
  return error ? fieldErrors(error.failures()) : {};
}
