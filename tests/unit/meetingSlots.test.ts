import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { HoursError, parseHours } from '../../server/meetings/hours';
import { readMeetingConfig, type MeetingConfig } from '../../server/meetings/config';
import { gridSlotAt, openSlots, scheduleSlots } from '../../server/meetings/slots';

const config = (timeZone: string, hours: string, extra: Partial<MeetingConfig> = {}): MeetingConfig => ({
  ...readMeetingConfig({ MEETING_TIMEZONE: timeZone, MEETING_HOURS: hours, MEETING_NOTICE_HOURS: '0' })!,
  ...extra,
});
const local = (slots: { start: Date }[], zone: string) => slots.map((s) => DateTime.fromJSDate(s.start, { zone }).toFormat('yyyy-MM-dd HH:mm ZZ'));
const utc = (slots: { start: Date }[]) => slots.map((s) => s.start.toISOString());
const at = (iso: string) => new Date(iso);

describe('MEETING_HOURS', () => {
  it('reads days, day ranges and several windows', () => {
    expect(parseHours('mon-fri 09:00-12:00,13:00-17:00; sat 10:00-12:00')).toEqual({
      1: [
        { start: 540, end: 720 },
        { start: 780, end: 1020 },
      ],
      2: [
        { start: 540, end: 720 },
        { start: 780, end: 1020 },
      ],
      3: [
        { start: 540, end: 720 },
        { start: 780, end: 1020 },
      ],
      4: [
        { start: 540, end: 720 },
        { start: 780, end: 1020 },
      ],
      5: [
        { start: 540, end: 720 },
        { start: 780, end: 1020 },
      ],
      6: [{ start: 600, end: 720 }],
    });
    expect(parseHours('tue,thu 14:00-24:00')).toEqual({ 2: [{ start: 840, end: 1440 }], 4: [{ start: 840, end: 1440 }] });
  });

  it.each([
    ['mon-fri 9-12', 'mon-fri 9-12', 'not HH:MM'],
    ['mon-fry 09:00-12:00', 'mon-fry 09:00-12:00', 'names no day ("fry"'],
    ['mon-fri 09:00-12:00; sat', 'sat', 'names days but no hours'],
    ['fri-mon 09:00-12:00', 'fri-mon 09:00-12:00', 'running backwards'],
    ['mon 12:00-09:00', 'mon 12:00-09:00', 'ends before it starts'],
    ['mon 09:00-12:00; mon 11:00-13:00', 'mon 11:00-13:00', 'overlaps other hours of mon'],
    ['mon 09:00', 'mon 09:00', 'not "HH:MM-HH:MM"'],
  ])('refuses %s, naming the bad part', (text, part, why) => {
    expect(() => parseHours(text)).toThrow(HoursError);
    expect(() => parseHours(text)).toThrow(`"${part}" `);
    expect(() => parseHours(text)).toThrow(why);
  });

  it('is off without MEETING_HOURS and refuses a bad setting by name', () => {
    expect(readMeetingConfig({})).toBeNull();
    expect(() => readMeetingConfig({ MEETING_HOURS: 'mon 09:00-10:00', MEETING_TIMEZONE: 'Mars/Olympus' })).toThrow('MEETING_TIMEZONE');
    expect(() => readMeetingConfig({ MEETING_HOURS: 'mon 09:00-10:00', MEETING_MINUTES: '0' })).toThrow('MEETING_MINUTES');
    expect(() => readMeetingConfig({ MEETING_HOURS: 'mon 09:00-10:00', MEETING_VIDEO_URL: 'http://x/{id}' })).toThrow('MEETING_VIDEO_URL');
  });
});

