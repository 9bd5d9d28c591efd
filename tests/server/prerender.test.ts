import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../scripts/paths';
import { routeFile } from '../../scripts/prerender';
import { inlinedStylesheets } from '../../scripts/paint-first';
import { notFoundRoute, routes } from '../../src/routes';

// The page's CSS is inline (issue 20), each sheet in a <style> naming its file.
const stylesheets = inlinedStylesheets;

describe('prerendered pages', () => {
  // A client-side navigation appends a page's CSS after the global CSS; a first load must cascade
  // the same way, or a page looks different depending on how the visitor arrived.
  it.each([...routes, notFoundRoute].map((r) => r.path))('%s carries the global CSS before its own', async (path) => {
    const html = await readFile(join(paths.dist, routeFile(path)), 'utf8');
    const sheets = stylesheets(html);
    expect(sheets[0]).toMatch(/^\/assets\/index-[\w-]+\.css$/);
    expect(sheets.filter((s) => /\/index-[\w-]+\.css$/.test(s))).toHaveLength(1);
  });
});
