import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { notFoundRoute, routes } from '../../src/routes';
import { footerLinks } from '../../src/components/Footer';
import { config } from '../../src/services/config';
import { launchBrowser, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens a page and collects what the console says, so hydration warnings fail the test. */
async function open(path: string, options: { javaScript?: boolean } = {}) {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScript ?? true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const response = await page.goto(server.url + path, { waitUntil: 'load' });
  return { page, context, problems, status: response!.status() };
}

async function expectShell(page: Page, hasFooter: boolean) {
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

describe('every route', () => {
  it.each(routes.map((r) => [r.path, r] as const))('%s is served prerendered with its title and the shell rules', async (path, route) => {
    const { page, context, problems, status } = await open(path, { javaScript: false });
    expect(status).toBe(200);
    expect(await page.title()).toBe(route.title);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(route.description);
    expect(await page.locator('h1').count()).toBe(1);
    await expectShell(page, !route.hideFooter);
    const joins = await page.getByRole('banner').getByRole('link', { name: 'Book a demo' }).count();
    expect(joins).toBe(route.showJoin === false ? 0 : 1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers an unknown path with 404 and the Not Found screen, without a footer', async () => {
    const { page, context, status } = await open('/no-such-page');
    expect(status).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('Page Not Found');
    expect(await page.locator('main').innerText()).toMatch(/might have been removed, had its name changed, or is temporarily unavailable/);
    expect(await page.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.title()).toBe(notFoundRoute.title);
    await context.close();
  });

  it('hydrates every route without warnings', async () => {
    for (const route of routes) {
      const { page, context, problems } = await open(route.path);
      await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
      expect(problems, route.path).toEqual([]);
      await context.close();
    }
  });
});

describe('client-side navigation', () => {
  it('renders each page after clicking through the navbar and updates the title', async () => {
    const { page, context, problems } = await open('/');
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of [['About', '/about'], ['Pricing', '/pricing'], ['Invite', '/affiliate']] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(server.url + path);
      const route = routes.find((r) => r.path === path)!;
      await page.waitForFunction((t) => document.title === t, route.title);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      expect(await page.locator('[data-visible="true"].preloader').count()).toBe(0);
    }
    await page.getByRole('link', { name: 'Book a demo' }).click();
    await page.waitForFunction(() => document.title.startsWith('Book a demo'));
    expect(await page.getByRole('banner').getByRole('link', { name: 'Book a demo' }).count()).toBe(0);
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/affiliate' && document.title.startsWith('Invite'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('scrolls to the top after navigating from a scrolled page', async () => {
    const { page, context } = await open('/privacy-policy');
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('footer').getByRole('link', { name: 'Pricing' }).click();
    await page.waitForFunction(() => location.pathname === '/pricing' && window.scrollY === 0);
    await context.close();
  });

  it('shows the Not Found screen for an unknown path reached in the app', async () => {
    const { page, context } = await open('/about');
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
    await page.evaluate(() => {
      history.pushState(null, '', '/missing');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page Not Found');
    expect(await page.locator('footer').count()).toBe(0);
    await context.close();
  });
});

describe('home fragments', () => {
  const sections = ['areasSection', 'featuresSection', 'demoSection', 'faqsSection'];

  it.each(sections)('#%s is scrolled into view when arriving from another page', async (id) => {
    const { page, context } = await open('/about');
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
    await page.evaluate((href) => {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = 'jump';
      document.querySelector('main')!.prepend(a);
    }, `/#${id}`);
    // A plain link goes through a full load; wouter's navigate goes through the app.
    await page.evaluate((href) => history.pushState(null, '', href), `/#${id}`);
    await page.waitForFunction((sid) => {
      const el = document.getElementById(sid);
      if (!el) return false;
      const top = el.getBoundingClientRect().top;
      return top >= -2 && top < 120;
    }, id);
    await context.close();
  });

  it('opens the home page at a fragment on a full page load', async () => {
    const { page, context } = await open('/#faqsSection');
    await page.waitForFunction(() => {
      const top = document.getElementById('faqsSection')!.getBoundingClientRect().top;
      return top >= -2 && top < 120;
    });
    await context.close();
  });
});
