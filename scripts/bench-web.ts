/**
 * `npm run bench:web`: builds, serves the site on loopback and measures /, /demo, /pricing,
 * /affiliate and the Romanian and Norwegian home pages (/ro, /nb) with Lighthouse (mobile and desktop presets, three runs each or BENCH_RUNS, medians with the lowest score and the worst TBT) in Debian's
 * Chromium, plus each route's first-load JavaScript, CSS and HTML sizes (gzip, scripts/first-load.ts)
 * and the scripts it fetched by the end of the runs, then the typing benchmark (scripts/bench-typing.ts:
 * /demo and /affiliate against a bare form at 4x CPU slowdown; `BENCH_TYPING=0` leaves it out). Writes
 * the figures and the budgets' verdicts into docs/benchmarks.md. A benchmark, not a test.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumPath } from '../tools/loopback/chromium';
import { freePort, startServer } from '../tools/loopback/server';
import { chromium } from 'playwright-core';
import { ensureBuild } from './ensure-build';
import { budgetRoutes, budgetsFor, firstLoadSizes, gzipKbOf } from './first-load';
import type { Locale } from '../src/i18n/locale';
import { loadAverage, machineDescription, median, writeSection } from './bench-report';
import { criticalChain, type CriticalChain } from './critical-chain';
import { plainPage, servePlain } from './bench-calibration';
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { paths } from './paths';

/** What is measured: issue 20's four routes in English, and the home page in each other language (issue 17). */
interface BenchPage {
  url: string;
  route: string;
  locale: Locale;
}
const allPages: BenchPage[] = [
  ...budgetRoutes.map((route) => ({ url: route, route, locale: 'en' as const })),
  { url: '/ro', route: '/', locale: 'ro' },
  { url: '/nb', route: '/', locale: 'nb' },
];
// `BENCH_ROUTES=/ro,/nb` measures some of them, into a section of docs/benchmarks.md of their own.
const only = process.env.BENCH_ROUTES?.split(',');
const sectionName = only ? `web ${only.join(' ')}` : 'web';
const benchPages = allPages.filter((p) => !only || only.includes(p.url));
const benchRoutes = benchPages.map((p) => p.url);
const pageAt = (url: string) => benchPages.find((p) => p.url === url)!;
const allPresets = ['mobile', 'desktop'] as const;
// `BENCH_PRESETS=mobile` for a quicker look; the figures in docs/benchmarks.md come from both.
const presets = allPresets.filter((p) => (process.env.BENCH_PRESETS ?? 'mobile,desktop').split(',').includes(p));
const runs = Number(process.env.BENCH_RUNS ?? 3);

interface Sample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  foreignHosts: string[];
  /** Paths of this site's scripts the page requested during the run, including those loaded after hydration. */
  scripts: string[];
  chain: CriticalChain;
}

function sample(lhr: any, origin: string): Sample {
  const a = lhr.audits;
  const requests: { url: string; resourceType?: string }[] = a['network-requests']?.details?.items ?? [];
  const foreignHosts = [...new Set(requests.map((r) => new URL(r.url).origin).filter((o) => o !== origin && !o.startsWith('data:')))];
  const scripts = requests.filter((r) => r.resourceType === 'Script' && new URL(r.url).origin === origin).map((r) => new URL(r.url).pathname);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    si: a['speed-index'].numericValue,
    foreignHosts,
    scripts,
    chain: criticalChain(lhr),
  };
}

/** One Lighthouse run; a run Lighthouse itself reports as broken is repeated (at most twice). */
async function measure(origin: string, route: string, port: number, preset: (typeof allPresets)[number]): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      origin + route,
      // A first visit: Lighthouse clears the cache but keeps local storage, where the site marks
      // the brand font as cached (src/fontFlag.ts); kept, a run after the first would preload a
      // font the cleared cache no longer holds (issue 39).
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], clearStorageTypes: [...firstVisitClears] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError && lhr.audits['first-contentful-paint']?.numericValue !== undefined) return sample(lhr, origin);
    if (attempt === 3) throw new Error(`Lighthouse failed on ${route} (${preset}): ${lhr?.runtimeError?.message ?? 'no result'}`);
    console.warn(`Lighthouse run broken on ${route} (${preset}), repeating: ${lhr?.runtimeError?.message ?? 'no metrics'}`);
  }
}

