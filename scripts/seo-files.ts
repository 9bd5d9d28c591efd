/** sitemap.xml (public routes only, each with its versions in every locale) and robots.txt, written into dist/ at build time. */
import { canonicalUrl } from '../src/head';
import { locales } from '../src/i18n/locale';
import { htmlLang } from '../src/i18n/paths';
import { isLocalized, type RouteDef } from '../src/routes';

export function sitemapXml(routes: readonly RouteDef[], lastModified: string): string {
  const urls = routes
    .filter((r) => !r.template && !r.noindex)
    .flatMap((r) => {
      if (!isLocalized(r)) return [`  <url><loc>${canonicalUrl(r, 'en')}</loc><lastmod>${lastModified}</lastmod></url>`];
      // Every version lists all of them, itself included, and English as the default (Google's rule).
      const alternates = [
        ...locales.map((l) => `<xhtml:link rel="alternate" hreflang="${htmlLang[l]}" href="${canonicalUrl(r, l)}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${canonicalUrl(r, 'en')}"/>`,
      ].join('');
      return locales.map((l) => `  <url><loc>${canonicalUrl(r, l)}</loc><lastmod>${lastModified}</lastmod>${alternates}</url>`);
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
