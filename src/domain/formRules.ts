import { validate, type Struct } from 'superstruct';
import type { MaxLengthFailure, WholeNumberFailure } from './fields';
import { overEveryLimit, type Range } from './limits';

/**
 * What a form's view shows of its rules, read from the structs that hold them (the same ones
 * the server checks): which fields a submission needs, how long each text may be, and which
 * whole numbers a number field takes.
 */
export interface FormRules<F extends string> {
  required: ReadonlySet<F>;
  maxLength: Partial<Record<F, number>>;
  range: Partial<Record<F, Range>>;
}

type ObjectStruct = Struct<any, Record<string, Struct<any, any>>>;

/** The fields a submission cannot do without: those whose struct refuses a missing value. */
function requiredOf(submission: ObjectStruct): Set<string> {
  return new Set(
    Object.entries(submission.schema)
      .filter(([, struct]) => validate(undefined, struct)[0] !== undefined)
      .map(([k]) => k),
  );
}

/** A text field's limit, as its struct reports it on a value over every limit. */
function maxLengthOf(struct: ObjectStruct['schema'][string]): number | undefined {
  const [error] = validate('x'.repeat(overEveryLimit), struct);
  const failure = error?.failures().find((f): f is MaxLengthFailure => f.refinement === 'MaxLength');
  return failure?.max;
}

/** A number field's range, as its struct reports it on a value that is no whole number. */
function rangeOf(struct: ObjectStruct['schema'][string]): Range | undefined {
  const [error] = validate(0.5, struct);
  const failure = error?.failures().find((f): f is WholeNumberFailure => f.refinement === 'WholeNumber');
  return failure && { min: failure.min, max: failure.max };
}

export function formRules<F extends string>(draft: ObjectStruct, submission: ObjectStruct): FormRules<F> {
  const maxLength: Partial<Record<string, number>> = {};
  const range: Partial<Record<string, Range>> = {};
  for (const [field, struct] of Object.entries(draft.schema)) {
    const max = maxLengthOf(struct);
    if (max !== undefined) maxLength[field] = max;
    const whole = rangeOf(struct);
    if (whole) range[field] = whole;
  }
  return { required: requiredOf(submission) as Set<F>, maxLength, range };
}
