import { describe, expect, it } from 'vitest';
import { validateWaitlist, type WaitlistLayout as Layout } from '../../src/domain/waitlist';
import type { FieldError } from '../../src/domain/fieldError';
import type { WaitlistDraft } from '../../src/domain/waitlist';

const ok = { name: 'Ada', email: 'ada@example.org' };

describe('wait-list validation (spec section 5)', () => {
  it.each<[string, WaitlistDraft, Layout, Record<string, FieldError>]>([
    ['an empty full form', {}, 'full', { name: { key: 'Required' }, email: { key: 'emailRequired' } }],
    ['a blank name', { ...ok, name: '   ' }, 'full', { name: { key: 'Required' } }],
    ['an email without a domain', { ...ok, email: 'ada@' }, 'full', { email: { key: 'Email' } }],
    ['a local part over 64 characters', { ...ok, email: `${'a'.repeat(65)}@example.org` }, 'full', { email: { key: 'Email' } }],
    ['an email over 254 characters', { ...ok, email: `a@${'b'.repeat(250)}.org` }, 'full', { email: { key: 'Email' } }],
    ['a center without its name', { ...ok, hasCenter: true }, 'full', { center: { key: 'Required' } }],
    ['a center without its name, and no name', { email: ok.email, hasCenter: true }, 'full', { name: { key: 'Required' }, center: { key: 'Required' } }],
    ['a center name without the checkbox', { ...ok, hasCenter: false }, 'full', {}],
    ['a complete entry', { ...ok, hasCenter: true, center: 'Sunrise', interestedFeatures: ['guests'] }, 'full', {}],
    ['an empty short form', {}, 'short', { email: { key: 'emailRequired' } }],
    ['a short form with a bad email', { email: 'ada' }, 'short', { email: { key: 'Email' } }],
    ['a short form with an email', { email: ok.email }, 'short', {}],
  ])('%s', (_, draft, layout, expected) => {
    expect(validateWaitlist(draft, layout)).toEqual(expected);
  });
});
