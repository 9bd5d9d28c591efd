/**
 * `npm run screenshots`: builds if needed, serves the site on loopback and captures full-page
 * screenshots of the product's pages (English, and Romanian's longest labels) at desktop, tablet
 * and phone widths into test-results/screenshots/, for a person to look at. The layout tests
 * assert what can be asserted (nothing wider than the screen); these are for the eye, and were
 * the slowest part of those tests.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser } from '../tools/loopback/chromium';
import { startServer } from '../tools/loopback/server';
import { prepareTemplateDataDir } from '../tools/loopback/templateData';
import { ensureBuild } from './ensure-build';

const pages = ['/', '/demo', '/pricing', '/about', '/affiliate', '/scholarship', '/faq', '/privacy-policy', '/ro', '/ro/demo', '/nb', '/nb/privacy-policy'];
const widths = [1280, 800, 390, 320];
const outDir = join(import.meta.dirname, '..', 'test-results', 'screenshots');

await ensureBuild();
await prepareTemplateDataDir();
await mkdir(outDir, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const path of process.argv.slice(2).length ? process.argv.slice(2) : pages) {
    const context = await browser.newContext({ viewport: { width: widths[0]!, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(server.url + path);
    // A full-page capture does not scroll, so lazy images would stay empty: load them all first.
    await page.$$eval('img[loading="lazy"]', (imgs) => imgs.forEach((img) => ((img as HTMLImageElement).loading = 'eager')));
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const file = join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
