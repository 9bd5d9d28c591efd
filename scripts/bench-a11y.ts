/**
 * `npm run bench:a11y`: Lighthouse's accessibility category on every product page in every
 * language (issue 39: 100 on each), and /admin's sign-in, in Debian's Chromium against the built
 * site on loopback, with the phone (mobile preset, 412 px) and the desktop layout (1350 px): the
 * layouts differ (the navigation's menu, target sizes). Lists each page's failing audits with the
 * elements they name, and writes the table into docs/benchmarks.md. The category is not timed, so the machine's load does not move
 * it; one run per page. Not part of `npm test`: the browser tests' axe-core checks are.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../tools/loopback/chromium';
import { freePort, startServer } from '../tools/loopback/server';
import { ensureBuild } from './ensure-build';
import { loadAverage, machineDescription, writeSection } from './bench-report';
import { isLocalized, routes } from '../src/routes';
import { locales } from '../src/i18n/locale';
import { localePath } from '../src/i18n/paths';

const pages = [
  ...locales.flatMap((l) => routes.filter(isLocalized).map((r) => localePath(l, r.path))),
  ...routes.filter((r) => !r.template && !isLocalized(r)).map((r) => r.path),
].filter((p) => !process.env.BENCH_ROUTES || process.env.BENCH_ROUTES.split(',').includes(p));

// `BENCH_PRESETS=desktop` for one layout only.
const presets = (process.env.BENCH_PRESETS ?? 'mobile,desktop').split(',');

interface Failure {
  id: string;
  title: string;
  elements: string[];
}

async function main() {
  await ensureBuild();
  const server = await startServer();
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`] });
  const results: { page: string; preset: string; score: number; failures: Failure[] }[] = [];
  try {
    for (const page of pages)
      for (const preset of presets) {
        const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['accessibility'] };
        const lhr: any = (await lighthouse(server.url + page, flags, preset === 'desktop' ? desktopConfig : undefined))?.lhr;
        if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${page} (${preset}): ${lhr?.runtimeError?.message ?? 'no result'}`);
        const category = lhr.categories.accessibility;
        const failures: Failure[] = category.auditRefs
          .map((ref: { id: string }) => lhr.audits[ref.id])
          .filter((a: any) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
          .map((a: any) => ({
            id: a.id,
            title: a.title,
            elements: (a.details?.items ?? []).map((i: any) => i.node?.selector ?? i.node?.snippet ?? '').filter(Boolean),
          }));
        results.push({ page, preset, score: Math.round(category.score * 100), failures });
        console.log(`${page} ${preset}: ${results.at(-1)!.score}${failures.map((f) => `\n  ${f.id}: ${f.elements.join(' | ')}`).join('')}`);
      }
  } finally {
    await browser.close();
    await server.stop();
  }
  const rows = results.map(
    (r) =>
      `| ${r.page} | ${r.preset} | ${r.score} | ${r.failures.map((f) => `${f.id} (${f.elements.map((e) => `\`${e}\``).join(', ')})`).join('; ') || 'none'} |`,
  );
  const below = results.filter((r) => r.score < 100).map((r) => ({ page: `${r.page} (${r.preset})` }));
  const markdown = `## Accessibility (\`npm run bench:a11y\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${machineDescription([`Chromium ${browser.version()}`, 'Lighthouse 12'])}, load average ${loadAverage()}
(the category is not timed). Lighthouse's accessibility category, mobile and desktop presets, one run each per page: every product page in
every language, and the owner's sign-in at /admin. Issue 39's budget: 100 on each.

| page | preset | score | failing audits (elements) |
|---|---|---|---|
${rows.join('\n')}

${below.length === 0 ? `✅ 100 on all ${results.length} runs (${pages.length} pages × ${presets.length} presets)` : `❌ ${below.length} of ${results.length} runs below 100: ${below.map((r) => r.page).join(', ')}`}
`;
  if (!process.env.BENCH_ROUTES && presets.length === 2) await writeSection('a11y', markdown);
  console.log(markdown);
  if (below.length) process.exitCode = 1;
}

await main();
