import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Hono, type Context } from 'hono';

/**
 * Serves the built site from dist/: a route's prerendered HTML (200, revalidated on every visit),
 * hashed assets (cached for a year), other public files (cached briefly), and for anything else
 * the prerendered Not Found page with status 404. Text files are sent as the `.br` or `.gz`
 * sibling the build wrote, when the browser accepts it.
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

async function isFile(path: string): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return info?.isFile() ?? false;
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

const encodings = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** Sends `file` (known to exist), compressed when a precompressed sibling suits the client. */
async function send(c: Context, file: string, status: 200 | 404, cache: string): Promise<Response> {
  const accepted = c.req.header('Accept-Encoding') ?? '';
  const headers: Record<string, string> = {
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cache,
    Vary: 'Accept-Encoding',
  };
  for (const [name, suffix] of encodings) {
    if (accepted.includes(name) && (await isFile(file + suffix))) {
      headers['Content-Encoding'] = name;
      return c.body(new Uint8Array(await readFile(file + suffix)), status, headers);
    }
  }
  return c.body(new Uint8Array(await readFile(file)), status, headers);
}

export function siteRoutes(distDir: string): Hono {
  const site = new Hono();
  const notFoundFile = join(distDir, '404.html');

  const notFound = async (c: Context) => {
    if (await isFile(notFoundFile)) return send(c, notFoundFile, 404, cacheControl.html);
    return c.body('Page Not Found', 404, { 'Content-Type': types['.txt'] });
  };

  site.get('/assets/*', async (c) => {
    const file = within(distDir, c.req.path);
    // A missing asset is a 404, never the HTML fallback (a script tag would parse HTML as JS).
    if (!file || !(await isFile(file))) {
      return c.body('Not Found', 404, { 'Content-Type': types['.txt'], 'Cache-Control': 'no-store' });
    }
    return send(c, file, 200, cacheControl.immutable);
  });

  site.get('*', async (c) => {
    const path = c.req.path;
    // One URL per page: '/demo/' answers with a permanent redirect to '/demo'.
    if (path.length > 1 && path.endsWith('/')) {
      const url = new URL(c.req.url);
      return c.redirect(path.replace(/\/+$/, '') + url.search, 301);
    }
    const base = within(distDir, path);
    if (!base || path.endsWith('.html') || path.endsWith('.br') || path.endsWith('.gz') || path === '/404') return notFound(c);
    if (extname(path)) {
      return (await isFile(base)) ? send(c, base, 200, cacheControl.publicFile) : notFound(c);
    }
    const html = join(base, 'index.html');
    return (await isFile(html)) ? send(c, html, 200, cacheControl.html) : notFound(c);
  });

  return site;
}
