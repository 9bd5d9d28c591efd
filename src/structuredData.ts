import type { RouteDef } from './routes';
import { config } from './services/config';

/**
 * JSON-LD for search engines, written into the prerendered HTML only (crawlers read that).
 */
export type JsonLd = Record<string, unknown>;

export const organization: JsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: config.appName,
  url: `${config.siteOrigin}/`,
  logo: `${config.siteOrigin}/favicon.svg`,
  slogan: config.tagline,
  email: config.contact.email,
  telephone: config.contact.phone,
  address: config.contact.address,
  sameAs: config.social.map((s) => s.href),
};

const byPath: Record<string, () => JsonLd[]> = {
  '/': () => [organization],
  '/about': () => [organization],
};

export function structuredData(route: RouteDef): JsonLd[] {
  return byPath[route.path]?.() ?? [];
}

/** `</script>` inside JSON would end the tag early: escape every '<'. */
export const jsonLdScript = (data: JsonLd): string =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
