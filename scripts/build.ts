/**
 * Builds the site and the server: the browser bundle into dist/, the compiled server into
 * dist-server/ (scripts/build-server.ts), a server bundle of the app into dist-ssr/,
 * then prerenders every route into dist/ (scripts/prerender.ts). Then the same once per other
 * locale (issue 17): its browser bundle and server bundle under dist-ssr/<locale>/, its hashed
 * assets copied into the one dist/assets/ (a file the locales share has the same name, so it is
 * one file, cached once), its pages prerendered under dist/<locale>/.
 */
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { locales, type Locale } from '../src/i18n/locale';
import { launchReport } from '../src/content/launchCheck';
import { findSamples } from './launch-content';
import { precompress } from './precompress';
import { localePlugin } from './localePlugin';
import { withoutFontFaces } from './paint-first';
import { prerender, writeSeoFiles } from './prerender';
import { paths } from './paths';
import { buildServer } from './build-server';

/** Where a locale other than English is built before its pages and assets join dist/. */
export const localeBuildDir = (l: Locale): string => join(paths.distSsr, l);

async function buildLocale(l: Locale): Promise<string[]> {
  const dir = localeBuildDir(l);
  const plugins = [localePlugin(l)];
  // public/ is copied once, by the English build; a locale's client build only adds assets.
  await build({ root: paths.root, logLevel: 'warn', plugins, publicDir: false, build: { outDir: join(dir, 'client'), emptyOutDir: true } });
  await build({
    root: paths.root,
    logLevel: 'warn',
    plugins,
    build: { ssr: 'src/entry-server.tsx', outDir: join(dir, 'server'), manifest: false, emptyOutDir: true },
  });
  await cp(join(dir, 'client', 'assets'), join(paths.dist, 'assets'), { recursive: true, force: false });
  return prerender(l);
}

/**
 * The entry's stylesheets as served, without the @font-face rules every prerendered page carries
 * inline (scripts/paint-first.ts, withFontFaces): once all locales are prerendered, since they
 * share a file when its content is the same.
 */
async function dropInlinedFontFaces(sheets: Iterable<string>): Promise<void> {
  for (const href of new Set(sheets)) {
    const file = join(paths.dist, href);
    await writeFile(file, withoutFontFaces(await readFile(file, 'utf8')));
  }
}

export async function buildSite(): Promise<void> {
  // Vite makes a production build only when NODE_ENV is 'production' or unset; a test runner sets
  // 'test', which would ship React's development build and the development-only inspector.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await rm(paths.dist, { recursive: true, force: true });
    await rm(paths.distSsr, { recursive: true, force: true });
    await build({ root: paths.root, logLevel: 'warn' });
    await build({
      root: paths.root,
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx', outDir: paths.distSsr, manifest: false },
    });
    const entrySheets = await prerender('en');
    for (const l of locales) if (l !== 'en') entrySheets.push(...(await buildLocale(l)));
    await dropInlinedFontFaces(entrySheets);
    await writeSeoFiles();
    await precompress(paths.dist);
    // The release's server (dist-server/, started with plain node): before the stamp, so a stamped build is whole.
    await buildServer();
    await writeFile(paths.buildStamp, new Date().toISOString());
    // A production build says what would ship as sample content (`npm run check:launch` fails on it).
    const samples = await findSamples();
    if (samples.length > 0) console.warn(launchReport(samples));
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await buildSite();
  console.log(`Built and prerendered into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
