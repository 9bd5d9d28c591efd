/**
 * Issue 39: every file of a page load comes Brotli-compressed when the browser accepts br, as
 * Chromium asks for it (`gzip, deflate, br, zstd`). Eight responses of the home page's load came
 * as they were: the build compressed no file under 512 bytes (the small chunks, the favicon).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { paths } from '../../scripts/paths';
import { compressible } from '../../scripts/precompress';
import { locales } from '../../src/i18n/locale';
import { localePath } from '../../src/i18n/paths';
import { isLocalized, routes } from '../../src/routes';

// The browser project's global setup builds dist/ before these run.
const app = createApp({ distDir: paths.dist });
const chromium = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

/** The site's own URLs a text names: links, sources, the entry's loader, CSS url()s and a chunk's imports. */
function namedFiles(text: string, from: string): string[] {
  const found = [
    ...text.matchAll(/(?:href|src|data-entry)="(\/[^"#?]*)"/g),
    ...text.matchAll(/url\((\/[^)'"]+)\)/g),
    ...text.matchAll(/(?:import\(|from|import)\s*["'](\.{0,2}\/[^"']+\.(?:js|css))["']/g),
    ...text.matchAll(/["'](\/?assets\/[^"']+\.(?:js|css|svg|woff2|png))["']/g),
  ].map((m) => m[1]!);
  return found.map((url) => new URL(url.startsWith('assets/') ? `/${url}` : url, `http://site${from}`).pathname);
}

/**
 * Every file a load of `page` can ask for: what its HTML names, and, in turn, what each file
 * names (a chunk its imports, which the browser fetches as the page needs them).
 */
async function pageLoad(page: string): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [page];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const res = await app.request(url);
    if (res.status !== 200) continue;
    const type = res.headers.get('content-type') ?? '';
    if (/html|javascript|css/.test(type)) queue.push(...namedFiles(await res.text(), url).filter((u) => !u.startsWith('/api/')));
  }
  return [...seen];
}

describe('Brotli for every file of a page load', () => {
  it.each(locales)('sends every text file of each %s product page’s load as its .br sibling, decoding to the file itself', async (l) => {
    const files = new Set<string>();
    for (const route of routes.filter(isLocalized)) for (const url of await pageLoad(localePath(l, route.path))) files.add(url);
    const notBrotli: string[] = [];
    let texts = 0;
    for (const url of files) {
      const plain = await app.request(url);
      if (plain.status !== 200) continue;
      const type = plain.headers.get('content-type') ?? '';
      // What the build compresses: text (woff2 and png are compressed already).
      const isText = /^(text\/|image\/svg|application\/(json|xml|manifest))/.test(type);
      if (!isText) continue;
      texts++;
      const res = await app.request(url, { headers: chromium });
      if (res.headers.get('content-encoding') !== 'br') {
        notBrotli.push(`${url} (${type}, ${res.headers.get('content-encoding') ?? 'identity'})`);
        continue;
      }
      expect(res.headers.get('vary'), url).toContain('Accept-Encoding');
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).equals(Buffer.from(await plain.arrayBuffer())), url).toBe(true);
    }
    expect(notBrotli).toEqual([]);
    // The walk found the page's chunks, not just its HTML.
    expect(texts).toBeGreaterThan(30);
  });

  it('compresses every kind of text file the build writes, whatever its size', async () => {
    // The smallest chunk of the build (83 bytes once) is smaller still in Brotli.
    const favicon = await readFile(join(paths.dist, 'favicon.svg'));
    expect(favicon.length).toBeLessThan(512);
    const res = await app.request('/favicon.svg', { headers: chromium });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).equals(favicon)).toBe(true);
    expect(compressible.has('.svg')).toBe(true);
  });
});