describe('slots across daylight-saving changes', () => {
  it('keeps 09:00 in Bucharest at 09:00 local across the March change (07:00Z, then 06:00Z)', () => {
    const slots = scheduleSlots(config('Europe/Bucharest', 'mon-sun 09:00-09:30'), at('2026-03-27T12:00:00Z')).slice(0, 3);
    expect(local(slots, 'Europe/Bucharest')).toEqual(['2026-03-28 09:00 +02:00', '2026-03-29 09:00 +03:00', '2026-03-30 09:00 +03:00']);
    expect(utc(slots)).toEqual(['2026-03-28T07:00:00.000Z', '2026-03-29T06:00:00.000Z', '2026-03-30T06:00:00.000Z']);
  });

  it('keeps 09:00 in Bucharest at 09:00 local across the October change', () => {
    const slots = scheduleSlots(config('Europe/Bucharest', 'mon-sun 09:00-09:30'), at('2026-10-24T00:00:00Z')).slice(0, 2);
    expect(utc(slots)).toEqual(['2026-10-24T06:00:00.000Z', '2026-10-25T07:00:00.000Z']);
  });

  it('offers nothing in the hour Bucharest skips on 29 March', () => {
    const slots = scheduleSlots(config('Europe/Bucharest', 'sun 01:00-05:00'), at('2026-03-28T00:00:00Z')).slice(0, 5);
    // 03:15 does not exist that night: 01:00, 01:45, 02:30, then 04:00.
    expect(local(slots, 'Europe/Bucharest').slice(0, 4)).toEqual([
      '2026-03-29 01:00 +02:00',
      '2026-03-29 01:45 +02:00',
      '2026-03-29 02:30 +02:00',
      '2026-03-29 04:00 +03:00',
    ]);
    expect(utc(slots).slice(2, 4)).toEqual(['2026-03-29T00:30:00.000Z', '2026-03-29T01:00:00.000Z']);
  });

  it('offers the hour Bucharest repeats on 25 October once', () => {
    const slots = scheduleSlots(config('Europe/Bucharest', 'sun 01:00-05:00'), at('2026-10-24T00:00:00Z')).filter((s) => s.start < at('2026-10-26T00:00:00Z'));
    expect(utc(slots)).toEqual([
      '2026-10-24T22:00:00.000Z', // 01:00 +03:00
      '2026-10-24T22:45:00.000Z', // 01:45 +03:00
      '2026-10-24T23:30:00.000Z', // 02:30 +03:00
      '2026-10-25T01:15:00.000Z', // 03:15 +02:00: one of the two 03:15s (luxon takes the later), never both
      '2026-10-25T02:00:00.000Z', // 04:00 +02:00
    ]);
  });

  it('keeps 09:00 in New York at 09:00 local across the March and November changes', () => {
    const hours = config('America/New_York', 'mon-sun 09:00-09:30');
    expect(utc(scheduleSlots(hours, at('2026-03-07T00:00:00Z')).slice(0, 2))).toEqual(['2026-03-07T14:00:00.000Z', '2026-03-08T13:00:00.000Z']);
    expect(utc(scheduleSlots(hours, at('2026-10-31T00:00:00Z')).slice(0, 2))).toEqual(['2026-10-31T13:00:00.000Z', '2026-11-01T14:00:00.000Z']);
  });

  it('offers nothing in the hour New York skips on 8 March and the repeated hour of 1 November once', () => {
    const hours = config('America/New_York', 'sun 00:30-04:00', { bufferMinutes: 0 });
    const march = local(scheduleSlots(hours, at('2026-03-08T00:00:00Z')).slice(0, 6), 'America/New_York');
    expect(march).toEqual([
      '2026-03-08 00:30 -05:00',
      '2026-03-08 01:00 -05:00',
      '2026-03-08 01:30 -05:00',
      '2026-03-08 03:00 -04:00',
      '2026-03-08 03:30 -04:00',
      '2026-03-15 00:30 -04:00',
    ]);
    const november = scheduleSlots(hours, at('2026-11-01T00:00:00Z')).filter((s) => s.start < at('2026-11-02T00:00:00Z'));
    expect(utc(november)).toEqual([
      '2026-11-01T04:30:00.000Z',
      '2026-11-01T06:00:00.000Z', // 01:00 EST: the later of the two 01:00s, and not 01:00 EDT too
      '2026-11-01T06:30:00.000Z',
      '2026-11-01T07:00:00.000Z', // 02:00 EST
      '2026-11-01T07:30:00.000Z',
      '2026-11-01T08:00:00.000Z',
      '2026-11-01T08:30:00.000Z',
    ]);
    expect(new Set(utc(november)).size).toBe(november.length);
  });
});

describe('open slots', () => {
  const hours = config('Europe/Bucharest', 'mon-fri 09:00-12:00', { noticeHours: 12, daysAhead: 2 });
  const now = at('2026-06-01T04:00:00Z'); // Monday 07:00 in Bucharest

  it('starts after the notice and ends at the horizon', () => {
    // Monday's slots are under 12 hours away; Tuesday's are offered; Wednesday is past 2 days.
    expect(local(openSlots(hours, now, { meetings: [], blocks: [] }), 'Europe/Bucharest')).toEqual([
      '2026-06-02 09:00 +03:00',
      '2026-06-02 09:45 +03:00',
      '2026-06-02 10:30 +03:00',
      '2026-06-02 11:15 +03:00',
    ]);
  });

  it('leaves out a booked meeting with its buffer, and blocked times', () => {
    const booked = { start: at('2026-06-02T07:15:00Z'), end: at('2026-06-02T07:45:00Z') }; // 10:15-10:45, made by the team
    const block = { start: at('2026-06-02T08:00:00Z'), end: at('2026-06-02T08:20:00Z') }; // 11:00-11:20
    // 09:45-10:15 ends right at the meeting: within its buffer. 10:30 overlaps it; 11:15 the block.
    expect(local(openSlots(hours, now, { meetings: [booked], blocks: [block] }), 'Europe/Bucharest')).toEqual(['2026-06-02 09:00 +03:00']);
  });

  it('knows a time the hours offer from one they never do', () => {
    expect(gridSlotAt(hours, at('2026-06-02T06:45:00Z'))?.end.toISOString()).toBe('2026-06-02T07:15:00.000Z');
    expect(gridSlotAt(hours, at('2026-06-02T06:50:00Z'))).toBeNull();
    expect(gridSlotAt(hours, at('2026-06-06T06:00:00Z'))).toBeNull(); // a Saturday
  });
});
