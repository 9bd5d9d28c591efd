import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../scripts/paths';
import { routeFile } from '../../scripts/prerender';
import { faq } from '../../src/content/faq';
import { locales } from '../../src/i18n/locale';
import { localePath } from '../../src/i18n/paths';
import { routeMeta } from '../../src/routeMeta';
import { routes } from '../../src/routes';
import { config } from '../../src/services/config';

const html = (path: string) => readFile(join(paths.dist, routeFile(path)), 'utf8');
const publicRoutes = routes.filter((r) => !r.template && !r.noindex);
const jsonLd = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
/** Text as the page shows it (tags dropped, the entities React writes decoded). */
const visibleText = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
/** Sample pages and the owner's inbox. */
const templateRoutes = routes.filter((r) => r.template || r.noindex);

describe('search visibility of the built site', () => {
  it('lists exactly the public routes in sitemap.xml, each in every language', async () => {
    const xml = await readFile(join(paths.dist, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(publicRoutes.flatMap((r) => locales.map((l) => config.siteOrigin + localePath(l, r.path))));
  });

  it('points robots.txt at the sitemap and keeps crawlers out of the API', async () => {
    const txt = await readFile(join(paths.dist, 'robots.txt'), 'utf8');
    expect(txt).toContain(`Sitemap: ${config.siteOrigin}/sitemap.xml`);
    expect(txt).toContain('Disallow: /api/');
  });

  it.each(publicRoutes.map((r) => [r.path, r] as const))('%s has a canonical URL, Open Graph and Twitter meta', async (path, route) => {
    const page = await html(path);
    expect(page).toContain(`<link rel="canonical" href="${config.siteOrigin}${path}">`);
    expect(page).toContain(`<meta property="og:title" content="${routeMeta(route).title}">`);
    expect(page).toContain(`<meta property="og:url" content="${config.siteOrigin}${path}">`);
    expect(page).toContain('<meta name="twitter:card"');
    expect(page).not.toContain('noindex');
  });

  it.each(templateRoutes.map((r) => r.path))('%s is kept out of search results', async (path) => {
    const page = await html(path);
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).not.toContain('rel="canonical"');
  });

  it('describes the organisation in JSON-LD on the home page', async () => {
    const blocks = jsonLd(await html('/'));
    expect(blocks.find((b) => b['@type'] === 'Organization')).toMatchObject({ name: config.appName, url: `${config.siteOrigin}/` });
  });

  it('gives /faq one FAQPage in JSON-LD with the six questions and answers it shows', async () => {
    const page = await html('/faq');
    const pages = jsonLd(page).filter((b) => b['@type'] === 'FAQPage');
    expect(pages).toHaveLength(1);
    expect(pages[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faq.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answer } })),
    });
    // Search engines accept FAQ markup only for questions the visitor can read on the page.
    const text = visibleText(page);
    for (const q of faq) {
      expect(text).toContain(q.question);
      expect(text).toContain(q.answer);
    }
  });

  // The home page shows the same questions; the site marks them up once (structuredData.ts).
  it.each(publicRoutes.filter((r) => r.path !== '/faq').map((r) => r.path))('%s claims no FAQ', async (path) => {
    expect(jsonLd(await html(path)).some((b) => b['@type'] === 'FAQPage')).toBe(false);
  });
});
