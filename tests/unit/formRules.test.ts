import { describe, expect, it } from 'vitest';
import { affiliateRules } from '../../src/domain/affiliate';
import { limits, ranges } from '../../src/domain/limits';
import { scholarshipRules } from '../../src/domain/scholarship';
import { waitlistRules } from '../../src/domain/waitlist';

describe('the limits a form shows (maxlength), read from its structs', () => {
  it('gives every text field the limit the server checks, the longest ones included', () => {
    expect(waitlistRules.maxLength).toMatchObject({
      name: limits.shortText,
      email: limits.email,
      website: limits.url,
      center: limits.shortText,
      country: limits.shortText,
      notes: limits.freeText,
      refferalContact: limits.freeText,
      otherFeatures: limits.freeText,
      scheduleMeetingNotes: limits.freeText,
    });
    expect(affiliateRules.maxLength).toMatchObject({
      centerName: limits.shortText,
      website: limits.url,
      contactPersonName: limits.shortText,
      email: limits.email,
      phone: limits.phone,
      otherInfo: limits.freeText,
      nameA: limits.shortText,
      emailA: limits.email,
    });
    expect(scholarshipRules.maxLength).toMatchObject({
      centerName: limits.shortText,
      contactPersonName: limits.shortText,
      position: limits.shortText,
      email: limits.email,
      phone: limits.phone,
      country: limits.shortText,
      message: limits.freeText,
    });
  });

  it('gives no limit to a field that is not text', () => {
    for (const field of ['guestCountPerMonth', 'hasCenter', 'interestedFeatures', 'status', 'shortForm'])
      expect(waitlistRules.maxLength).not.toHaveProperty(field);
    expect(scholarshipRules.maxLength).not.toHaveProperty('sponsorsContacted');
  });

  it('gives a number field the range the server checks, and no other field one', () => {
    expect(scholarshipRules.range).toEqual({ sponsorsContacted: ranges.sponsorsContacted });
    expect(waitlistRules.range).toEqual({ guestCountPerMonth: ranges.guestCountPerMonth });
    expect(affiliateRules.range).toEqual({});
  });
});
