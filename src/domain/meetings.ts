import { refine } from 'superstruct';
import { Text } from './fields';
import { meetingLimits } from './fieldLimits';

/**
 * A booked demo meeting's time on the wire (issue 34): an ISO 8601 instant, with `Z` or an
 * offset, as `GET /api/meeting-slots` gives them. Only the shape is checked here (the browser
 * carries no time-zone library); the server checks at send time that it is a slot it offers.
 */
const instantShape = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:\d\d)$/;

export const MeetingStart = refine(Text(meetingLimits.meetingStart), 'MeetingStart', (value) => instantShape.test(value) && !Number.isNaN(Date.parse(value)));

/**
 * The visitor's own time zone (issue 34), an IANA name such as `America/New_York`, saved beside
 * `meetingStart` by the picker: the e-mails show the meeting's time in it. Checked against the
 * zones this runtime's Intl knows (the browser's and Node's), never by a list of our own.
 */
export const MeetingTimeZone = refine(Text(meetingLimits.meetingTimeZone), 'MeetingTimeZone', (value) => {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
});

/** What a meeting can become once booked; 'booked' is the only one that holds a future slot. */
export const meetingStatuses = ['booked', 'cancelled', 'held', 'no-show'] as const;
export type MeetingStatus = (typeof meetingStatuses)[number];

/** The outcomes the team records after the time (the inbox's 'held' / 'no-show'). */
export const meetingOutcomes = ['held', 'no-show'] as const;
export type MeetingOutcome = (typeof meetingOutcomes)[number];

/** `GET /api/meeting-slots`: `enabled: false` (and no slots) while MEETING_HOURS is unset. */
export interface MeetingSlots {
  enabled: boolean;
  timeZone: string | null;
  minutes: number | null;
  slots: Array<{ start: string; end: string }>;
}

/** A meeting in the team's list (`GET /api/admin/meetings`): when, who, which center, which lead. */
export interface TeamMeeting {
  id: string;
  leadId: string;
  start: string;
  end: string;
  status: MeetingStatus;
  videoUrl: string;
  bookedBy: 'visitor' | 'team';
  name: string | null;
  email: string | null;
  center: string | null;
}

/**
 * A lead's demo meeting as its record in the desk carries it, whoever booked it (the visitor on
 * the form, or the team): the one booked, held or missed, else the last one cancelled.
 */
export type RecordMeeting = Pick<TeamMeeting, 'id' | 'start' | 'end' | 'status' | 'videoUrl' | 'bookedBy'>;

/** A time the owner blocked out (`GET /api/admin/meetings/blocks`): no slot is offered inside it. */
export interface MeetingBlock {
  id: string;
  start: string;
  end: string;
  note: string;
}

/** The most characters of a blocked time's note: the inbox's box and the server's check. */
export const blockNoteLimit = 200;

/** What the owner sends to block a time out: ISO instants (made in the owner's zone by luxon) and a note. */
export type MeetingBlockInput = Omit<MeetingBlock, 'id'>;
