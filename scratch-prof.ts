import { chromium } from 'playwright-core';
import { axePath } from './tests/browser/harness';
const url = process.argv[2];
const t0 = Date.now();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
console.log('launch', Date.now() - t0);
for (const path of ['/', '/about', '/demo', '/', '/marketing']) {
  let t = Date.now();
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  const a = Date.now() - t; t = Date.now();
  await page.goto(url + path);
  const b = Date.now() - t; t = Date.now();
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
  const c = Date.now() - t; t = Date.now();
  await page.addScriptTag({ path: axePath });
  const r = await page.evaluate(async () => (await (window as any).axe.run(document)).violations.length);
  const d = Date.now() - t; t = Date.now();
  await page.screenshot({ path: '/tmp/x.png', fullPage: true });
  const e = Date.now() - t;
  console.log(path, 'ctx', a, 'load', b, 'hydrate', c, 'axe', d, 'shot', e);
  await context.close();
}
await browser.close();
