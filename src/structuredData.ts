import { faq, type FaqItem } from './content/faq';
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

/** The questions a page shows, with their answers (schema.org FAQPage): the page's own FAQ content. */
export const faqPage = (items: readonly FaqItem[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});

/**
 * Per page, what it describes. The FAQ is marked up once for the whole site, on /faq: the home
 * page's #faqsSection shows the same questions, and Google's FAQ guidelines ask for one instance
 * of a question that appears on several pages.
 */
const byPath: Record<string, () => JsonLd[]> = {
  '/': () => [organization],
  '/about': () => [organization],
  '/faq': () => [faqPage(faq)],
};

export function structuredData(route: RouteDef): JsonLd[] {
  return byPath[route.path]?.() ?? [];
}

/** `</script>` inside JSON would end the tag early: escape every '<'. */
export const jsonLdScript = (data: JsonLd): string => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
