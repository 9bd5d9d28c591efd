import { describe, expect, it } from 'vitest';
import { formatSentDate } from '../../src/components/form/SentDetails';
import { legalLastUpdated } from '../../src/content/legal/document';

describe('the date under a sent form', () => {
  it('reads like the site’s other English dates (day, month, year)', () => {
    expect(formatSentDate('2026-11-24T10:00:00.000Z')).toBe('24 November 2026');
    // The legal pages' date comes from the same formatter, shorter: '26 Jul 2024'.
    expect(legalLastUpdated.text).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  });

  it('is left out when the remembered value is not a date', () => {
    expect(formatSentDate('')).toBeNull();
    expect(formatSentDate('not a date')).toBeNull();
  });
});
