/**
 * The site's languages (issue 17) and the one this build of the site is in. English is served at
 * today's URLs; the others under their prefix (/ro/…, /nb/…). The build of each locale replaces
 * `locale` (see docs/architecture.md 'Languages'), so a page's code knows its language without
 * looking it up, and carries only its own locale's text.
 */
export const locales = ['en', 'ro', 'nb'] as const;
export type Locale = (typeof locales)[number];

export const locale: Locale = 'en';
