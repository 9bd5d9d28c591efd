import { optionLabels } from '../content/options';
import { enums, type Infer, object, optional, validate } from 'superstruct';
import { DraftEmail, EmailUpTo, Filled, Line, Text, WholeNumber } from './fields';
import { fieldLimits, numberRanges } from './fieldLimits';
import { formStatuses } from './waitlist';
import { formRules } from './formRules';
import { submissionOf } from './submission';
import type { ServerOwned } from './serverOwned';
import { fieldErrors, type FieldError } from './fieldError';
import { type AttributionField, AttributionFields } from './attribution';

/** Why a center applies: the program supports new and distressed centers (spec section 2). */
export const situationOptions = [
  { value: 'new', label: optionLabels.situation['new'] },
  { value: 'distressed', label: optionLabels.situation['distressed'] },
  { value: 'other', label: optionLabels.situation['other'] },
] as const;

/** The application's limits (fieldLimits.ts), which its structs are built from. */
const max = fieldLimits['scholarship-applications'];

/** A sponsorship application. The spec names no fields; these are what a decision needs. */
export const ScholarshipDraft = object({
  centerName: optional(Line(max.centerName)),
  contactPersonName: optional(Line(max.contactPersonName)),
  position: optional(Line(max.position)),
  email: optional(DraftEmail(max.email)),
  phone: optional(Line(max.phone)),
  country: optional(Line(max.country)),
  situation: optional(enums(situationOptions.map((o) => o.value))),
  sponsorsContacted: optional(WholeNumber(numberRanges['scholarship-applications'].sponsorsContacted)),
  message: optional(Text(max.message)),
  status: optional(enums(formStatuses)),
  /** Where the visitor came from (first touch), added by the form's saves. */
  ...AttributionFields,
});
export type ScholarshipDraft = Infer<typeof ScholarshipDraft>;

export const ScholarshipSubmission = object({
  ...ScholarshipDraft.schema,
  centerName: Filled(Line(max.centerName)),
  contactPersonName: Filled(Line(max.contactPersonName)),
  email: EmailUpTo(max.email),
  country: Filled(Line(max.country)),
  situation: enums(situationOptions.map((o) => o.value)),
  message: Filled(Text(max.message)),
});

export type ScholarshipApplication = ScholarshipDraft & ServerOwned;

export type ScholarshipField = Exclude<keyof ScholarshipDraft, 'status' | AttributionField>;

/** What still keeps the application from being sent, by field; empty when it can be. */
export function validateScholarship(draft: ScholarshipDraft): Partial<Record<ScholarshipField, FieldError>> {
  const [error] = validate(submissionOf('scholarship-applications', draft), ScholarshipSubmission);
  return error ? fieldErrors(error.failures()) : {};
}

/** Required marks and length limits for the view. */
export const scholarshipRules = formRules<ScholarshipField>('scholarship-applications', ScholarshipSubmission);
