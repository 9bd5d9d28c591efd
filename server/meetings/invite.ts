import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Meeting } from './store';

/**
 * The calendar invite of a meeting (RFC 5545, made by ical-generator): what the e-mails to the
 * visitor and to the team carry as their `text/calendar; method=…` part and `.ics` attachment.
 * The UID is the meeting's and never changes, so a calendar replaces the event on an update
 * (SEQUENCE + 1, made at each reschedule) and removes it on a cancel (METHOD:CANCEL, with the
 * SEQUENCE the cancel set). Times are instants (UTC, `…Z`), which every calendar shows in its
 * owner's zone.
 */
export interface InviteParty {
  email: string;
  name?: string;
}

export interface InviteOptions {
  meeting: Pick<Meeting, 'id' | 'start' | 'end' | 'sequence' | 'videoUrl' | 'status'>;
  /** The team: ALERT_EMAIL_FROM's address as a rule, the one replies go to. */
  organizer: InviteParty;
  /** The visitor, at the address they typed. */
  attendee: InviteParty;
  /** Title and text in the lead's language (the message pipeline's catalogues). */
  summary: string;
  description?: string;
}

export type InviteMethod = 'REQUEST' | 'CANCEL';

/** The UID of every invite of one meeting. */
export const meetingUid = (meetingId: string) => `${meetingId}@meetings.heartwork`;

/** The .ics text: REQUEST while the meeting is booked, CANCEL once it is cancelled. */
export function meetingInvite({ meeting, organizer, attendee, summary, description }: InviteOptions): { method: InviteMethod; ics: string } {
  const cancelled = meeting.status === 'cancelled';
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: 'Heartwork', product: 'website', language: 'EN' }, method });
  calendar.createEvent({
    id: meetingUid(meeting.id),
    sequence: meeting.sequence,
    start: new Date(meeting.start),
    end: new Date(meeting.end),
    stamp: new Date(),
    summary,
    description: description ? `${description}\n\n${meeting.videoUrl}` : meeting.videoUrl,
    location: meeting.videoUrl,
    url: meeting.videoUrl,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: organizer.name ?? organizer.email, email: organizer.email },
    attendees: [
      {
        email: attendee.email,
        name: attendee.name,
        role: ICalAttendeeRole.REQ,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.NEEDSACTION,
        rsvp: !cancelled,
      },
    ],
  });
  return { method: cancelled ? 'CANCEL' : 'REQUEST', ics: calendar.toString() };
}
