import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetRoutes, budgets, firstLoadSizes } from '../../scripts/first-load';
import { paths } from '../../scripts/paths';
import { routeFile } from '../../scripts/prerender';

/**
 * Issues 9 and 20: byte budgets of the pages a visitor lands on, on the built site. Sizes and
 * the page's structure, not speed: timings and scores are the benchmark's (npm run bench:web).
 */
describe.each(budgetRoutes)('the first load of %s', (route) => {
  it(`needs at most ${budgets.initialJsGzipKb} KB of JavaScript (gzip) to hydrate`, async () => {
    const { jsKb, js } = await firstLoadSizes(route);
    expect(jsKb, js.join(', ')).toBeLessThanOrEqual(budgets.initialJsGzipKb);
  });

  it(`is an HTML document of at most ${budgets.htmlGzipKb} KB (gzip), its CSS included`, async () => {
    expect((await firstLoadSizes(route)).htmlKb).toBeLessThanOrEqual(budgets.htmlGzipKb);
  });

  it('leaves the lead forms’ code and react-spring to load after hydration', async () => {
    const { js } = await firstLoadSizes(route);
    expect(js.filter((f) => /WaitlistForm|AffiliateForm|TextField|react-spring/.test(f))).toEqual([]);
  });

  // Issue 20: nothing in the HTML competes with the first paint.
  it('paints before any request: no stylesheet link, no modulepreload, one low-priority module script at the end', async () => {
    const html = await readFile(join(paths.dist, routeFile(route)), 'utf8');
    // Links inside <noscript> are for visitors without JavaScript, whose browser runs no script.
    const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>.*?<\/noscript>/g, '');
    expect(head).not.toMatch(/<link rel="(stylesheet|modulepreload)"(?![^>]*disabled)/);
    expect(head).not.toMatch(/<script[^>]+src=/);
    const scripts = [...html.matchAll(/<script[^>]+src="[^"]+"[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/type="module"[^>]*fetchpriority="low"/);
    expect(html.indexOf(scripts[0]!)).toBeGreaterThan(html.indexOf('<div id="root">'));
  });
});
