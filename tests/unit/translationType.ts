/**
 * A compile-time test, run by `npm run typecheck` (tsc covers tests/): a translation that lacks a
 * key of its English module, or has one too many, does not type-check (issue 17). If the
 * `Translation` type ever stopped catching them, the `@ts-expect-error` lines below would be
 * unused, and unused ones fail tsc.
 */
import type * as en from '../../src/content/languages';
import type { Translation } from '../../src/i18n/translation';

type Text = Translation<typeof en.languagesText>;
const names = { en: 'English', ro: 'Română', nb: 'Norsk bokmål' };

export const complete: Text = {
  switcherLabel: 'Limba',
  names,
  readIn: (name) => name,
};

// @ts-expect-error `readIn` is missing: a gap in one locale fails the type check, not the page.
export const missingKey: Text = {
  switcherLabel: 'Limba',
  names,
};

export const missingLanguageName: Text = {
  switcherLabel: 'Limba',
  // @ts-expect-error a nested key (`nb`) is missing.
  names: { en: 'English', ro: 'Română' },
  readIn: (name) => name,
};

export const wrongParameters: Text = {
  switcherLabel: 'Limba',
  names,
  // @ts-expect-error a text function takes the English one's parameters.
  readIn: (name: number) => String(name),
};

export const oneTooMany: Text = {
  switcherLabel: 'Limba',
  names,
  readIn: (name) => name,
  // @ts-expect-error a key the English module does not have.
  suggestion: 'Nu',
};
