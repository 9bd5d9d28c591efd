/**
 * What a first visit downloads, read from the built site (dist/): the prerendered HTML and the
 * scripts it needs to hydrate. The benchmark reports it (bench-web.ts), and a server test keeps
 * the budget routes within their byte budgets (tests/server/budgets.test.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Locale } from '../src/i18n/locale';
import { localeBase } from '../src/i18n/paths';
import { matchRoute } from '../src/routes';
import { routeFile, type Manifest } from './prerender';
import { paths } from './paths';
import { inlinedStylesheets } from './paint-first';

/** The routes the budgets hold for: the home page and the three lead pages' first screens. */
export const budgetRoutes = ['/', '/demo', '/pricing', '/affiliate'];

/** Issues 9 and 20. Sizes are gzip (level 9) KiB; times are Lighthouse's simulated mobile, ms. */
export const budgets = {
  // Issue 20's goal was 100 KB (99.5 once the consent UI left the first load: LazyConsent.tsx).
  // Issue 17 lets the English home page grow by at most 3 KB for its languages (the switcher, the
  // suggestion line, Intl formatting, the texts moved into modules): measured +1.4 KB.
  // Then +0.2 KB: the islands load at once for a visitor with a remembered lead (a reload must
  // show the draft without waiting for a trigger). Measured 101.05 KB. Then 100.63 KB (the
  // useSyncExternalStore shim and the document head's code left the entry). Then 99.92 KB: every
  // page's title and description left the route table for the head's code (routeMeta.ts), so
  // issue 20's goal holds again.
  initialJsGzipKb: 100,
  htmlGzipKb: 14,
  // Issue 39: a mobile score of 100 as the median of the runs and at least 99 in every run, TBT
  // at most 50 ms as the median, LCP at most 1.0 s (it was 1.2 s).
  mobileScoreMedian: 100,
  mobileScoreEveryRun: 99,
  lcpMs: 1000,
  tbtMs: 50,
  cls: 0,
};

/**
 * Romanian and Norwegian say the same in more words than English (the home page's text is ~25%
 * longer, and ș ț å ø compress less well), so their pages get this much more of both budgets
 * (issue 17). Measured at 104.7 KB of JS and 14.6 KB of HTML for the Romanian home page.
 */
export const translatedSlack = { initialJsGzipKb: 2.5, htmlGzipKb: 1 };

/** The byte budgets of a page in locale `l`. */
export const budgetsFor = (l: Locale) =>
  l === 'en'
    ? budgets
    : { ...budgets, initialJsGzipKb: budgets.initialJsGzipKb + translatedSlack.initialJsGzipKb, htmlGzipKb: budgets.htmlGzipKb + translatedSlack.htmlGzipKb };

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
export async function initialScripts(route: string, l: Locale = 'en'): Promise<string[]> {
  // Each locale's build has its own manifest (scripts/build.ts); their assets share dist/assets.
  const manifestFile = l === 'en' ? join(paths.distSsr, 'client-manifest.json') : join(paths.distSsr, l, 'client-manifest.json');
  const manifest: Manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
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

/** A route's HTML (its CSS inline), the scripts it needs to hydrate, and the stylesheets it inlines, in locale `l`. */
export async function firstLoadSizes(route: string, l: Locale = 'en') {
  const html = await readFile(join(paths.dist, localeBase(l), routeFile(route)), 'utf8');
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
  const js = [...new Set([...refs(/<script[^>]+(?:src|data-entry)="\/([^"]+)"/g), ...(await initialScripts(route, l))])];
  const css = inlinedStylesheets(html);
  return { htmlKb: gzipKb(html), jsKb: await gzipKbOf(js), cssKb: await gzipKbOf(css), jsFiles: js.length, js };
}
