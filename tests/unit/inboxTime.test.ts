import { describe, expect, it } from 'vitest';
import { formatWhen } from '../../src/content/inbox';

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
