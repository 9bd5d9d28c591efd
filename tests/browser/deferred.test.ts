import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { paths } from '../../scripts/paths';
import { inlinedStylesheets } from '../../scripts/paint-first';
import { exportLeads } from './harness';
import { field as labelled, useSite, type VisitOptions } from './kit';

/**
 * Issue 9: what a first visit to / loads. The wait-list form (#demoSection) is a deferred island
 * and react-spring loads on the first animation, so neither is part of the first load; the form
 * still works, and nothing typed or submitted before its code arrives is lost or sent elsewhere.
 */
const adminToken = 'deferred-browser-test-admin-token';
const { labels } = waitlistText;

let formChunk: string;
let springsChunk: string;

beforeAll(async () => {
  const manifest: Record<string, { file: string }> = JSON.parse(await readFile(join(paths.distSsr, 'client-manifest.json'), 'utf8'));
  formChunk = '/' + manifest['src/components/waitlist/WaitlistForm.tsx']!.file;
  springsChunk = '/' + Object.entries(manifest).find(([key]) => key.includes('@react-spring/web'))![1].file;
});
const site = useSite({ ADMIN_TOKEN: adminToken });
const exported = () => exportLeads(site.server, 'waitlist-records', adminToken);

/** Opens `path` as a new visitor on a wide screen. */
const open = (path: string, options: VisitOptions = {}) => site.visit(path, { viewport: { width: 1280, height: 900 }, ...options });
/** The paths a page requests, for comparing with the build's chunk names. */
const pathsOf = (requests: string[]) => requests.map((url) => new URL(url).pathname);

