import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../scripts/paths';
import { routeFile } from '../../scripts/prerender';
import { fontFaces, inlineCssOf, inlinedStylesheets } from '../../scripts/paint-first';
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

  // The brand font's faces are declared once, inline, on every page: the served global sheet
  // leaves them out, since enabling a sheet that declares them again (the entry does, after the
  // first paint) makes the browser match fonts and lay the whole page out a second time.
  it('every page declares all the brand font faces inline, and the served global sheet none', async () => {
    const declared = (await readFile(join(paths.root, 'src/styles/fonts.css'), 'utf8')).match(/@font-face/g)!.length;
    const pages = (await readdir(paths.dist, { recursive: true })).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(40);
    const served = new Set<string>();
    for (const file of pages) {
      const html = await readFile(join(paths.dist, file), 'utf8');
      const global = stylesheets(html)[0]!;
      expect(fontFaces(inlineCssOf(html, global)), file).toHaveLength(declared);
      served.add(global);
    }
    for (const href of served) expect(fontFaces(await readFile(join(paths.dist, href), 'utf8')), href).toEqual([]);
  });
});
