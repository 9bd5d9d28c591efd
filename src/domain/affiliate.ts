import { optionLabels } from '../content/options';
import { boolean, enums, type Infer, object, optional, validate } from 'superstruct';
import { DraftEmail, EmailUpTo, Filled, Line, Text } from './fields';
import { fieldLimits } from './fieldLimits';
import { fieldErrors, type FieldError } from './fieldError';
import { formRules } from './formRules';
import { submissionOf } from './submission';
import type { ServerOwned } from './serverOwned';
import { type AttributionField, AttributionFields } from './attribution';

/**
 * The affiliate form's two option lists. The spec leaves them unnamed; these serve a referral:
 * how the affiliate knows the center, and where the center stands today. Labels in src/content/options.ts.
 */
export const relationshipOptions = [
  { value: 'work-there', label: optionLabels.relationship['work-there'] },
  { value: 'guest', label: optionLabels.relationship['guest'] },
  { value: 'partner', label: optionLabels.relationship['partner'] },
  { value: 'know-director', label: optionLabels.relationship['know-director'] },
  { value: 'other', label: optionLabels.relationship['other'] },
] as const;

export const centerStageOptions = [
  { value: 'opening', label: optionLabels.centerStage['opening'] },
  { value: 'paper', label: optionLabels.centerStage['paper'] },
  { value: 'other-software', label: optionLabels.centerStage['other-software'] },
  { value: 'unknown', label: optionLabels.centerStage['unknown'] },
] as const;

const relationship = enums(relationshipOptions.map((o) => o.value));
const centerStage = enums(centerStageOptions.map((o) => o.value));

/** The referral's limits (fieldLimits.ts), which its structs are built from. */
const max = fieldLimits.affiliates;

/** An affiliate referral (spec section 3) while being filled in: every field optional. */
export const AffiliateDraft = object({
  centerName: optional(Line(max.centerName)),
  website: optional(Line(max.website)),
  contactPersonName: optional(Line(max.contactPersonName)),
  email: optional(DraftEmail(max.email)),
  phone: optional(Line(max.phone)),
  otherInfo: optional(Text(max.otherInfo)),
  nameA: optional(Line(max.nameA)),
  emailA: optional(DraftEmail(max.emailA)),
  relationship: optional(relationship),
  centerStage: optional(centerStage),
  submitted: optional(boolean()),
  /** Where the visitor came from (first touch), added by the form's saves. */
  ...AttributionFields,
});
export type AffiliateDraft = Infer<typeof AffiliateDraft>;

/** Every field is required except phone and other information (spec section 5). */
export const AffiliateSubmission = object({
  ...AffiliateDraft.schema,
  centerName: Filled(Line(max.centerName)),
  website: Filled(Line(max.website)),
  contactPersonName: Filled(Line(max.contactPersonName)),
  email: EmailUpTo(max.email),
  nameA: Filled(Line(max.nameA)),
  emailA: EmailUpTo(max.emailA),
  relationship,
  centerStage,
});

export type AffiliateReferral = AffiliateDraft & ServerOwned;

export type AffiliateField = Exclude<keyof AffiliateDraft, 'submitted' | AttributionField>;

/**
 * What the next referral starts with after one is sent: most likely the same person refers
 * again, so their own name and e-mail stay; the center's details go.
 */
export const referrerOf = ({ nameA, emailA }: AffiliateDraft): AffiliateDraft => ({
  ...(nameA !== undefined && { nameA }),
  ...(emailA !== undefined && { emailA }),
});

/** The fields to fix before the referral can be sent; empty when it can. */
export function validateAffiliate(draft: AffiliateDraft): Partial<Record<AffiliateField, FieldError>> {
  const [error] = validate(submissionOf('affiliates', draft), AffiliateSubmission);
  return error ? fieldErrors(error.failures()) : {};
}

/** Required marks and length limits for the view. */
export const affiliateRules = formRules<AffiliateField>('affiliates', AffiliateSubmission);
