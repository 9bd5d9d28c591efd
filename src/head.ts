import { locale as current, locales, type Locale } from './i18n/locale';
import { htmlLang, localePath, ogLocale } from './i18n/paths';
import { routeMeta } from './routeMeta';
import { isLocalized, type RouteDef } from './routes';
import { config } from './services/config';

/**
 * The document head of a route: one description used by the prerenderer (as HTML, headHtml.ts)
 * and by the browser after a client-side navigation (as DOM updates), so both always agree.
 */
export interface HeadTag {
  tag: 'meta' | 'link';
  /** Attributes that identify the tag, e.g. name="description" or rel="canonical". */
  key: [string, string][];
  attrs: Record<string, string>;
}

/** The URL of a route's page in locale `l` (this build's locale unless said). */
export function canonicalUrl(route: RouteDef, l: Locale = current): string {
  return config.siteOrigin + localePath(l, route.path);
}

/** Tags that a route may have or not (robots, alternates, canonical): replaced as a set on navigation (applyHead.ts). */
export const optionalTags = ['meta[name="robots"]', 'link[rel="canonical"]', 'link[rel="alternate"][hreflang]', 'meta[property="og:locale:alternate"]'];

export function headTags(route: RouteDef): HeadTag[] {
  const url = canonicalUrl(route);
  const { title, description } = routeMeta(route);
  const meta = (attr: 'name' | 'property', key: string, content: string): HeadTag => ({
    tag: 'meta',
    key: [[attr, key]],
    attrs: { [attr]: key, content },
  });
  const indexed = !route.template && !route.noindex;
  const tags: HeadTag[] = [
    meta('name', 'description', description),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', config.appName),
    meta('property', 'og:url', url),
    meta('property', 'og:image', `${config.siteOrigin}/og-image.png`),
    meta('property', 'og:locale', ogLocale[current]),
    // X reads og:title, og:description and og:image where its own tags are missing; only the card's
    // kind is its own. Indexing is every crawler's default: only a page kept out says so.
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
  if (!indexed) return [...tags, meta('name', 'robots', 'noindex')];
  tags.push({ tag: 'link', key: [['rel', 'canonical']], attrs: { rel: 'canonical', href: url } });
  if (!isLocalized(route)) return tags;
  // The same page in every language, itself included, and English for any other (issue 17).
  const alternate = (hreflang: string, l: Locale): HeadTag => ({
    tag: 'link',
    key: [
      ['rel', 'alternate'],
      ['hreflang', hreflang],
    ],
    attrs: { rel: 'alternate', hreflang, href: canonicalUrl(route, l) },
  });
  tags.push(...locales.map((l) => alternate(htmlLang[l], l)), alternate('x-default', 'en'));
  for (const l of locales) {
    if (l !== current)
      tags.push({
        tag: 'meta',
        key: [
          ['property', 'og:locale:alternate'],
          ['content', ogLocale[l]],
        ],
        attrs: { property: 'og:locale:alternate', content: ogLocale[l] },
      });
  }
  return tags;
}
