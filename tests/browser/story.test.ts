import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { home } from '../../src/content/home';
import { seriousViolations, useSite, type VisitOptions } from './kit';

const site = useSite(undefined, { tabs: true });
const open = (path: string, options: VisitOptions = {}) => site.visit(path, { viewport: { width: 1280, height: 900 }, ...options });
const { otherHosts } = site;
const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

describe('accessibility', () => {
  it.each(['/', '/about', '/faq', '/pricing', '/demo', '/affiliate', '/scholarship'])(
    '%s has no serious or critical axe-core violations at desktop and phone widths',
    async (path) => {
      // Reduced motion: every section is shown at once, so axe sees the page as it settles.
      // One visit: loaded at phone width (as a phone loads it), then widened to a desktop window.
      const { page } = await open(path, { viewport: { width: 390, height: 900 }, reducedMotion: 'reduce', bypassCSP: true });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await nextFrames(page);
        const violations = await seriousViolations(page);
        expect(violations, `${path} at ${width} px`).toEqual([]);
      }
      await page.close();
    },
  );
});

describe('home page in the browser', () => {
  it('loads every image of the home page (lazy ones included), none broken', async () => {
    const { page } = await open('/', { reducedMotion: 'reduce' });
    await page.$$eval('img[loading="lazy"]', (imgs) => imgs.forEach((img) => ((img as HTMLImageElement).loading = 'eager')));
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    const broken = await page.$$eval('img', (imgs) => imgs.filter((img) => img.naturalWidth === 0).map((img) => img.getAttribute('src')));
    expect(broken).toEqual([]);
    expect(await page.locator('h1').innerText()).toBe('Heartwork, not paperwork.');
    await page.close();
  });

  it('shows the hero’s text in the prerendered page, before any script runs', async () => {
    const { page } = await open('/', { javaScriptEnabled: false });
    for (const text of ['Heartwork, not paperwork.', home.hero.subtitle, home.hero.joinCta]) {
      const el = page.locator('.hero').getByText(text, { exact: true });
      await expect(el.isVisible()).resolves.toBe(true);
      const opacity = await el.evaluate((node) => {
        let value = 1;
        for (let n: Element | null = node; n; n = n.parentElement) value *= Number(getComputedStyle(n).opacity);
        return value;
      });
      expect(opacity, text).toBe(1);
    }
    await page.close();
  });

  it('sends no request to another host while the visitor browses without consenting', async () => {
    const { page, requests } = await open('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('#faqsSection').getByRole('button').first().click();
    await page.getByRole('link', { name: 'Pricing', exact: true }).first().click();
    await page.waitForFunction(() => location.pathname === '/pricing');
    await page.getByRole('radio', { name: /Yearly/ }).check();
    expect(otherHosts(requests)).toEqual([]);
    expect(requests.filter((url) => url.includes('amplitude'))).toEqual([]);
    await page.close();
  });

  it('loads the YouTube player (privacy-enhanced host) only when play is pressed', async () => {
    const { page, requests } = await open('/');
    const video = page.locator('#videoSection');
    await video.scrollIntoViewIfNeeded();
    expect(await video.locator('iframe').count()).toBe(0);
    expect(otherHosts(requests)).toEqual([]);
    await video.getByRole('button', { name: home.video.play }).click();
    const src = await video.locator('iframe').getAttribute('src');
    expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect.poll(() => otherHosts(requests).map((url) => new URL(url).host)).toContain('www.youtube-nocookie.com');
    expect(new Set(otherHosts(requests).map((url) => new URL(url).host))).toEqual(new Set(['www.youtube-nocookie.com']));
    await page.close();
  });

  it('reveals a section’s media once the viewport’s midpoint reaches it, on a wide screen', async () => {
    const { page } = await open('/');
    const media = page.locator('#faqsSection .story__media');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('#faqsSection .story__media')!).opacity === '0');
    await page.evaluate(() => {
      const top = document.getElementById('faqsSection')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight / 2 + 10);
    });
    await page.waitForFunction(() => getComputedStyle(document.querySelector('#faqsSection .story__media')!).opacity === '1');
    expect(await media.locator('img').getAttribute('loading')).toBe('lazy');
    await page.close();
  });

  it.each([
    ['under 800 px wide', { viewport: { width: 390, height: 800 } }],
    ['with reduced motion', { reducedMotion: 'reduce' as const }],
  ])('shows every section’s media at once %s', async (_, options) => {
    const { page } = await open('/', options);
    await nextFrames(page);
    await nextFrames(page);
    const opacities = await page.$$eval('.story__media', (els) => els.map((el) => getComputedStyle(el).opacity));
    expect(opacities.length).toBeGreaterThan(0);
    expect(opacities.every((o) => o === '1')).toBe(true);
    await page.close();
  });
});
