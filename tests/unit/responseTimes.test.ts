import { describe, expect, it } from 'vitest';
import { formatDuration, responseTimesByWeek, responseWindowStart } from '../../src/domain/desk';

/** Response time per week in the owner's zone (issue 36 item 6): weeks start on Monday there, summer time or not. */
describe('responseTimesByWeek', () => {
  const zone = 'Europe/Oslo';

  it('puts a lead in the week it was sent in the owner’s zone, across the end of summer time', () => {
    // Summer time ends on Sunday 25 October 2026 at 03:00 in Oslo (to 02:00).
    const now = new Date('2026-10-28T12:00:00Z');
    const weeks = responseTimesByWeek(
      [
        // Sunday 25 October, 23:30 in Oslo (UTC+1 by then): the week of Monday 19 October.
        { sentAt: '2026-10-25T22:30:00Z', firstContactAt: '2026-10-26T00:30:00Z' },
        // Monday 26 October, 00:10 in Oslo: its own week, though still the 25th in UTC.
        { sentAt: '2026-10-25T23:10:00Z', firstContactAt: null },
      ],
      zone,
      now,
    );
    expect(weeks.map((w) => w.week).slice(0, 2)).toEqual(['2026-10-26', '2026-10-19']);
    expect(weeks[0]).toMatchObject({ sent: 1, contacted: 0, waiting: 1, medianMinutes: null });
    expect(weeks[1]).toMatchObject({ sent: 1, contacted: 1, waiting: 0, medianMinutes: 120 });
  });

  it('starts the week on the Monday of the spring change too, and counts the hour that does not exist', () => {
    // Summer time starts on Sunday 29 March 2026 at 02:00 in Oslo (to 03:00): 01:30 → 03:30 is one hour.
    const weeks = responseTimesByWeek([{ sentAt: '2026-03-29T00:30:00Z', firstContactAt: '2026-03-29T01:30:00Z' }], zone, new Date('2026-03-30T08:00:00Z'));
    expect(weeks.map((w) => w.week).slice(0, 2)).toEqual(['2026-03-30', '2026-03-23']);
    expect(weeks[1]).toMatchObject({ sent: 1, contacted: 1, medianMinutes: 60 });
  });

  it('takes the median of the contacted leads: the middle one, or the mean of the two middle ones', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const sent = '2026-11-24T08:00:00Z';
    const after = (minutes: number) => ({ sentAt: sent, firstContactAt: new Date(Date.parse(sent) + minutes * 60_000).toISOString() });
    expect(responseTimesByWeek([after(10), after(300), after(40)], zone, now)[0]!.medianMinutes).toBe(40);
    expect(responseTimesByWeek([after(10), after(300), after(40), after(60)], zone, now)[0]!.medianMinutes).toBe(50);
  });

  it('lists every week of the window, newest first, and leaves out leads sent before it', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const weeks = responseTimesByWeek([{ sentAt: '2026-09-01T08:00:00Z', firstContactAt: null }], zone, now);
    expect(weeks).toHaveLength(8);
    expect(weeks.every((w) => w.sent === 0)).toBe(true);
    expect(weeks.at(-1)!.week).toBe('2026-10-05');
    // The window the server reads from starts at that Monday's midnight in Oslo.
    expect(responseWindowStart(zone, now).toISOString()).toBe('2026-10-04T22:00:00.000Z');
  });
});

describe('formatDuration', () => {
  it.each([
    [0.4, 'under a minute'],
    [45, '45 min'],
    [200, '3 h 20 min'],
    [24 * 60, '24 h'],
    [52 * 60, '2 d 4 h'],
    [72 * 60, '3 d'],
  ])('reads %s minutes as %s', (minutes, text) => expect(formatDuration(minutes)).toBe(text));
});
