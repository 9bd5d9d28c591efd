import type { RouteDef } from './routes';
import { config } from './services/config';

/**
 * The document head of a route: one description used by the prerenderer (as HTML, headHtml.ts)
 * and by the browser after a client-side navigation (as DOM updates), so both always agree.
 */
export interface HeadTag {
  tag: 'meta' | 'link';
  /** Attribute that identifies the tag, e.g. name="description" or rel="canonical". */
  key: [string, string];
  attrs: Record<string, string>;
}

export function canonicalUrl(route: RouteDef): string {
  return config.siteOrigin + (route.path === '/' ? '/' : route.path);
}

export function headTags(route: RouteDef): HeadTag[] {
  const url = canonicalUrl(route);
  const meta = (attr: 'name' | 'property', key: string, content: string): HeadTag => ({
    tag: 'meta',
    key: [attr, key],
    attrs: { [attr]: key, content },
  });
  const tags: HeadTag[] = [
    meta('name', 'description', route.description),
    meta('property', 'og:title', route.title),
    meta('property', 'og:description', route.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', config.appName),
    meta('property', 'og:url', url),
    meta('property', 'og:image', `${config.siteOrigin}/og-image.png`),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', route.title),
    meta('name', 'twitter:description', route.description),
    meta('name', 'robots', route.template || route.noindex ? 'noindex' : 'index, follow'),
  ];
  if (!route.template && !route.noindex) tags.push({ tag: 'link', key: ['rel', 'canonical'], attrs: { rel: 'canonical', href: url } });
  return tags;
}

/** Brings the live document's head in line with `route` (browser only). */
export function applyHead(doc: Document, route: RouteDef): void {
  doc.title = route.title;
  const wanted = headTags(route);
  for (const t of wanted) {
    const selector = `${t.tag}[${t.key[0]}="${t.key[1]}"]`;
    let el = doc.head.querySelector(selector);
    if (!el) {
      el = doc.createElement(t.tag);
      doc.head.appendChild(el);
    }
    for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v);
  }
  // A template page has no canonical link: drop the previous page's.
  if (!wanted.some((t) => t.tag === 'link')) doc.head.querySelector('link[rel="canonical"]')?.remove();
}
