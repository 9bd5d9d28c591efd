/**
 * What a record carries once its visitor sent it (spec section 3: a wait-list entry's and an
 * application's `status: 'submitted'`; a referral's `submitted: true`). The one definition of a
 * submission: the forms add it to the save that sends (`markSent`), the no-script form posts add
 * it to what they describe, and the API, the stores and the messages read it (`isSent`).
 */
export const sentMarks = {
  'waitlist-records': { status: 'submitted' },
  affiliates: { submitted: true },
  'scholarship-applications': { status: 'submitted' },
} as const;

export type SentMarked = keyof typeof sentMarks;

/** Whether `record` says it was sent. */
export const isSent = (resource: SentMarked, record: Record<string, unknown>): boolean =>
  Object.entries(sentMarks[resource]).every(([field, value]) => record[field] === value);

/** `draft` as the save that sends it. */
export const markSent = <T extends object>(resource: SentMarked, draft: T): T & (typeof sentMarks)[SentMarked] => ({ ...draft, ...sentMarks[resource] });
