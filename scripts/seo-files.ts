/** sitemap.xml (public routes only) and robots.txt, written into dist/ at build time. */
import { canonicalUrl } from '../src/head';
import type { RouteDef } from '../src/routes';

export function sitemapXml(routes: readonly RouteDef[], lastModified: string): string {
  const urls = routes
    .filter((r) => !r.template && !r.noindex)
    .map((r) => `  <url><loc>${canonicalUrl(r)}</loc><lastmod>${lastModified}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
