import { array, boolean, enums, type Infer, object, optional, refine, size, type Struct, validate } from 'superstruct';
import { featureValues } from './features';
import { DraftEmail, EmailUpTo, Filled, Line, Text, WholeNumber } from './fields';
import { fieldLimits, listLimits, numberRanges } from './fieldLimits';
import { formRules } from './formRules';
import type { ServerOwned } from './serverOwned';
import { fieldErrors, type FieldError } from './fieldError';
import { type AttributionField, AttributionFields } from './attribution';
import { MeetingStart, MeetingTimeZone } from './meetings';

/** Form status enumeration (spec section 3). */
export const formStatuses = ['draft', 'submitted'] as const;

/** The wait-list's limits (fieldLimits.ts), which its structs are built from. */
const max = fieldLimits['waitlist-records'];
const range = numberRanges['waitlist-records'];

/** The interesting features: values of the spec's table, each at most once. */
export const InterestedFeatures = refine(
  size(array(enums(featureValues)), 0, listLimits['waitlist-records'].interestedFeatures),
  'Distinct',
  (values) => new Set(values).size === values.length,
);

/**
 * A wait-list entry (spec section 3) as the visitor fills it in. Every field is optional while a
 * draft; `WaitlistSubmission` adds what submitting requires. Unknown fields are refused.
 * `_id`, `createdAt` and `updatedAt` belong to the server and are not part of the body.
 */
export const WaitlistDraft = object({
  name: optional(Line(max.name)),
  email: optional(DraftEmail(max.email)),
  website: optional(Line(max.website)),
  guestCountPerMonth: optional(WholeNumber(range.guestCountPerMonth)),
  center: optional(Line(max.center)),
  country: optional(Line(max.country)),
  notes: optional(Text(max.notes)),
  status: optional(enums(formStatuses)),
  refferalContact: optional(Text(max.refferalContact)),
  hasCenter: optional(boolean()),
  interestedFeatures: optional(InterestedFeatures),
  otherFeatures: optional(Text(max.otherFeatures)),
  scheduleMeetingNotes: optional(Text(max.scheduleMeetingNotes)),
  /** The booked slot's start (issue 34), an ISO instant from GET /api/meeting-slots; booked when the lead is sent. */
  meetingStart: optional(MeetingStart),
  /** The visitor's time zone (an IANA name) the picker showed the times in; the e-mails show the time there. */
  meetingTimeZone: optional(MeetingTimeZone),
  /** Set by the pricing page's email-only form: submitting it then needs the email alone. */
  shortForm: optional(boolean()),
  /** Where the visitor came from (first touch), added by the form's saves. */
  ...AttributionFields,
});
export type WaitlistDraft = Infer<typeof WaitlistDraft>;

/** Submitting needs a name and a valid email, and a center name when the visitor has a center. */
export const WaitlistSubmission = refine(
  object({
    ...WaitlistDraft.schema,
    name: Filled(Line(max.name)),
    email: EmailUpTo(max.email),
  }),
  'CenterRequired',
  (entry) => !entry.hasCenter || (entry.center ?? '').trim().length > 0 || { path: ['center'], message: 'Required', refinement: 'Required' },
);

/** The pricing page's short form (`shortForm: true`) submits an email alone. */
export const WaitlistShortSubmission = object({ ...WaitlistDraft.schema, email: EmailUpTo(max.email) });

export type WaitlistEntry = WaitlistDraft & ServerOwned;

/** The wait-list form's two layouts: the full form, and the pricing page's email-only one. */
export type WaitlistLayout = 'full' | 'short';
export type WaitlistField = Exclude<keyof WaitlistDraft, 'status' | 'interestedFeatures' | AttributionField>;

/**
 * The wait-list asks for a missing e-mail in words of its own (spec: 'Please enter your email'),
 * in the form and in the server's refusal of a post without script alike.
 */
export function askForEmail<T extends Partial<Record<string, FieldError>>>(draft: { email?: unknown }, errors: T): T {
  if (errors.email && !(typeof draft.email === 'string' && draft.email.trim())) return { ...errors, email: { key: 'emailRequired' } };
  return errors;
}

/** Why each failing field is refused; empty when the entry can be submitted. */
export function validateWaitlist(draft: WaitlistDraft, layout: WaitlistLayout): Partial<Record<keyof WaitlistDraft, FieldError>> {
  const [error] = validate(draft, (layout === 'short' ? WaitlistShortSubmission : WaitlistSubmission) as Struct<unknown, unknown>);
  const errors: Partial<Record<keyof WaitlistDraft, FieldError>> = askForEmail(draft, error ? fieldErrors(error.failures()) : {});
  // superstruct runs the center refinement only once everything else is valid; the visitor
  // should see every missing field at once.
  if (layout === 'full' && draft.hasCenter && !draft.center?.trim()) errors.center ??= { key: 'Required' };
  return errors;
}

/** Required marks and length limits for the view (the center is required only with a center: see `WaitlistSubmission`). */
export const waitlistRules = formRules<WaitlistField>('waitlist-records', WaitlistSubmission);
