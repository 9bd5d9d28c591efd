/**
 * Builds the site: the browser bundle into dist/, a server bundle of the app into dist-ssr/,
 * then prerenders every route into dist/ (scripts/prerender.ts).
 */
import { rm, writeFile } from 'node:fs/promises';
import { build } from 'vite';
import { launchReport } from '../src/content/launchCheck';
import { findSamples } from './launch-content';
import { precompress } from './precompress';
import { prerender } from './prerender';
import { paths } from './paths';

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
    await prerender();
    await precompress(paths.dist);
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
