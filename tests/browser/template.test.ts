import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { routes } from '../../src/routes';
import { seriousViolations, useSite, type VisitOptions } from './kit';

const templatePaths = routes.filter((r) => r.page.startsWith('template/')).map((r) => r.path);

const site = useSite(undefined, { tabs: true });
const open = (path: string, options: VisitOptions = {}) => site.visit(path, options);

const unitValues = (page: Page) => page.locator('[data-unit]').evaluateAll((els) => els.map((e) => e.textContent));

describe('template pages in the browser', () => {
  // Each sample page is loaded once, here: its 320 px reflow (layout.test.ts sweeps the product
  // pages), its axe check with a real layout, its requests and its console.
  it.each(templatePaths)('%s fits a 320 px screen, has no serious accessibility violations and requests nothing from other hosts', async (path) => {
    // bypassCSP lets the test inject axe; the page's own scripts are unaffected.
    const { page, requests, problems } = await open(path, { bypassCSP: true, viewport: { width: 320, height: 900 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${path} is wider than 320 px`).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    const violations = await seriousViolations(page);
    expect(violations).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(site.server.url))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('prerenders the countdown as placeholders and starts it once the page runs', async () => {
    const still = await open('/coming-soon', { javaScriptEnabled: false });
    expect(await unitValues(still.page)).toEqual(['--', '--', '--', '--']);
    await still.page.close();

    const live = await open('/coming-soon');
    await live.page.waitForFunction(() => [...document.querySelectorAll('[data-unit]')].every((e) => /^\d+$/.test(e.textContent ?? '')));
    const first = await unitValues(live.page);
    await live.page.waitForFunction((before) => document.querySelector('[data-unit="seconds"]')?.textContent !== before, first[3]);
    expect(live.problems).toEqual([]);
    await live.page.close();
  });

  it("opens the Reviews tab from '3 reviews' and brings it into view", async () => {
    const { page } = await open('/products-details');
    await page.getByRole('link', { name: '3 reviews' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('product-tabs')!.getBoundingClientRect().top;
      return top >= -2 && top < 150;
    });
    expect(await page.getByRole('tab', { name: 'Reviews' }).getAttribute('aria-selected')).toBe('true');
    await expect(page.getByText('Based on 3 reviews').isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('keeps a submitted template form on its page', async () => {
    const { page, requests } = await open('/contact');
    const before = requests.length;
    const form = page.getByRole('form', { name: 'Contact' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Ana');
    await form.getByRole('textbox', { name: 'Email' }).fill('ana@example.com');
    await form.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status').innerText()).resolves.toContain('nothing was sent');
    expect(new URL(page.url()).pathname).toBe('/contact');
    // The page may fetch its own code as the visitor types (an island loads on first use); what
    // must not leave is the message: no request other than the site's scripts and styles.
    expect(requests.slice(before).filter((url) => !new URL(url).pathname.startsWith('/assets/'))).toEqual([]);
    await page.close();
  });
});
