/**
 * Writes every route's HTML into dist/: '/' → index.html, '/demo' → demo/index.html, and the
 * not-found screen → 404.html; a locale's pages under its folder ('/ro/demo' → ro/demo/index.html,
 * ro/404.html), from that locale's build (scripts/build.ts). Each page carries its CSS inline and
 * loads its scripts after the first paint (scripts/paint-first.ts).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compactHead, criticalOnly, fontFaces, inlineStyle, paintFirst, templateAssets, withFontFaces } from './paint-first';
import type { Locale } from '../src/i18n/locale';
import { htmlLang, localeBase } from '../src/i18n/paths';
import { paths } from './paths';
import { robotsTxt, sitemapXml } from './seo-files';
import { fontFlagTag } from '../src/fontFlag';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

type ServerEntry = typeof import('../src/entry-server');

export function routeFile(path: string): string {
  if (path === '/404') return '404.html';
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/**
 * What a page needs beyond the entry: the JS files and CSS of its chunk,
 * plus the CSS of the code it loads later (deferred islands, components/island): their
 * prerendered HTML is on the page from the start and must be styled from the start, or it would
 * shift when their code arrives. Their JS stays out: that is the point of deferring it.
 */
export function chunkAssets(manifest: Manifest, key: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const entry = Object.values(manifest).find((c) => c.isEntry);
  // The entry and what it imports are in the HTML template already.
  const shell = new Set([entry?.file, ...(entry?.imports ?? []).map((i) => manifest[i]?.file)]);
  const later = new Set<string>();
  const visit = (k: string, eager: boolean) => {
    const chunk = manifest[k];
    if (!chunk || shell.has(chunk.file)) return;
    if (eager ? js.has(chunk.file) : js.has(chunk.file) || later.has(chunk.file)) return;
    (eager ? js : later).add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach((i) => visit(i, eager));
    chunk.dynamicImports?.forEach((i) => visit(i, false));
  };
  visit(key, true);
  return { js: [...js], css: [...css] };
}

/**
 * The brand font's files (src/styles/fonts.css) a page's text needs for its first paint: the
 * Latin file everywhere, and on Romanian pages the file of Romanian's own letters (3 KB): else
 * 'Acasă' in the navbar is first drawn with the fallback's 'ă' and the links after it move a
 * fraction of a pixel when Inter's arrives (a layout shift Lighthouse measured on /ro). Preloaded
 * only when the browser is known to have them cached (src/fontFlag.ts).
 */
const brandFontSources = (l: Locale) => [
  'src/assets/fonts/inter-latin-wght-normal.woff2',
  ...(l === 'ro' ? ['src/assets/fonts/inter-ro-wght-normal.woff2'] : []),
];

/**
 * The head's font loader (src/fontFlag.ts) with the files above: nothing is preloaded on a first
 * visit (issue 39: a font fetched before the first paint is counted into the simulated phone's
 * LCP); a visitor whose browser has them cached gets them preloaded and Inter from the first paint.
 */
export function fontPreload(manifest: Manifest, l: Locale): string {
  return fontFlagTag(
    brandFontSources(l).map((source) => {
      const font = manifest[source];
      if (!font) throw new Error(`the build has no ${source}: was fonts.css changed?`);
      return `/${font.file}`;
    }),
  );
}

/** Where a locale's build put its client files and its server bundle (scripts/build.ts). */
function builtFiles(l: Locale): { client: string; server: string; manifest: string } {
  if (l === 'en') return { client: paths.dist, server: paths.distSsr, manifest: join(paths.distSsr, 'client-manifest.json') };
  const dir = join(paths.distSsr, l);
  return { client: join(dir, 'client'), server: join(dir, 'server'), manifest: join(dir, 'client-manifest.json') };
}

/** The routes a locale has pages for: every route in English, the product pages in the others. */
const pagesOf = (server: ServerEntry) => [...server.routes, server.notFoundRoute];

/**
 * Prerenders a locale's pages. Returns the stylesheets of its template (the entry's), whose
 * @font-face rules every page now carries inline, for the build to leave out of the served files.
 */
export async function prerender(l: Locale = 'en'): Promise<string[]> {
  const built = builtFiles(l);
  const manifestPath = join(built.client, '.vite', 'manifest.json');
  const manifest: Manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  // The manifest is a build artefact, not something to publish.
  await rename(manifestPath, built.manifest);
  const template = (await readFile(join(built.client, 'index.html'), 'utf8')).replace('<html lang="en">', `<html lang="${htmlLang[l]}">`);
  const server: ServerEntry = await import(pathToFileURL(join(built.server, 'entry-server.js')).href);
  if (server.locale !== l) throw new Error(`the ${l} server bundle renders ${server.locale}`);
  const outDir = join(paths.dist, localeBase(l));

  const css = new Map<string, string>();
  const readCss = async (href: string) => css.get(href) ?? css.set(href, await readFile(join(paths.dist, href), 'utf8')).get(href)!;
  const font = fontPreload(manifest, l);
  const entrySheets = templateAssets(template).css;
  for (const route of pagesOf(server)) {
    const { html, head } = await server.render(route.path);
    const assets = chunkAssets(manifest, `src/pages/${route.page}.tsx`);
    // A page's own CSS comes after the entry's, as when Vite appends it on a client-side
    // navigation: the same cascade on both ways in.
    const sheets = [...entrySheets, ...assets.css.map((f) => `/${f}`)];
    const styles = await Promise.all(sheets.map(async (href) => inlineStyle(href, await readCss(href))));
    const page = paintFirst(template, styles.join('\n    ')).replace('<!--app-head-->', [head, font].join('\n    ')).replace('<!--app-html-->', html);
    const out = join(outDir, routeFile(route.path));
    await mkdir(dirname(out), { recursive: true });
    let critical = await criticalOnly(page);
    for (const href of entrySheets) critical = withFontFaces(critical, href, fontFaces(await readCss(href)));
    await writeFile(out, compactHead(critical));
  }
  return entrySheets;
}

/** sitemap.xml (every page with its alternates in the other locales) and robots.txt. */
export async function writeSeoFiles(): Promise<void> {
  const server: ServerEntry = await import(pathToFileURL(join(paths.distSsr, 'entry-server.js')).href);
  await writeFile(join(paths.dist, 'sitemap.xml'), sitemapXml(server.routes, new Date().toISOString().slice(0, 10)));
  await writeFile(join(paths.dist, 'robots.txt'), robotsTxt(server.config.siteOrigin));
}