/** What Lighthouse clears before a run by default, and the local storage (see measure). */
const firstVisitClears = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'] as const;

const loadBefore = loadAverage();

async function main() {
  await ensureBuild();
  const server = await startServer();
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', `--remote-debugging-port=${port}`],
  });
  const results: Record<string, Record<string, Sample[]>> = {};
  const calibration: Record<string, Sample[]> = {};
  const plain = await servePlain(plainPage(await readFile(join(paths.dist, 'index.html'), 'utf8')));
  try {
    for (const route of benchRoutes) {
      results[route] = {};
      for (const preset of presets) {
        const samples: Sample[] = [];
        for (let i = 0; i < runs; i++) {
          samples.push(await measure(server.url, route, port, preset));
          process.stdout.write(`${route} ${preset} run ${i + 1}: ${samples.at(-1)!.score}\n`);
        }
        results[route][preset] = samples;
      }
    }
    // The same runs of the plain page (bench-calibration.ts): what this machine allows today.
    for (const preset of presets) {
      calibration[preset] = [];
      for (let i = 0; i < runs; i++) calibration[preset].push(await measure(plain.url, '/', port, preset));
      process.stdout.write(`plain text ${preset}: ${calibration[preset].map((x) => x.score).join(', ')}\n`);
    }
  } finally {
    await browser.close();
    await server.stop();
    await plain.close();
  }

  const version = browser.version();
  const ms = (v: number) => `${Math.round(v)} ms`;
  const row = (label: string, preset: string, s: Sample[]) => {
    const m = (k: keyof Omit<Sample, 'foreignHosts' | 'scripts' | 'chain'>) => median(s.map((x) => x[k]));
    // The worst run beside the median (issue 39): a score or a TBT can be fine as a median and not in every run.
    const lowestScore = Math.min(...s.map((x) => x.score));
    const worstTbt = Math.max(...s.map((x) => x.tbt));
    return `| ${label} | ${preset} | ${m('score')} | ${lowestScore} | ${ms(m('fcp'))} | ${ms(m('lcp'))} | ${ms(m('tbt'))} | ${ms(worstTbt)} | ${m('cls').toFixed(3)} | ${ms(m('si'))} |`;
  };
  const rows: string[] = [];
  const verdicts: string[] = [];
  for (const route of benchRoutes) {
    const budgets = budgetsFor(pageAt(route).locale);
    for (const preset of presets) {
      const s = results[route]![preset]!;
      const m = (k: keyof Omit<Sample, 'foreignHosts' | 'scripts' | 'chain'>) => median(s.map((x) => x[k]));
      rows.push(row(route, preset, s));
      if (preset === 'mobile') {
        const lowest = Math.min(...s.map((x) => x.score));
        verdicts.push(
          `${m('score') >= budgets.mobileScoreMedian ? '✅' : '❌'} ${route} mobile performance ${m('score')} as the median (budget ${budgets.mobileScoreMedian})`,
          `${lowest >= budgets.mobileScoreEveryRun ? '✅' : '❌'} ${route} mobile performance ${lowest} in the lowest of ${s.length} runs (budget ≥ ${budgets.mobileScoreEveryRun} in every run)`,
          `${m('lcp') <= budgets.lcpMs ? '✅' : '❌'} ${route} mobile LCP ${ms(m('lcp'))} (budget ≤ ${budgets.lcpMs} ms)`,
          `${m('tbt') <= budgets.tbtMs ? '✅' : '❌'} ${route} mobile TBT ${ms(m('tbt'))} (budget ≤ ${budgets.tbtMs} ms)`,
        );
      }
      verdicts.push(`${m('cls') <= budgets.cls ? '✅' : '❌'} ${route} ${preset} CLS ${m('cls').toFixed(3)} (budget ${budgets.cls})`);
      const foreign = [...new Set(s.flatMap((x) => x.foreignHosts))];
      verdicts.push(`${foreign.length === 0 ? '✅' : '❌'} ${route} ${preset} requests to other hosts: ${foreign.length ? foreign.join(', ') : 'none'}`);
    }
  }
  const sizeRows: string[] = [];
  const sizeVerdicts: string[] = [];
  for (const route of benchRoutes) {
    const budgets = budgetsFor(pageAt(route).locale);
    const s = await firstLoadSizes(pageAt(route).route, pageAt(route).locale);
    // Everything the runs saw the page fetch, deferred code included (react-spring for an animation).
    const loaded = async (preset: (typeof allPresets)[number]) => {
      const files = [...new Set(results[route]![preset]!.flatMap((x) => x.scripts))].map((p) => p.slice(1));
      return `${(await gzipKbOf(files)).toFixed(1)} KB (${files.length})`;
    };
    const byEnd = await Promise.all(presets.map(loaded));
    sizeRows.push(`| ${route} | ${s.jsKb.toFixed(1)} KB (${s.jsFiles} files) | ${byEnd.join(' / ')} | ${s.cssKb.toFixed(1)} KB | ${s.htmlKb.toFixed(1)} KB |`);
    sizeVerdicts.push(
      `${s.jsKb <= budgets.initialJsGzipKb ? '✅' : '❌'} ${route} initial JavaScript ${s.jsKb.toFixed(1)} KB gzip (budget ≤ ${budgets.initialJsGzipKb} KB)`,
      `${s.htmlKb <= budgets.htmlGzipKb ? '✅' : '❌'} ${route} HTML ${s.htmlKb.toFixed(1)} KB gzip, CSS inline (budget ≤ ${budgets.htmlGzipKb} KB)`,
    );
  }

  // The chain is the page's structure, the same in every run: the first mobile run's.
  const chains = benchRoutes
    .filter((route) => results[route]!.mobile)
    .map((route) => {
      const { lines, requests, longestMs } = results[route]!.mobile![0]!.chain;
      return `${route}: ${requests} request${requests === 1 ? '' : 's'}, longest chain ${longestMs} ms\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n`;
    });

  const markdown = `## Web (\`${only ? `BENCH_ROUTES=${only.join(',')} ` : ''}npm run bench:web\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${machineDescription([`Chromium ${version}`, `Lighthouse 12`])}.
Lighthouse performance category, ${runs} runs per route and preset: medians, with the lowest score and the worst TBT of the runs; the server and the browser share the machine
(load average before the run: ${loadBefore}, after: ${loadAverage()}: TBT and the score follow the machine's load).

| route | preset | score | lowest score | FCP | LCP | TBT | worst TBT | CLS | Speed Index |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
${presets.map((preset) => row('*calibration: / as plain text*', preset, calibration[preset]!)).join('\n')}

The calibration rows measure the home page's words and markup with nothing of ours that costs
time (no CSS, web font, image, SVG or script; scripts/bench-calibration.ts), in the same browser
in the same minutes: a page with more to do cannot expect to score above them, and a page's TBT
above theirs is what its own CSS, fonts, images and scripts add.

Sizes, gzip (level 9). *Initial JavaScript* is what the page needs to hydrate (the entry, the
page's chunk and their imports, from the build's manifest; the HTML names only the entry, loaded
after the first paint); the budget counts it. *HTML* includes the page's CSS, inlined. *By the end of the run* adds what the
page fetched by itself afterwards during the Lighthouse runs, with no scrolling or clicking (mobile
/ desktop, number of files): code loaded after hydration, such as react-spring for the hero's
animation, or a deferred wait-list form whose section is already within a screen of the viewport.

| route | initial JavaScript | JavaScript by the end of the run | CSS (inline) | HTML |
|---|---|---|---|---|
${sizeRows.join('\n')}

Critical request chains (mobile, Lighthouse's 'critical-request-chains': what the first paint
waits on):

${chains.join('\n')}
Budgets:

${[...sizeVerdicts, ...verdicts].map((v) => `- ${v}`).join('\n')}
${typingReport()}`;
  await writeSection(sectionName, markdown);
  console.log(markdown);
}

/**
 * The typing benchmark of the same build, after the Lighthouse runs (they must not share the CPU):
 * its own script, whose report (a line on the run, then its table) goes into this section as it is.
 */
function typingReport(): string {
  if (process.env.BENCH_TYPING === '0') return '';
  const run = spawnSync('npx', ['tsx', join('scripts', 'bench-typing.ts')], { cwd: paths.root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the typing benchmark failed:\n${run.stderr}`);
  const report = run.stdout.slice(run.stdout.indexOf('Typing ')).replace('\n|', '\n\n|');
  return `\n**Typing** (\`npm run bench:typing\`, run by this benchmark). ${report.trim()}\n`;
}

await main();
