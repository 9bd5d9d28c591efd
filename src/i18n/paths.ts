import type { RouterOptions } from 'wouter';
import { locale as current, locales, type Locale } from './locale';

/**
 * Where each locale's pages live (issue 17): English at the site's own URLs, the others under
 * their prefix. wouter's `<Router base>` is the prefix, so in-app links stay in the locale.
 */
export const localeBase = (l: Locale): string => (l === 'en' ? '' : `/${l}`);

/** This build's prefix ('' in English, '/ro' in Romanian). */
export const base = localeBase(current);

/** The URL of a route path (as routes.ts spells it) in locale `l`: '/' in Romanian is '/ro'. */
export function localePath(l: Locale, path: string): string {
  const prefix = localeBase(l);
  return prefix && path === '/' ? prefix : prefix + path;
}

/** The locale a pathname belongs to, and the route path inside it ('/ro/demo' → ro, '/demo'). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const l of locales) {
    const prefix = localeBase(l);
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return { locale: l, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { locale: 'en', path: pathname };
}

/** The tags Intl, `<html lang>` and hreflang use; Open Graph's `og:locale` wants a territory. */
export const htmlLang: Record<Locale, string> = { en: 'en', ro: 'ro', nb: 'nb' };
export const ogLocale: Record<Locale, string> = { en: 'en_US', ro: 'ro_RO', nb: 'nb_NO' };

/** A locale's home is '/ro', not '/ro/' (one URL per page: the server redirects the latter). */
const homeWithoutSlash = (to: string): string => (base && to === `${base}/` ? base : to);

/** wouter's `<Router>` options for this build: the locale's prefix on every in-app link. */
export const routerOptions: Pick<RouterOptions, 'base' | 'hrefs' | 'aroundNav'> = {
  base,
  hrefs: homeWithoutSlash,
  aroundNav: (navigate, to, options) => navigate(homeWithoutSlash(to), options),
};
