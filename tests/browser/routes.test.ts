import { afterAll, beforeAll, describe, expect, type ExpectStatic, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { routeMeta } from '../../src/routeMeta';
import { matchRoute, notFoundRoute, routes } from '../../src/routes';
import { footerLinks } from '../../src/components/Footer';
import { config } from '../../src/services/config';
import { useSite } from './kit';

const site = useSite(undefined, { tabs: true });

// With JavaScript off nothing runs and nothing is stored: one context serves every such visit.
let scriptless: BrowserContext;
beforeAll(async () => {
  scriptless = await site.newContext({ javaScriptEnabled: false });
});
afterAll(() => scriptless?.close());

async function expectShell(page: Page, hasFooter: boolean, expect: ExpectStatic) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'About', 'Pricing', 'Invite']) {
    await expect(nav.getByRole('link', { name, exact: true }).count()).resolves.toBe(1);
  }
  expect(await nav.getByRole('link', { name: 'Invite' }).getAttribute('href')).toBe('/affiliate');
  expect(await page.locator('footer').count()).toBe(hasFooter ? 1 : 0);
  if (hasFooter) {
    const footerNav = page.getByRole('navigation', { name: 'Footer' });
    const hrefs = await footerNav.getByRole('link').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual(footerLinks.map((l) => l.href));
    const text = await page.locator('footer').innerText();
    expect(text).toContain('© 2024');
    expect(text).toContain(config.contact.email);
    expect(text).toContain(config.contact.phone);
    expect(text).toContain(config.contact.address);
    expect(await page.getByRole('complementary', { name: 'Social links' }).getByRole('link').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /go to top/i }).count()).toBe(1);
  }
}

