import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Struct, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { bodyLimits, maxBodyBytes } from '../../src/domain/bodyLimits';
import { attributionFields } from '../../src/domain/attribution';
import { featureValues } from '../../src/domain/features';
import { limits } from '../../src/domain/fields';
import { type ResourceName, resourceNames, resources } from '../../src/domain/resources';

/**
 * The body limits follow from the structs (issue 14, 'limits that agree'): the longest record a
 * visitor can make with every field within its limit, in the widest characters, always fits.
 */
const widest = (units: number) => '漢'.repeat(units); // 3 bytes of UTF-8 per UTF-16 unit: the most there is
/** Where the lead came from (src/domain/attribution.ts), every resource's: each at its longest. */
const attribution = {
  ...Object.fromEntries(attributionFields.filter((f) => f !== 'referrer' && f !== 'locale').map((f) => [f, widest(limits.shortText)])),
  // An origin is ASCII: the longest host of 63-character labels within the URL limit.
  referrer: `https://${`${'a'.repeat(62)}.`.repeat(31)}com`,
  // One of the site's languages (issue 17).
  locale: 'nb',
};
const longest: Record<ResourceName, Record<string, unknown>> = {
  'waitlist-records': {
    name: widest(limits.shortText),
    email: `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
    website: widest(limits.url),
    guestCountPerMonth: 1_000_000,
    center: widest(limits.shortText),
    country: widest(limits.shortText),
    notes: widest(limits.freeText),
    status: 'submitted',
    refferalContact: widest(limits.freeText),
    hasCenter: false,
    interestedFeatures: featureValues,
    otherFeatures: widest(limits.freeText),
    scheduleMeetingNotes: widest(limits.freeText),
    shortForm: false,
    ...attribution,
  },
  affiliates: {
    centerName: widest(limits.shortText),
    website: widest(limits.url),
    contactPersonName: widest(limits.shortText),
    email: `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
    phone: widest(limits.phone),
    otherInfo: widest(limits.freeText),
    nameA: widest(limits.shortText),
    emailA: `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
    relationship: 'know-director',
    centerStage: 'other-software',
    submitted: false,
    ...attribution,
  },
  'scholarship-applications': {
    centerName: widest(limits.shortText),
    contactPersonName: widest(limits.shortText),
    position: widest(limits.shortText),
    email: `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
    phone: widest(limits.phone),
    country: widest(limits.shortText),
    situation: 'distressed',
    sponsorsContacted: 1000,
    message: widest(limits.freeText),
    status: 'submitted',
    ...attribution,
  },
};
const serverOwned = { _id: '0b7d3c1e-8f5a-4c2b-9d6e-1a2b3c4d5e6f', createdAt: '2026-11-23T22:00:00.000Z', updatedAt: '2026-11-23T22:00:00.000Z' };
const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

function asForm(record: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item).replace(/\n/g, '\r\n'));
  }
  return form.toString();
}

describe('body limits derived from the structs', () => {
  it.each(resourceNames)('%s: the longest record, in 3-byte characters, fits the JSON limit, and not by a mile', (resource) => {
    expect(validate(longest[resource], resources[resource].draft as Struct<any, any>)[0]).toBeUndefined();
    const json = JSON.stringify({ ...longest[resource], ...serverOwned });
    expect(bytes(json)).toBeLessThanOrEqual(bodyLimits.json[resource]);
    // The referrer is an origin, ASCII only, yet counted at 3 bytes per unit like any text (about
    // 4 KB of slack): 25% covers it without letting a limit drift far from what a record needs.
    expect(bodyLimits.json[resource]).toBeLessThan(bytes(json) * 1.25);
  });

  it.each(resourceNames)('%s: the longest record fits as a plain form post too, line breaks sent as CR LF', (resource) => {
    const record = Object.fromEntries(
      Object.entries(longest[resource]).map(([k, v]) => [k, typeof v === 'string' && v.length === limits.freeText ? '\n'.repeat(v.length) : v]),
    );
    expect(bytes(asForm(record))).toBeLessThanOrEqual(bodyLimits.form[resource]);
    expect(bytes(asForm(longest[resource]))).toBeLessThanOrEqual(bodyLimits.form[resource]);
  });

  it('gives the API one limit before it knows the resource: the largest', () => {
    expect(maxBodyBytes).toBe(Math.max(...Object.values(bodyLimits.json)));
    // Three fields of 5,000 Chinese characters (issue 14) no longer dead-end.
    expect(bytes(JSON.stringify({ notes: widest(5000), otherFeatures: widest(5000), scheduleMeetingNotes: widest(5000) }))).toBeLessThan(maxBodyBytes);
  });
});

it('states today’s limits in server/README.md (they move whenever a field or its limit does)', () => {
  const readme = readFileSync(join(import.meta.dirname, '../../server/README.md'), 'utf8').replace(/\s+/g, ' ');
  for (const resource of resourceNames) expect(readme).toContain(`\`${resource}\` ${bodyLimits.json[resource].toLocaleString('en')}`);
});
