import { optionLabels } from '../content/options';
import { enums, type Infer, object, optional, validate } from 'superstruct';
import { DraftEmail, Email, Filled, FreeText, Phone, ShortText, WholeNumber } from './fields';
import { ranges } from './limits';
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

/** A sponsorship application. The spec names no fields; these are what a decision needs. */
export const ScholarshipDraft = object({
  centerName: optional(ShortText),
  contactPersonName: optional(ShortText),
  position: optional(ShortText),
  email: optional(DraftEmail),
  phone: optional(Phone),
  country: optional(ShortText),
  situation: optional(enums(situationOptions.map((o) => o.value))),
  sponsorsContacted: optional(WholeNumber(ranges.sponsorsContacted)),
  message: optional(FreeText),
  status: optional(enums(formStatuses)),
  /** Where the visitor came from (first touch), added by the form's saves. */
  ...AttributionFields,
});
export type ScholarshipDraft = Infer<typeof ScholarshipDraft>;

export const ScholarshipSubmission = object({
  ...ScholarshipDraft.schema,
  centerName: Filled(ShortText),
  contactPersonName: Filled(ShortText),
  email: Email,
  country: Filled(ShortText),
  situation: enums(situationOptions.map((o) => o.value)),
  message: Filled(FreeText),
});

export type ScholarshipApplication = ScholarshipDraft & ServerOwned;

export type ScholarshipField = Exclude<keyof ScholarshipDraft, 'status' | AttributionField>;

/** What still keeps the application from being sent, by field; empty when it can be. */
export function validateScholarship(draft: ScholarshipDraft): Partial<Record<ScholarshipField, FieldError>> {
  const [error] = validate(submissionOf('scholarship-applications', draft), ScholarshipSubmission);
  return error ? fieldErrors(error.failures()) : {};
}

/** Required marks and length limits for the view. */
export const scholarshipRules = formRules<ScholarshipField>(ScholarshipDraft, ScholarshipSubmission);
