/**
 * What a first visit downloads, read from the built site (dist/): the prerendered HTML and the
 * scripts and styles it references. The benchmark reports it (bench-web.ts), and a server test
 * keeps the home page within its byte budgets (tests/server/budgets.test.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeFile } from './prerender';
import { paths } from './paths';

/** Issue 9. Sizes are gzip (level 9) KiB. */
export const budgets = {
  homeJsGzipKb: 110,
  homeHtmlGzipKb: 14,
  mobileScoreMin: 95,
  cls: 0,
};

export const gzipKb = (buf: Buffer | string): number => gzipSync(buf, { level: 9 }).length / 1024;

/** `files` are paths inside dist/ (e.g. 'assets/index-abc.js'); a leading '/' is allowed. */
export async function gzipKbOf(files: string[]): Promise<number> {
  let kb = 0;
  for (const f of files) kb += gzipKb(await readFile(join(paths.dist, f)));
  return kb;
}

/** A route's HTML and what it references: the entry script, modulepreloads and stylesheets. */
export async function firstLoadSizes(route: string) {
  const html = await readFile(join(paths.dist, routeFile(route)), 'utf8');
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
  const js = [...new Set([...refs(/<script[^>]+src="([^"]+)"/g), ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)])];
  const css = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  return { htmlKb: gzipKb(html), jsKb: await gzipKbOf(js), cssKb: await gzipKbOf(css), jsFiles: js.length, js };
}
