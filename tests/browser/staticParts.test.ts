import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../scripts/paths';
import { useSite } from './kit';

/**
 * Issue 39: the parts of a page that never change after the first paint (the footer's columns,
 * the hero's words, the plans) are left alone by hydration: the very nodes the server sent stay,
 * React attaches nothing to them, and their links still navigate inside the site, with the
 * preloader, without a full page load.
 */
const site = useSite(undefined, { tabs: true });

let pricingChunk: string;
beforeAll(async () => {
  const manifest: Record<string, { file: string }> = JSON.parse(await readFile(join(paths.distSsr, 'client-manifest.json'), 'utf8'));
  pricingChunk = '/' + manifest['src/pages/PricingPage.tsx']!.file;
});

/** Before any script runs, keeps a reference to the first element matching each selector, as the server sent it. */
const keepServerNodes = (selectors: string[]) => (page: Page) =>
  page.addInitScript((list) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverNodes: (Element | null)[] }).serverNodes = list.map((s) => document.querySelector(s));
    });
  }, selectors);

/** For each selector: whether its element is still the server's node, and whether React holds the element or its first child. */
const inspect = (page: Page, selectors: string[]) =>
  page.evaluate((list) => {
    const kept = (window as unknown as { serverNodes: (Element | null)[] }).serverNodes;
    const reactHolds = (el: Element | null) => Boolean(el && Object.keys(el).some((k) => k.startsWith('__reactFiber$')));
    return list.map((s, i) => {
      const el = document.querySelector(s);
      return { selector: s, sameNode: el !== null && el === kept[i], react: reactHolds(el) || reactHolds(el?.firstElementChild ?? null) };
    });
  }, selectors);

/** The delegated link handler's code comes after hydration (off the first load): a click before it is a full load. */
const linksHandled = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname.includes('/staticLinks-')));

const frozen = (selector: string) => ({ selector, sameNode: true, react: false });
const live = (selector: string) => ({ selector, sameNode: true, react: true });

describe('static parts', () => {
  it('keeps the server’s nodes of the hero’s words, the sections’ intros and the footer’s columns on /, and hydrates the parts that move or answer', async () => {
    const selectors = ['.hero__text', '#areasSection .eyebrow', '.footer__grid', '.footer__links a', '.hero__shape', '.footer__top', '#demoSection form'];
    const { page, problems } = await site.visit('/', { viewport: { width: 1280, height: 900 }, before: keepServerNodes(selectors) });
    const [hero, card, footer, footerLink, shape, topButton] = await inspect(page, selectors);
    expect([hero, card, footer, footerLink]).toEqual([
      frozen('.hero__text'),
      frozen('#areasSection .eyebrow'),
      frozen('.footer__grid'),
      frozen('.footer__links a'),
    ]);
    // The same check sees React where it is: the hero's moving shape and the footer's button.
    expect([shape, topButton]).toEqual([live('.hero__shape'), live('.footer__top')]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the plans’ text on /pricing while the billing switch and the prices stay live', async () => {
    const selectors = ['.plan__features', '.plan__title', '.plan__price'];
    const { page, problems } = await site.visit('/pricing', { viewport: { width: 1280, height: 900 }, before: keepServerNodes(selectors) });
    const [features, title, price] = await inspect(page, selectors);
    expect([features, title]).toEqual([frozen('.plan__features'), frozen('.plan__title')]);
    expect(price).toEqual(live('.plan__price'));
    // Every plan's price is a text today, the same in both periods: the switch itself shows it is live.
    const yearly = page.locator('.billing-switch__option').filter({ hasText: 'Yearly' });
    await page.getByRole('radio', { name: /Yearly/ }).check();
    await expect.poll(() => yearly.getAttribute('data-checked')).toBe('true');
    expect((await inspect(page, selectors)).slice(0, 2)).toEqual([frozen('.plan__features'), frozen('.plan__title')]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('navigates a static part’s link inside the site, with the preloader, and renders static parts normally after that', async () => {
    const { page, problems } = await site.visit('/', { viewport: { width: 1280, height: 900 } });
    // A full page load would lose this.
    await linksHandled(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === pricingChunk,
      async (route) => {
        await released;
        await route.continue();
      },
    );
    const link = page.locator('.footer__links').getByRole('link', { name: 'Pricing', exact: true });
    expect(await link.evaluate((a) => Object.keys(a).some((k) => k.startsWith('__reactFiber$')))).toBe(false);
    await link.click();
    await page.waitForURL(site.server.url + '/pricing');
    await page.waitForSelector('.preloader[data-visible="true"]');
    release();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Pricing');
    await page.waitForSelector('.preloader[data-visible="false"]');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // After the first hydration a static part is an ordinary component: the plans came with the page's render.
    expect(
      await page
        .locator('.plan__features')
        .first()
        .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'))),
    ).toBe(true);
    // The plan's Contact Us, rendered by the navigation: a live Link now, which navigates once.
    await page.locator('.plan__cta').first().click();
    await page.waitForURL(site.server.url + '/demo');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('navigates the hero’s Book a demo link inside the site before anything else has been clicked', async () => {
    const { page, problems } = await site.visit('/', { viewport: { width: 1280, height: 900 } });
    await linksHandled(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('.hero__text').getByRole('link', { name: 'Book a demo' }).click();
    await page.waitForFunction(() => document.title.startsWith('Book a demo'));
    expect(new URL(page.url()).pathname).toBe('/demo');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/' && document.querySelector('.hero__text') !== null);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('stays in the Romanian build on a footer link of /ro, and leaves the language switch to a full load', async () => {
    // A Romanian browser: no line offers another language over the footer.
    const { page, problems } = await site.visit('/ro', { viewport: { width: 1280, height: 900 }, locale: 'ro-RO' });
    await linksHandled(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('.footer__links a[href="/ro/pricing"]').click();
    await page.waitForURL(site.server.url + '/ro/pricing');
    await page.waitForFunction(() => document.querySelector('.plan') !== null);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The language switch loads the other build: a new document.
    await page.locator('.footer__languages a[href="/pricing"]').click();
    await page.waitForURL(site.server.url + '/pricing');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    expect(problems).toEqual([]);
    await page.close();
  });
});
