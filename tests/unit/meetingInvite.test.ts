import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { meetingInvite, meetingUid } from '../../server/meetings/invite';

const meeting = {
  id: '5b0c3b8e-9a43-4c1e-8f55-2f4f6a8b7c10',
  start: '2026-03-30T06:00:00.000Z', // 09:00 in Bucharest, the day after the clocks change
  end: '2026-03-30T06:30:00.000Z',
  sequence: 0,
  videoUrl: 'https://meet.jit.si/heartwork-AbC123',
  status: 'booked' as const,
};
const parties = {
  organizer: { name: 'Heartwork team', email: 'team@heartwork.example' },
  attendee: { name: 'Ana Popescu', email: 'ana@centru-viata.ro' },
  summary: 'Demo Heartwork',
};

/** The invite read back by Mozilla's iCalendar parser, as a calendar would. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const prop = (name: string) => event.getFirstPropertyValue(name);
  return { calendar, event, prop };
}

describe('the meeting invite', () => {
  it('is a REQUEST with a stable UID, UTC times, the team as organizer, the visitor as attendee and the video link', () => {
    const { ics, method } = meetingInvite({ meeting, ...parties });
    expect(method).toBe('REQUEST');
    const { calendar, event, prop } = parse(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(prop('uid')).toBe(meetingUid(meeting.id));
    expect(ics).toContain('DTSTART:20260330T060000Z');
    expect(ics).toContain('DTEND:20260330T063000Z');
    expect((prop('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(meeting.start);
    expect(prop('sequence')).toBe(0);
    expect(String(prop('organizer')).toLowerCase()).toBe('mailto:team@heartwork.example');
    const attendee = event.getFirstProperty('attendee')!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:ana@centru-viata.ro');
    expect(attendee.getParameter('rsvp')).toBe('TRUE');
    expect(prop('location')).toBe(meeting.videoUrl);
    expect(prop('url')).toBe(meeting.videoUrl);
    expect(prop('summary')).toBe('Demo Heartwork');
  });

  it('keeps the UID and carries the new SEQUENCE when moved, and cancels with METHOD:CANCEL', () => {
    const moved = parse(
      meetingInvite({ meeting: { ...meeting, start: '2026-03-31T06:00:00.000Z', end: '2026-03-31T06:30:00.000Z', sequence: 1 }, ...parties }).ics,
    );
    expect(moved.prop('uid')).toBe(meetingUid(meeting.id));
    expect(moved.prop('sequence')).toBe(1);
    expect((moved.prop('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe('2026-03-31T06:00:00.000Z');
    const cancel = meetingInvite({ meeting: { ...meeting, status: 'cancelled', sequence: 2 }, ...parties });
    expect(cancel.method).toBe('CANCEL');
    const parsed = parse(cancel.ics);
    expect(parsed.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(parsed.prop('status')).toBe('CANCELLED');
    expect(parsed.prop('uid')).toBe(meetingUid(meeting.id));
    expect(parsed.prop('sequence')).toBe(2);
  });
});