// Without JavaScript a visit is a document and its stylesheet: light enough to make a few at once
// (those with JavaScript are not: hydration keeps the machine busy, and they go one by one).
describe.concurrent('every route, as served', () => {
  it.for(routes.map((r) => [r.path, r] as const))('%s is served prerendered with its title and the shell rules', async ([path, route], { expect }) => {
    const { page, problems, status } = await site.visit(path, { context: scriptless, javaScriptEnabled: false });
    expect(status).toBe(200);
    expect(await page.title()).toBe(routeMeta(route).title);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(routeMeta(route).description);
    expect(await page.locator('h1').count()).toBe(1);
    // A tool (the inbox) draws its own header: neither the site's navigation nor its footer.
    if (route.tool) expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    else await expectShell(page, !route.hideFooter, expect);
    expect(await page.locator('footer').count()).toBe(route.hideFooter ? 0 : 1);
    const joins = await page.getByRole('banner').getByRole('link', { name: 'Book a demo' }).count();
    expect(joins).toBe(route.showJoin === false ? 0 : 1);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('every route, hydrated', () => {
  it('answers an unknown path with 404 and the Not Found screen, without a footer', async () => {
    const { page, status } = await site.visit('/no-such-page');
    expect(status).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('Page Not Found');
    expect(await page.locator('main').innerText()).toMatch(/might have been removed, had its name changed, or is temporarily unavailable/);
    expect(await page.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.title()).toBe(routeMeta(notFoundRoute).title);
    await page.close();
  });

  // The sample template pages hydrate in template.test.ts, whose visit asserts the same (no
  // problems in the console) along with axe and the phone width: one visit each, not two.
  it.each(routes.filter((r) => !r.template || r.page === 'NotFoundPage').map((r) => r.path))('%s hydrates without warnings', async (path) => {
    const { page, problems } = await site.visit(path);
    if (path === '/admin') {
      // Signed out, the inbox's session check is answered 401, which the client logs (spec: 'On
      // status 401 it is only logged') and the browser reports. Checked once that answer is in,
      // rather than racing it, and nothing else is allowed.
      const signedOut = '[api] 401 Unauthorized: /api/admin/session';
      await expect.poll(() => problems.includes(signedOut)).toBe(true);
      expect([...problems].sort()).toEqual([signedOut, 'Failed to load resource: the server responded with a status of 401 (Unauthorized)'].sort());
    } else {
      expect(problems).toEqual([]);
    }
    await page.close();
  });
});

describe('client-side navigation', () => {
  it('renders each page after clicking through the navbar and updates the title', async () => {
    const { page, problems } = await site.visit('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The first load leaves the focus alone.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    for (const [label, path] of [
      ['About', '/about'],
      ['Pricing', '/pricing'],
      ['Invite', '/affiliate'],
    ] as const) {
      // By keyboard: the new page's heading takes the focus from the link, and shows it.
      await nav.getByRole('link', { name: label, exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(site.server.url + path);
      const route = routes.find((r) => r.path === path)!;
      await page.waitForFunction((t) => document.title === t, routeMeta(route).title);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      expect(await page.locator('[data-visible="true"].preloader').count()).toBe(0);
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
    }
    await page.getByRole('link', { name: 'Book a demo' }).click();
    await page.waitForFunction(() => document.title.startsWith('Book a demo'));
    expect(await page.getByRole('banner').getByRole('link', { name: 'Book a demo' }).count()).toBe(0);
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/affiliate' && document.title.startsWith('Invite'));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('leaves a template page’s noindex behind on the product page the visitor goes on to', async () => {
    // Indexing is the default, so a product page carries no robots tag; the one a template page
    // loaded with must go when the visitor moves on without a full load.
    const { page } = await site.visit('/blog');
    const robots = () => page.evaluate(() => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null);
    expect(await robots()).toBe('noindex');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.waitForFunction((t) => document.title === t, routeMeta(matchRoute('/pricing')).title);
    expect(await robots()).toBeNull();
    expect(await page.evaluate(() => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'))).toMatch(/\/pricing$/);
    await page.close();
  });

  it('scrolls to the top after navigating from a scrolled page', async () => {
    const { page } = await site.visit('/privacy-policy');
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('footer').getByRole('link', { name: 'Pricing' }).click();
    await page.waitForFunction(() => location.pathname === '/pricing' && window.scrollY === 0);
    await page.close();
  });

  it('shows the Not Found screen for an unknown path reached in the app', async () => {
    const { page } = await site.visit('/about');
    await page.evaluate(() => {
      history.pushState(null, '', '/missing');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page Not Found');
    expect(await page.locator('footer').count()).toBe(0);
    await page.close();
  });
});

describe('home fragments land with the section’s top just under the navigation bar', () => {
  // The home sections are laid out only as they near the viewport (content-visibility: auto), so a
  // fragment's position was computed from estimated heights: /#faqsSection on a full load landed
  // 350 px low, the end of the join form above it (fragmentLanding.ts).
  const sections = ['areasSection', 'featuresSection', 'demoSection', 'faqsSection'];
  const sizes = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };
  /** The section's top less the navigation bar's bottom, in CSS px, two frames after now. */
  const below = (page: Page, id: string) =>
    page.evaluate(async (id) => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return Math.round(document.getElementById(id)!.getBoundingClientRect().top - document.querySelector('.navbar')!.getBoundingClientRect().bottom);
    }, id);
  /** Just under the bar: the page's scroll padding (80 px) less the bar's height (68 px) and its border. */
  const underTheBar = (gap: number) => gap >= -1 && gap <= 16;
  /**
   * The landing stays put once the sections above it are handed back to content-visibility (on
   * the visitor's first key, here a Shift that moves nothing), and every section skips layout
   * out of sight again.
   */
  async function staysAfterRelease(page: Page, id: string, where: string) {
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-landing'));
    expect(await below(page, id), `${where}, after the landing`).toSatisfy(underTheBar);
    const visibility = await page.evaluate(() => [...document.querySelectorAll('section.story')].map((s) => getComputedStyle(s).contentVisibility));
    expect(new Set(visibility), where).toEqual(new Set(['auto']));
  }

  it.each(Object.keys(sizes) as (keyof typeof sizes)[])('on a full page load of /#section and from a link on another page (%s)', async (size) => {
    const context = await site.newContext({ viewport: sizes[size] });
    const page = await context.newPage();
    for (const id of sections) {
      await page.goto('about:blank');
      await page.goto(`${site.server.url}/#${id}`);
      await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
      expect(await below(page, id), `/#${id} (${size})`).toSatisfy(underTheBar);
      await staysAfterRelease(page, id, `/#${id} (${size})`);
    }
    // A plain link elsewhere (an e-mail, another page) is a full load from another document.
    await page.goto(`${site.server.url}/about`);
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/#faqsSection', textContent: 'Questions' });
      document.querySelector('main')!.prepend(link);
    });
    await page.getByRole('link', { name: 'Questions' }).click();
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated') && location.hash === '#faqsSection');
    expect(await below(page, 'faqsSection'), `a link from /about to /#faqsSection (${size})`).toSatisfy(underTheBar);
    await page.close();
  });

  it.each(Object.keys(sizes) as (keyof typeof sizes)[])('on a navigation in the app from another page and from the hero’s Join link (%s)', async (size) => {
    // One visit: back to /about through the app before each arrival, as a visitor clicking around would.
    const { page } = await site.visit('/about', { viewport: sizes[size] });
    for (const id of sections) {
      await page.evaluate(() => history.pushState(null, '', '/about'));
      await page.waitForFunction(() => document.title.startsWith('About'));
      // wouter's navigate (pushState) goes through the app; a plain link would be a full load.
      await page.evaluate((href) => history.pushState(null, '', href), `/#${id}`);
      await expect.poll(() => below(page, id), { message: `/about → /#${id} (${size})` }).toSatisfy(underTheBar);
      await staysAfterRelease(page, id, `/about → /#${id} (${size})`);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.hero').getByRole('link', { name: /join/i }).first().click();
    await expect.poll(() => below(page, 'demoSection'), { message: `the hero’s link (${size})` }).toSatisfy(underTheBar);
    await page.close();
  });
});
