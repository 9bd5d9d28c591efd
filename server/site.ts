import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { locales } from '../src/i18n/locale';
import { localeBase, splitLocale } from '../src/i18n/paths';
import { notModified } from './notModified';
import { sameOriginPath } from './redirect';

/**
 * Serves the built site from dist/ with hono's serveStatic: a route's prerendered HTML (200,
 * revalidated on every visit: 304 when unchanged), hashed assets (cached for a year), other public files (cached
 * briefly), and for anything else the prerendered Not Found page with status 404. Text files are
 * sent as the `.br` or `.gz` sibling the build wrote (scripts/precompress.ts) when the browser
 * accepts it. Files are read from disk on each request, so the site stays up whatever the
 * database does. Each locale's pages are under its prefix (dist/ro/ for /ro/…, issue 17) with its
 * own Not Found page; a visitor's Accept-Language never redirects (a URL gives what it names).
 */
export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  html: 'no-cache',
  publicFile: 'public, max-age=3600',
} as const;

/** The file a response came from, without the precompressed suffix. */
const original = (path: string) => path.replace(/\.(br|gz|zst)$/, '');

/** A cache must keep one copy per encoding of anything the build precompressed. */
function varyOnEncoding(c: Context, path: string): void {
  const type = getMimeType(original(path)) ?? '';
  if (/^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(type) && !c.res.headers.get('Vary')?.includes('Accept-Encoding')) {
    c.header('Vary', 'Accept-Encoding', { append: true });
  }
}

/**
 * Paths that never name a published file: dot-files and folders (build stamps, manifests), the
 * `.html` and precompressed copies (one URL per page), and the Not Found page itself.
 */
function hidden(path: string): boolean {
  return path.split('/').some((part) => part.startsWith('.')) || /\.(html|br|gz|zst)$/.test(path) || splitLocale(path).path === '/404';
}

/**
 * A page goes out in one write, its headers with its bytes. Streamed from the file, the first
 * chunk was not read yet when @hono/node-server wrote the head, so the headers went alone and the
 * body followed 0.1-11 ms later (19 of 20 loads, issue 39); a static server sends both at once.
 * Pages are small (6-60 KB), so they are read whole; other files keep streaming.
 */
const pageInOneWrite: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (res.status !== 200 || !res.body || !res.headers.get('Content-Type')?.startsWith('text/html')) return;
  c.res = new Response(await res.arrayBuffer(), { status: res.status, headers: res.headers });
};

export function siteRoutes(distDir: string): Hono {
  const site = new Hono();
  // No built site (API tests, or a server started before the build): every page is Not Found.
  if (!existsSync(distDir)) return site.get('*', (c) => c.text('Page Not Found', 404));
  const files = (cache: (path: string) => string): MiddlewareHandler =>
    serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (path, c) => {
        c.header('Cache-Control', cache(original(path)));
        varyOnEncoding(c, path);
      },
    });

  // Each locale's Not Found page, in its language (dist/404.html, dist/ro/404.html, …).
  const notFoundPages = new Map(
    locales
      .map((l) => [l, join(localeBase(l).slice(1), '404.html')] as const)
      .filter(([, file]) => existsSync(join(distDir, file)))
      .map(([l, file]) => [
        l,
        serveStatic({
          root: distDir,
          path: file,
          precompressed: true,
          onFound: (path, c) => {
            c.header('Cache-Control', cacheControl.html);
            varyOnEncoding(c, path);
          },
        }),
      ]),
  );
  const notFound = async (c: Context) => {
    const notFoundPage = notFoundPages.get(splitLocale(c.req.path).locale) ?? notFoundPages.get('en');
    const page = notFoundPage && (await notFoundPage(c, async () => {}));
    if (page) return new Response(page.body, { status: 404, headers: page.headers });
    return c.text('Page Not Found', 404);
  };

  // A missing asset is a 404, never the HTML fallback (a script tag would parse HTML as JS).
  site.get(
    '/assets/*',
    notModified,
    files(() => cacheControl.immutable),
    (c) => c.text('Not Found', 404, { 'Cache-Control': 'no-store' }),
  );

  site.get('*', async (c, next) => {
    const path = c.req.path;
    // One URL per page: '/demo/' answers with a permanent redirect to '/demo'.
    if (path.length > 1 && path.endsWith('/')) {
      const target = sameOriginPath(c.req.url);
      return target ? c.redirect(target, 301) : notFound(c);
    }
    if (hidden(path)) return notFound(c);
    await next();
  });
  site.get(
    '*',
    pageInOneWrite,
    notModified,
    files((path) => (path.endsWith('.html') ? cacheControl.html : cacheControl.publicFile)),
    notFound,
  );
  return site;
}
