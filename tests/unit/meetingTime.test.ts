// @vitest-environment node
/**
 * The meeting e-mails show the time in the visitor's zone (issue 34), through luxon: across the
 * weeks when New York and Bucharest change their clocks on different Sundays, the same instant
 * reads differently, and the named zone is what makes the e-mail's time unambiguous.
 */
import { describe, expect, it } from 'vitest';
import { meetingTime } from '../../server/messages/meetingMail';
import { MeetingTimeZone } from '../../src/domain/meetings';
import { is } from 'superstruct';

describe('the time a meeting e-mail shows', () => {
  it.each([
    // 14:00Z: New York on standard time (UTC-5), Bucharest on EET (UTC+2).
    ['2026-03-07T14:00:00Z', 'Saturday, 7 March 2026 at 09:00', 'Saturday, 7 March 2026 at 16:00'],
    // After New York moved its clocks (8 March), before Bucharest does (29 March).
    ['2026-03-10T14:00:00Z', 'Tuesday, 10 March 2026 at 10:00', 'Tuesday, 10 March 2026 at 16:00'],
    // Both on summer time.
    ['2026-06-02T13:00:00Z', 'Tuesday, 2 June 2026 at 09:00', 'Tuesday, 2 June 2026 at 16:00'],
    // Bucharest back on EET (25 October), New York still on EDT until 1 November.
    ['2026-10-27T14:00:00Z', 'Tuesday, 27 October 2026 at 10:00', 'Tuesday, 27 October 2026 at 16:00'],
    ['2026-11-02T14:00:00Z', 'Monday, 2 November 2026 at 09:00', 'Monday, 2 November 2026 at 16:00'],
  ])('%s reads %s in New York and %s in Bucharest', (instant, newYork, bucharest) => {
    expect(meetingTime(instant, 'America/New_York', 'en')).toBe(newYork);
    expect(meetingTime(instant, 'Europe/Bucharest', 'en')).toBe(bucharest);
  });

  it('is written in the lead language', () => {
    expect(meetingTime('2026-06-02T13:00:00Z', 'America/New_York', 'ro')).toBe('marți, 2 iunie 2026 la 09:00');
    expect(meetingTime('2026-06-02T13:00:00Z', 'Europe/Oslo', 'nb')).toBe('tirsdag 2. juni 2026 kl. 15:00');
  });

  it('takes as meetingTimeZone only a zone the runtime knows', () => {
    for (const zone of ['America/New_York', 'Europe/Bucharest', 'UTC', 'America/Argentina/Buenos_Aires']) expect(is(zone, MeetingTimeZone)).toBe(true);
    for (const zone of ['Mars/Olympus_Mons', 'America/New York', '', '../etc/passwd', 'x'.repeat(65)]) expect(is(zone, MeetingTimeZone)).toBe(false);
  });
});
