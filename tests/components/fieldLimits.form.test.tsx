import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AffiliateFields } from '../../src/components/affiliate/AffiliateFields';
import { ScholarshipFields } from '../../src/components/scholarship/ScholarshipFields';
import { WaitlistFullFields, WaitlistShortFields } from '../../src/components/waitlist/WaitlistFields';
import { fieldLimits } from '../../src/domain/fieldLimits';
import type { LeadResource } from '../../src/domain/submission';

/**
 * Issue 33, one home per rule: the `maxLength` of every text box of every lead form is its field's
 * limit in src/domain/fieldLimits.ts, the table the structs the server checks are built from
 * (tests/unit/formRules.test.ts proves the structs take that many characters and refuse one more).
 */
const form = { errors: {}, readOnly: false, onField: () => {}, onFeatures: () => {} };
const views: [name: string, resource: LeadResource, view: () => ReactElement][] = [
  // Every part shown: the center's details and the referral box open.
  ['the demo form', 'waitlist-records', () => <WaitlistFullFields {...form} draft={{ hasCenter: true, refferalContact: 'Ana' }} />],
  ['the pricing page’s e-mail form', 'waitlist-records', () => <WaitlistShortFields {...form} draft={{}} />],
  ['the affiliate form', 'affiliates', () => <AffiliateFields {...form} draft={{}} />],
  ['the scholarship form', 'scholarship-applications', () => <ScholarshipFields {...form} draft={{}} />],
];

describe.each(views)('%s', (_, resource, view) => {
  it('limits every text box to its field’s limit in the table the structs are built from', () => {
    const { container, unmount } = render(view());
    const boxes = [
      ...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input[type="text"], input[type="email"], input[type="url"], input[type="tel"], textarea',
      ),
    ];
    expect(boxes.length).toBeGreaterThan(0);
    const table = fieldLimits[resource] as Record<string, number>;
    const shown = Object.fromEntries(boxes.map((box) => [box.name, box.maxLength]));
    expect(shown).toEqual(Object.fromEntries(boxes.map((box) => [box.name, table[box.name]])));
    unmount();
  });
});
