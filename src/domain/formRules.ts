import { validate, type Struct } from 'superstruct';
import { fieldLimits, numberRanges } from './fieldLimits';
import type { Range } from './limits';
import type { LeadResource } from './submission';

/**
 * What a form's view shows of its rules: which fields a submission needs (read from the struct the
 * server checks), how long each text may be and which whole numbers a number field takes (the
 * form's tables in fieldLimits.ts, which its structs are built from).
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

export function formRules<F extends string>(resource: LeadResource, submission: ObjectStruct): FormRules<F> {
  return {
    required: requiredOf(submission) as Set<F>,
    maxLength: fieldLimits[resource] as Partial<Record<F, number>>,
    range: numberRanges[resource] as Partial<Record<F, Range>>,
  };
}
