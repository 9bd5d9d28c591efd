/**
 * What makes a lead a submission (issue 33, one home for the rule): the fields a record holds once
 * it is sent, per resource. The form machines make their submission with them and know its save
 * by them; the API's resources (`ResourceDef.isSubmitted`) and the forms posted without script
 * (server/forms/formRecord.ts) read the same. The pricing page's short form adds its own mark
 * (`shortForm`), which says which form sent the lead, not that it is sent.
 */
export const submittedMark = {
  'waitlist-records': { status: 'submitted' },
  affiliates: { submitted: true },
  'scholarship-applications': { status: 'submitted' },
} as const satisfies Record<string, Record<string, unknown>>;

export type LeadResource = keyof typeof submittedMark;

/** Whether a record (or a draft) is its resource's submission. */
export const isSubmissionOf = (resource: LeadResource, record: Record<string, unknown>): boolean =>
  Object.entries(submittedMark[resource]).every(([field, value]) => record[field] === value);

/** The draft made its resource's submission. */
export const submissionOf = <TDraft extends object>(resource: LeadResource, draft: TDraft) => ({ ...draft, ...submittedMark[resource] });
