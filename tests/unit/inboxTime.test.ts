import { describe, expect, it } from 'vitest';
import { formatWhen, ownerInstant } from '../../src/content/inbox';

// The inbox gives times in the owner's zone (issue 36), across the daylight-saving changes too.
describe('formatWhen', () => {
  it.each([
    ['2026-03-29T00:59:00Z', 'Europe/Oslo', '29 Mar 2026, 01:59'],
    ['2026-03-29T01:00:00Z', 'Europe/Oslo', '29 Mar 2026, 03:00'],
    ['2026-10-25T00:30:00Z', 'Europe/Bucharest', '25 Oct 2026, 03:30'],
    ['2026-10-25T01:30:00Z', 'Europe/Bucharest', '25 Oct 2026, 03:30'],
    ['2026-11-28T14:05:00.123Z', 'UTC', '28 Nov 2026, 14:05'],
  ])('%s in %s is %s', (iso, zone, shown) => {
    expect(formatWhen(iso, zone)).toBe(shown);
  });
});

// What the owner types for a blocked time or a booking (issue 34) is the instant it is in their zone.
describe('ownerInstant', () => {
  it.each([
    ['2026-06-02', '14:30', 'Europe/Bucharest', '2026-06-02T11:30:00.000Z'],
    ['2026-01-15', '09:00', 'America/New_York', '2026-01-15T14:00:00.000Z'],
    // Bucharest springs from 03:00 to 04:00 on 29 March: 03:30 does not exist and moves an hour on.
    ['2026-03-29', '03:30', 'Europe/Bucharest', '2026-03-29T01:30:00.000Z'],
    ['2026-03-29', '04:00', 'Europe/Bucharest', '2026-03-29T01:00:00.000Z'],
    // New York falls back on 1 November: 01:30 happens twice; luxon takes the second (standard time).
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T06:30:00.000Z'],
    ['2026-11-01', '03:00', 'America/New_York', '2026-11-01T08:00:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, iso) => {
    expect(ownerInstant(date, time, zone)).toBe(iso);
  });

  it.each([
    ['', '14:30'],
    ['2026-06-02', ''],
    ['2026-02-30', '10:00'],
  ])('%j %j is no time at all, so the server names the field', (date, time) => {
    expect(ownerInstant(date, time, 'Europe/Bucharest')).toBe('');
  });
});
