/**
 * Writes every route's HTML into dist/: '/' → index.html, '/demo' → demo/index.html, and the
 * not-found screen → 404.html. Each page links the CSS and preloads the JS of its own chunk, so
 * the browser fetches them in parallel with the entry instead of after it.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { paths } from './paths';
import { robotsTxt, sitemapXml } from './seo-files';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

type ServerEntry = typeof import('../src/entry-server');

export function routeFile(path: string): string {
  if (path === '/404') return '404.html';
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** The JS files (and CSS) a page's chunk needs beyond the entry, for <link> tags. */
export function chunkAssets(manifest: Manifest, key: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const skip = new Set([entry?.file]);
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || skip.has(chunk.file) || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

export async function prerender(): Promise<void> {
  const manifestPath = join(paths.dist, '.vite', 'manifest.json');
  const manifest: Manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  // The manifest is a build artefact, not something to publish.
  await rename(manifestPath, join(paths.distSsr, 'client-manifest.json'));
  const template = await readFile(join(paths.dist, 'index.html'), 'utf8');
  const server: ServerEntry = await import(pathToFileURL(join(paths.distSsr, 'entry-server.js')).href);

  for (const route of [...server.routes, server.notFoundRoute]) {
    const { html, head } = await server.render(route.path);
    const assets = chunkAssets(manifest, `src/pages/${route.page}.tsx`);
    const links = [
      ...assets.css.map((f) => `<link rel="stylesheet" href="/${f}">`),
      ...assets.js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ];
    const page = template
      .replace('<!--app-head-->', [head, ...links].join('\n    '))
      .replace('<!--app-html-->', html);
    const out = join(paths.dist, routeFile(route.path));
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, page);
  }
  await writeFile(join(paths.dist, 'sitemap.xml'), sitemapXml(server.routes, new Date().toISOString().slice(0, 10)));
  await writeFile(join(paths.dist, 'robots.txt'), robotsTxt(server.config.siteOrigin));
}
