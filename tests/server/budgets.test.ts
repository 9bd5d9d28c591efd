import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetRoutes, budgetsFor, firstLoadSizes } from '../../scripts/first-load';
import { paths } from '../../scripts/paths';
import { routeFile } from '../../scripts/prerender';
import { locales } from '../../src/i18n/locale';
import { localeBase } from '../../src/i18n/paths';
import { entryLoader } from '../../src/entryLoader';
import { fontFlagLoader } from '../../src/fontFlag';

/**
 * Issues 9 and 20: byte budgets of the pages a visitor lands on, on the built site. Sizes and
 * the page's structure, not speed: timings and scores are the benchmark's (npm run bench:web).
 */
// Every language's pages keep the budgets (issue 17): each is its own build of the same code.
describe.each(locales.flatMap((l) => budgetRoutes.map((route) => [l, route] as const)))('the first load of %s %s', (l, route) => {
  const budgets = budgetsFor(l);
  it(`needs at most ${budgets.initialJsGzipKb} KB of JavaScript (gzip) to hydrate`, async () => {
    const { jsKb, js } = await firstLoadSizes(route, l);
    expect(jsKb, js.join(', ')).toBeLessThanOrEqual(budgets.initialJsGzipKb);
  });

  it(`is an HTML document of at most ${budgets.htmlGzipKb} KB (gzip), its CSS included`, async () => {
    expect((await firstLoadSizes(route, l)).htmlKb).toBeLessThanOrEqual(budgets.htmlGzipKb);
  });

  it('leaves the lead forms’ code and react-spring to load after hydration', async () => {
    const { js } = await firstLoadSizes(route, l);
    expect(js.filter((f) => /WaitlistForm|AffiliateForm|TextField|react-spring/.test(f))).toEqual([]);
  });

  // Issue 20: nothing in the HTML competes with the first paint.
  it('paints before any request: no stylesheet link, no modulepreload, no script to fetch; a loader at the end names the entry', async () => {
    const html = await readFile(join(paths.dist, localeBase(l), routeFile(route)), 'utf8');
    // Links inside <noscript> are for visitors without JavaScript, whose browser runs no script.
    const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>.*?<\/noscript>/g, '');
    expect(head).not.toMatch(/<link rel="(stylesheet|modulepreload)"(?![^>]*disabled)/);
    expect(html).not.toMatch(/<script[^>]+src=/);
    const loaders = [...html.matchAll(/<script data-entry="([^"]+)">([^<]*)<\/script>/g)];
    expect(loaders).toHaveLength(1);
    expect(loaders[0]![2]).toBe(entryLoader); // the text the Content-Security-Policy's hash allows
    expect(await readFile(join(paths.dist, loaders[0]![1]!), 'utf8')).toContain('hydrateRoot');
    expect(html.indexOf(loaders[0]![0])).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  // Issue 39: a font fetched before the first paint is counted into the simulated phone's LCP, so
  // the head preloads none; its font loader preloads the files only once they are cached.
  it('preloads no font in the HTML; the head’s font loader is the text the policy allows', async () => {
    const html = await readFile(join(paths.dist, localeBase(l), routeFile(route)), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<link[^>]+rel="preload"/);
    const fontLoaders = [...head.matchAll(/<script data-files="([^"]+)">([^<]*)<\/script>/g)];
    expect(fontLoaders).toHaveLength(1);
    expect(fontLoaders[0]![2]).toBe(fontFlagLoader);
    expect(fontLoaders[0]![1]!.split(' ')[0]).toMatch(/^\/assets\/inter-latin-[\w-]+\.woff2$/);
  });
});

describe('a page carries only its own language', () => {
  // A text every page's first load holds (the skip link), in each language. (The line offering
  // another language is written in that language, and loads only when it is offered: i18n/offers.ts.)
  const ownText = async (l: string): Promise<string> =>
    (await import(l === 'en' ? '../../src/content/chrome' : `../../src/content/${l}/chrome.ts`)).chrome.skipLink;
  it.each(locales)("the %s home page's scripts hold its own texts and no other language's", async (l) => {
    const { js } = await firstLoadSizes('/', l);
    const code = (await Promise.all(js.map((f) => readFile(join(paths.dist, f), 'utf8')))).join('\n');
    for (const other of locales) {
      const text = await ownText(other);
      expect(code.includes(text), `${other}: ${text}`).toBe(other === l);
    }
  });
});
