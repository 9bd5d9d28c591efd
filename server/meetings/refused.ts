import type { MeetingRefusalKey } from '../../src/domain/fieldError';

export type MeetingRefusalReason = 'taken' | 'not-offered' | 'off' | 'not-found' | 'not-booked' | 'too-many-changes';

/** Each reason's key (src/domain/fieldError.ts), which the site's pages say in their own language. */
const reasonKeys: Record<MeetingRefusalReason, MeetingRefusalKey> = {
  taken: 'meetingTaken',
  'not-offered': 'meetingNotOffered',
  off: 'meetingOff',
  'not-found': 'meetingLeadUnknown',
  'not-booked': 'meetingNotBooked',
  'too-many-changes': 'meetingTooManyChanges',
};

/**
 * A meeting time that cannot be booked, answered with the field named (README 'Booking a
 * meeting'): 409 when the time was offered but is not free now (taken meanwhile, blocked, too
 * soon, booking switched off), so the visitor picks another; 400 when it is no time the hours
 * ever offer. Thrown inside the transaction that sends the lead, it rolls the send back. The
 * answer's `reasons` names the field's refusal as a key (`key`), as a 400 of bad input does, so
 * that a page never words 'off' or 'not offered' as 'taken'.
 */
export class MeetingRefused extends Error {
  readonly key: MeetingRefusalKey;
  constructor(
    readonly status: 400 | 409,
    message: string,
    readonly field: string,
    readonly reason: MeetingRefusalReason,
    key?: MeetingRefusalKey,
  ) {
    super(message);
    this.key = key ?? reasonKeys[reason];
  }

  /** The answer's body: `{ error, field, reason, reasons: { [field]: { key } } }`. */
  get body() {
    return { error: this.message, field: this.field, reason: this.reason, reasons: { [this.field]: { key: this.key } } };
  }
}

export const refusals = {
  taken: (field: string) => new MeetingRefused(409, 'That time has just been taken. Please pick another.', field, 'taken'),
  off: (field: string) => new MeetingRefused(409, 'Booking a time is not available right now. Please suggest a time in the box instead.', field, 'off'),
  notOffered: (field: string) => new MeetingRefused(400, 'That is not a time we offer. Please pick one of the times shown.', field, 'not-offered'),
  tooManyChanges: () =>
    new MeetingRefused(
      409,
      'This meeting has been moved too many times. Please reply to our e-mail and we will find a time together.',
      'start',
      'too-many-changes',
    ),
  notBooked: () => new MeetingRefused(409, 'This meeting has been cancelled or has already taken place.', 'status', 'not-booked'),
};