/** Holds every request for `file` until the returned function is called. */
async function holdRequests(page: Page, file: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === file,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

const field = (page: Page, label: string) => labelled(page.locator('#demoSection'), label);

describe('first visit to /', () => {
  it('references neither the wait-list form’s code nor react-spring in its HTML, but carries the form’s styles', async () => {
    const html = await (await fetch(site.server.url + '/')).text();
    expect(html).not.toContain(formChunk);
    expect(html).not.toContain(springsChunk);
    // The form is in the prerendered page, styled from the start (its CSS inline, issue 20).
    expect(html).toContain(`aria-label="${waitlistText.formName}"`);
    const formCss = inlinedStylesheets(html);
    expect(formCss.some((href) => href?.includes('WaitlistForm'))).toBe(true);
  });

  it('shows the page before it asks for any script, then becomes interactive (the loader passes the Content-Security-Policy)', async () => {
    const { page, problems } = await open('/');
    const { painted, scripts } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => e.startTime),
    }));
    expect(painted).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(painted!);
    expect(problems).toEqual([]);
  });

  it('becomes interactive in a browser that never reports its first paint, a few seconds later', async () => {
    const { page, problems } = await open('/', {
      // An observer that never calls back, as in a browser without paint timing.
      before: (p) =>
        p.addInitScript(
          () =>
            (window.PerformanceObserver = class {
              observe() {}
              disconnect() {}
            } as unknown as typeof PerformanceObserver),
        ),
    });
    const started = await page.evaluate(() => performance.getEntriesByType('resource').find((e) => e.name.includes('/assets/index-'))?.startTime);
    expect(started).toBeGreaterThanOrEqual(2_900);
    expect(problems).toEqual([]);
  });

  it('asks for its script at once in a tab opened in the background, which paints nothing until shown', async () => {
    const { page, problems } = await open('/', {
      // Hidden, and no paint to report: only the loader's background-tab branch can load the entry
      // before the 3 s fallback.
      before: (p) =>
        p.addInitScript(() => {
          Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
          window.PerformanceObserver = class {
            observe() {}
            disconnect() {}
          } as unknown as typeof PerformanceObserver;
        }),
    });
    const started = await page.evaluate(() => performance.getEntriesByType('resource').find((e) => e.name.includes('/assets/index-'))?.startTime);
    expect(started).toBeLessThan(2_900);
    expect(problems).toEqual([]);
  });

  it('loads the form’s code only as the visitor nears #demoSection, then the form saves what is typed', async () => {
    const { page, context, requests, problems } = await open('/');
    await page.waitForLoadState('networkidle');
    expect(pathsOf(requests)).not.toContain(formChunk);

    await page.locator('#demoSection').scrollIntoViewIfNeeded();
    await expect.poll(() => pathsOf(requests)).toContain(formChunk);
    await field(page, labels.name).fill('Ada Near');
    await field(page, labels.email).fill('ada.near@example.org');
    await expect.poll(async () => (await exported()).find((r) => r.email === 'ada.near@example.org')?.name, { timeout: 15_000 }).toBe('Ada Near');
    // The island hydrated over the server's HTML: no mismatch, no warning.
    expect(problems).toEqual([]);
    await context.close();
  });

  it('loads the form’s code at once when the page opens at #demoSection', async () => {
    const { context, requests } = await open('/#demoSection');
    await expect.poll(() => pathsOf(requests)).toContain(formChunk);
    await context.close();
  });

  it('keeps and saves what the visitor typed before the form’s code arrived', async () => {
    let release!: () => void;
    const { page, context, problems } = await open('/', { before: async (tab) => (release = await holdRequests(tab, formChunk)) });
    await field(page, labels.name).pressSequentially('Grace Early');
    await field(page, labels.email).pressSequentially('grace.early@example.org');
    await page.locator('#demoSection').getByLabel(labels.hasCenter).check();
    release();
    await expect
      .poll(async () => (await exported()).find((r) => r.email === 'grace.early@example.org'), { timeout: 15_000 })
      .toMatchObject({ name: 'Grace Early', hasCenter: true, status: 'draft' });
    // The center's fields, revealed by the replayed tick, are there and blank.
    expect(await field(page, labels.center).inputValue()).toBe('');
    expect(await field(page, labels.name).inputValue()).toBe('Grace Early');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends nothing anywhere when Enter is pressed before the form’s code arrived, and submits it once it has', async () => {
    let release!: () => void;
    const { page, context } = await open('/', { before: async (tab) => (release = await holdRequests(tab, formChunk)) });
    await field(page, labels.name).fill('Hedy Quick');
    await field(page, labels.email).fill('hedy.quick@example.org');
    // The submit button is no longer disabled in the HTML (forms work without JavaScript, issue 14),
    // so Enter submits: the island holds that submit and sends it once its code is live.
    await field(page, labels.email).press('Enter');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
    release();
    await page.locator('#demoSection').getByText(waitlistText.success.full).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
    const stored = (await exported()).filter((r) => r.email === 'hedy.quick@example.org');
    expect(stored).toEqual([expect.objectContaining({ name: 'Hedy Quick', status: 'submitted' })]);
    await context.close();
  });
});

describe('arriving at / inside the app', () => {
  it('loads the form’s code at once, and the form works', async () => {
    const { page, context, requests, problems } = await open('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForFunction(() => location.pathname === '/' && document.querySelector('h1')?.textContent === 'Heartwork, not paperwork.');
    await expect.poll(() => pathsOf(requests)).toContain(formChunk);
    await page.locator('#demoSection').scrollIntoViewIfNeeded();
    await field(page, labels.name).fill('Lin Inside');
    await field(page, labels.email).fill('lin.inside@example.org');
    await expect.poll(async () => (await exported()).find((r) => r.email === 'lin.inside@example.org')?.name, { timeout: 15_000 }).toBe('Lin Inside');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('react-spring', () => {
  it('is not loaded on a phone (all media show at once under 800 px) until the first navigation fades the preloader', async () => {
    const { page, context, requests } = await open('/', { viewport: { width: 390, height: 800 } });
    await page.waitForLoadState('networkidle');
    expect(pathsOf(requests)).not.toContain(springsChunk);
    await page.locator('footer').getByRole('link', { name: 'Pricing' }).click();
    await page.waitForFunction(() => location.pathname === '/pricing');
    await expect.poll(() => pathsOf(requests)).toContain(springsChunk);
    await context.close();
  });

  it('arrives after the page is interactive on a wide screen, and the hero’s decoration fades in', async () => {
    const { page, context, requests } = await open('/');
    await expect.poll(() => pathsOf(requests)).toContain(springsChunk);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.hero__shape')!).opacity === '1');
    await context.close();
  });
});
