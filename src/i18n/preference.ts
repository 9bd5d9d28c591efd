import { locales, type Locale } from './locale';

/**
 * The visitor's language choice (issue 17): the switcher remembers it, and the suggestion line
 * offers it, or the browser's preferred language, once, on a page in another language. Never a
 * redirect: a URL shows what it names.
 */
export const storageKeys = { choice: 'heartwork.locale', suggestionDismissed: 'heartwork.localeSuggestion' } as const;

/** The site's locale for a BCP 47 tag from `navigator.languages`: Norwegian in any form is Bokmål. */
export function localeOfTag(tag: string): Locale | null {
  const primary = tag.toLowerCase().split('-')[0];
  if (primary === 'no' || primary === 'nn') return 'nb';
  return (locales as readonly string[]).includes(primary ?? '') ? (primary as Locale) : null;
}

/** The first of the browser's languages the site has, if any. */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const l = localeOfTag(tag);
    if (l) return l;
  }
  return null;
}

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage refused (private mode): no memory, no harm
  }
};
const write = (key: string, value: string): void => {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage refused: the choice holds for this page only */
  }
};

export const rememberChoice = (l: Locale): void => write(storageKeys.choice, l);
export const dismissSuggestion = (): void => write(storageKeys.suggestionDismissed, '1');

/** The language to suggest on a page in `current`, or null (none, the same, or dismissed). */
export function localeToSuggest(current: Locale, languages: readonly string[]): Locale | null {
  if (read(storageKeys.suggestionDismissed)) return null;
  const chosen = read(storageKeys.choice);
  const wanted = chosen && (locales as readonly string[]).includes(chosen) ? (chosen as Locale) : preferredLocale(languages);
  return wanted && wanted !== current ? wanted : null;
}
