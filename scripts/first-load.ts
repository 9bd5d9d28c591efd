/**
 * What a first visit downloads, read from the built site (dist/): the prerendered HTML and the
 * scripts it needs to hydrate. The benchmark reports it (bench-web.ts), and a server test keeps
 * the budget routes within their byte budgets (tests/server/budgets.test.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchRoute } from '../src/routes';
import { routeFile, type Manifest } from './prerender';
import { paths } from './paths';

/** The routes the budgets hold for: the home page and the three lead pages' first screens. */
export const budgetRoutes = ['/', '/demo', '/pricing', '/affiliate'];

/** Issues 9 and 20. Sizes are gzip (level 9) KiB; times are Lighthouse's simulated mobile, ms. */
export const budgets = {
  // Issue 20's goal. The consent UI loads only in a build with an analytics key (LazyConsent.tsx).
  initialJsGzipKb: 100,
  htmlGzipKb: 14,
  mobileScoreMin: 99,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
};

export const gzipKb = (buf: Buffer | string): number => gzipSync(buf, { level: 9 }).length / 1024;

/** `files` are paths inside dist/ (e.g. 'assets/index-abc.js'); a leading '/' is allowed. */
export async function gzipKbOf(files: string[]): Promise<number> {
  let kb = 0;
  for (const f of files) kb += gzipKb(await readFile(join(paths.dist, f)));
  return kb;
}

/**
 * The JavaScript a route needs to hydrate, from the build's manifest: the entry and what it
 * imports, and the page's chunk and what it imports (its deferred islands load later and are not
 * counted). The HTML names only the entry, which fetches the rest once it runs.
 */
export async function initialScripts(route: string): Promise<string[]> {
  const manifest: Manifest = JSON.parse(await readFile(join(paths.distSsr, 'client-manifest.json'), 'utf8'));
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)!;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(entry[0]);
  visit(`src/pages/${matchRoute(route).page}.tsx`);
  return [...files];
}

/** A route's HTML (its CSS inline), the scripts it needs to hydrate, and the stylesheets it inlines. */
export async function firstLoadSizes(route: string) {
  const html = await readFile(join(paths.dist, routeFile(route)), 'utf8');
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
  const js = [...new Set([...refs(/<script[^>]+src="\/([^"]+)"/g), ...(await initialScripts(route))])];
  const css = refs(/<style data-href="([^"]+)"/g);
  return { htmlKb: gzipKb(html), jsKb: await gzipKbOf(js), cssKb: await gzipKbOf(css), jsFiles: js.length, js };
}
