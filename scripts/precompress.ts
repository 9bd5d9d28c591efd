/**
 * Writes `.br` and `.gz` siblings of every text file in dist/, at the highest levels, once per
 * build: the server then sends compressed bytes without compressing on each request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest']);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

export async function precompress(dir: string): Promise<void> {
  for await (const file of files(dir)) {
    if (!compressible.has(extname(file))) continue;
    // Small files too: Brotli's output is smaller even for a file of 83 bytes, and a file left out
    // (every chunk under 512 bytes was) came as it was to a browser that asked for br: 8 responses
    // of the home page's load (tests/server/brotli.test.ts).
    const body = await readFile(file);
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  }
}
