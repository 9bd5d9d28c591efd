import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cachedFontKey } from '../../src/fontFlag';
import { useSite, waitForHydration } from './kit';
import { countShifts } from './layoutShifts';

/**
 * Issue 39: the brand font never swaps under a reader. A first visit paints in the metric-matched
 * fallback with no font fetched before its first paint (Lighthouse's simulated LCP counts such a
 * request) and keeps it while the page is read, though the font is fetched meanwhile; a click on
 * an internal link shows the next page in Inter; a later full load has Inter from its first paint.
 */
const site = useSite();

const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** What the page's text is set in, its shifts so far, and the font files requested before its first paint. */
const typeOf = (page: Page) =>
  page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const early = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.endsWith('.woff2') && e.startTime < paint);
    const pathOf = (e: PerformanceEntry) => new URL(e.name).pathname;
    return {
      family: getComputedStyle(document.body).fontFamily.split(',')[0]!.replaceAll('"', ''),
      // The brand font's files have loaded (fetched at idle on a first visit, applied or not).
      loaded: document.fonts.check('16px "Inter Variable"') && [...document.fonts].some((f) => f.family.includes('Inter Variable') && f.status === 'loaded'),
      shift: (window as unknown as { shift: number }).shift,
      fontsBeforePaint: early.map(pathOf),
      // Of those, the ones that came over the network (a file in the page's memory cache is taken
      // by its style sheet at once, and costs nothing).
      fontsFetchedBeforePaint: early.filter((e) => e.transferSize > 0).map(pathOf),
      preloads: document.querySelectorAll('link[rel="preload"][as="font"]').length,
    };
  });

describe('the brand font', () => {
  it('is not fetched before a first visit’s paint, never swaps under the reader, comes with the next page, and is there from the first paint of a later load', async () => {
    const { page, context } = await site.visit('/ro/about', { viewport: { width: 1280, height: 900 }, before: countShifts });
    // The font is fetched once the page is idle and loads; the page is left in the fallback.
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, cachedFontKey);
    await page.evaluate(() => document.fonts.ready);
    await frames(page);
    expect(await typeOf(page)).toEqual({
      family: 'Inter Fallback Arial',
      loaded: true,
      shift: 0,
      fontsBeforePaint: [],
      fontsFetchedBeforePaint: [],
      preloads: 0,
    });

    // The next page replaces this one in Inter: no frame shows the old page's text in it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { frames: string[] }).frames = seen;
      const h1 = () => document.querySelector('main h1')?.textContent ?? '';
      const old = h1();
      const watch = () => {
        if (document.documentElement.hasAttribute('data-fonts')) seen.push(h1() === old ? 'old page in Inter' : 'new page in Inter');
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.locator('header a[href="/ro/pricing"]').first().click();
    await page.waitForFunction(() => location.pathname === '/ro/pricing' && document.documentElement.hasAttribute('data-fonts'));
    await frames(page);
    expect(await page.evaluate(() => (window as unknown as { frames: string[] }).frames)).toEqual(['new page in Inter']);
    expect(
      await page.evaluate(() => [getComputedStyle(document.querySelector('main h1')!).fontFamily.split(',')[0], document.fonts.check('16px "Inter Variable"')]),
    ).toEqual(['"Inter Variable"', true]);

    // A full load now: Inter from the first paint, nothing shifts, on the pages whose text a swap
    // moved most (docs/benchmarks.md), at a phone's and a desktop's width.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/ro/about', '/ro/pricing', '/ro/affiliate', '/nb/terms-and-conditions', '/scholarship']) {
        const requests: string[] = [];
        const listen = (r: { url: () => string }) => requests.push(r.url());
        page.on('request', listen);
        await page.goto(site.server.url + path);
        await waitForHydration(page);
        await page.evaluate(() => document.fonts.ready);
        await frames(page);
        page.off('request', listen);
        const type = await typeOf(page);
        expect({ path, width, family: type.family, drawn: type.loaded, shift: type.shift }).toEqual({
          path,
          width,
          family: 'Inter Variable',
          drawn: true,
          shift: 0,
        });
        expect(type.fontsBeforePaint[0], path).toMatch(/^\/assets\/inter-latin-/);
        expect(requests.filter((url) => url.endsWith('.woff2')).every((url) => url.startsWith(`${site.server.url}/assets/inter-`))).toBe(true);
      }
    }
    await context.close();
  });

  it('without the cached mark, a reload paints in the fallback again and neither preloads nor fetches a font before its paint', async () => {
    const { page, context } = await site.visit('/', { viewport: { width: 390, height: 900 }, before: countShifts });
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, cachedFontKey);
    await page.evaluate((key) => localStorage.removeItem(key), cachedFontKey);
    await page.reload();
    await waitForHydration(page);
    const type = await typeOf(page);
    expect(type.family).toBe('Inter Fallback Arial');
    // The files are still in this browser's cache (only the mark went), which the page may read at
    // once; what the simulated phone's paint would wait for is a preload or a request over the network.
    expect({ preloads: type.preloads, fetched: type.fontsFetchedBeforePaint }).toEqual({ preloads: 0, fetched: [] });
    await context.close();
  });
});
