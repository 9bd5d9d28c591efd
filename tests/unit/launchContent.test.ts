// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { launchContent as launch, launchReport, samplesInPlace } from '../../src/content/launchCheck';
import { findSamples } from '../../scripts/launch-content';

const realBrochure = 'f'.repeat(64);
/** The launch content as an owner would leave it after filling every value in (plain, unmarked values). */
const filled = () => ({
  ...launch,
  contact: { email: 'office@center.ro', phone: '+40 264 000 111', address: 'Str. Reală 2, Cluj-Napoca' },
  social: [{ name: 'LinkedIn' as const, href: 'https://www.linkedin.com/company/heartwork-app' }],
  demoVideoId: 'dQw4w9WgXcQ',
  testimonials: { ...launch.testimonials, items: [{ quote: 'Real words.', name: 'Ana Pop', role: 'Director', center: 'Casa Verde' }] },
  team: { ...launch.team, members: [{ name: 'Ion Ionescu', role: 'Founder', tone: 'green' as const }] },
  partners: { ...launch.partners, show: false },
});

describe('launch content check', () => {
  it('names every sample value the site ships today, the brochure file included', async () => {
    const found = (await findSamples()).map((s) => s.path);
    expect(found).toEqual(
      expect.arrayContaining([
        'contact.email',
        'contact.phone',
        'contact.address',
        'social',
        'demoVideoId',
        'testimonials.items',
        'team.members',
        'partners.items',
        'brochure.file',
      ]),
    );
    expect(launchReport(await findSamples())).toContain('contact.email: hello@heartwork.example');
  });

  it('passes once every value is real and the sections without real content are switched off', () => {
    const found = samplesInPlace(filled(), realBrochure);
    expect(found).toEqual([]);
    expect(launchReport(found)).toBe('Launch content: no sample values left.');
  });

  it('still reports a single value left behind', () => {
    const almost = { ...filled(), contact: { ...filled().contact, phone: launch.contact.phone } };
    expect(samplesInPlace(almost, realBrochure)).toEqual([{ path: 'contact.phone', shown: '+40 700 000 000' }]);
    expect(samplesInPlace(filled(), launch.brochure.sampleSha256).map((s) => s.path)).toEqual(['brochure.file']);
  });

  it('does not count the samples of a section that is switched off', () => {
    const hidden = { ...filled(), team: { ...launch.team, show: false } };
    expect(samplesInPlace(hidden, realBrochure)).toEqual([]);
    expect(samplesInPlace({ ...filled(), team: launch.team }, realBrochure).map((s) => s.path)).toEqual(['team.members']);
  });
});
