import { chromium } from 'playwright-core';
const url = process.argv[2];
const runs = Number(process.argv[3] ?? 20);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
let fails = 0;
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 + (i % 3) * 8 });
  const delay = (i * 137) % 1500;
  await page.route(/AffiliateForm.*\.js$/, async (r) => { await new Promise((res) => setTimeout(res, delay)); await r.continue(); });
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.type() + ': ' + m.text()));
  page.on('pageerror', (e) => logs.push('pageerror: ' + e.message));
  await page.goto(url + '/affiliate');
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
  const f = (l: string) => page.getByLabel(new RegExp(`^${l}( \\*)?$`));
  await f('Contact person name').fill('Kari');
  await f('Your name').fill('Ada');
  await f('Center name').fill('Fjord Senter');
  await page.getByText(/waiting|preview/i).first().waitFor().catch(() => {});
  await f('Your email').pressSequentially('ada@example.org');
  const ok = await page.getByTestId('email-preview').getByText('Dear Kari,').waitFor({ timeout: 8000 }).then(() => true, () => false);
  const errs = logs.filter((l) => /error|warn/.test(l));
  if (errs.length) console.log('run', i, 'console', errs);
  if (!ok) {
    fails++;
    const vals = await page.evaluate(() => [...document.querySelectorAll('input,textarea')].map((e: any) => `${e.name}=${e.value}`).join(' | '));
    console.log('FAIL run', i, 'rate', 2 + (i % 5) * 2, 'delay', delay, vals, logs.slice(-5));
    await page.screenshot({ path: `/work/scratch/aff-fail-${i}.png`, fullPage: true });
  }
  await context.close();
}
console.log('fails', fails, 'of', runs);
await browser.close();
