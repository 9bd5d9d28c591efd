import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Hono, type Context } from 'hono';

/**
 * Serves the built site from dist/: a route's prerendered HTML (200, revalidated on every visit),
 * hashed assets (cached for a year), other public files (cached briefly), and for anything else
 * the prerendered Not Found page with status 404.
 */
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};

export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  html: 'no-cache',
  publicFile: 'public, max-age=3600',
} as const;

async function readIfFile(path: string): Promise<Buffer | null> {
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? readFile(path) : null;
}

/** The file under `root` that a URL path names, or null for paths that try to leave it. */
function within(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root + sep)) return null;
  // Dot-files and folders (build stamps, manifests) are never published.
  if (decoded.split('/').some((part) => part.startsWith('.'))) return null;
  return file;
}

export function siteRoutes(distDir: string): Hono {
  const site = new Hono();
  const notFoundPage = () => readIfFile(join(distDir, '404.html'));

  const notFound = async (c: Context) => {
    const body = await notFoundPage();
    c.header('Cache-Control', cacheControl.html);
    return c.body(body ? new Uint8Array(body) : 'Page Not Found', 404, { 'Content-Type': types['.html'] });
  };

  site.get('/assets/*', async (c) => {
    const file = within(distDir, c.req.path);
    const body = file && (await readIfFile(file));
    // A missing asset is a 404, never the HTML fallback (a script tag would parse HTML as JS).
    if (!body) return c.body('Not Found', 404, { 'Content-Type': types['.txt'], 'Cache-Control': 'no-store' });
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': types[extname(file!)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl.immutable,
    });
  });

  site.get('*', async (c) => {
    const path = c.req.path;
    // One URL per page: '/demo/' answers with a permanent redirect to '/demo'.
    if (path.length > 1 && path.endsWith('/')) {
      const url = new URL(c.req.url);
      return c.redirect(path.replace(/\/+$/, '') + url.search, 301);
    }
    const base = within(distDir, path);
    if (!base) return notFound(c);
    if (path.endsWith('.html') || path === '/404') return notFound(c);
    if (extname(path)) {
      const body = await readIfFile(base);
      if (!body) return notFound(c);
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': types[extname(path)] ?? 'application/octet-stream',
        'Cache-Control': cacheControl.publicFile,
      });
    }
    const html = await readIfFile(join(base, 'index.html'));
    if (!html) return notFound(c);
    return c.body(new Uint8Array(html), 200, { 'Content-Type': types['.html'], 'Cache-Control': cacheControl.html });
  });

  return site;
}
