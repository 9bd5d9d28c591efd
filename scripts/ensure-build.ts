/** Rebuilds the site only when the build is missing or older than its sources. */
import { stat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from './build';
import { buildServer, serverOut } from './build-server';
import { paths } from './paths';

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((e) => newestMtime(join(path, e))));
  return Math.max(info.mtimeMs, ...times);
}

export async function isBuildStale(): Promise<boolean> {
  const built = await stat(paths.buildStamp).catch(() => null);
  if (!built) return true;
  const newest = Math.max(...(await Promise.all(paths.sources.map(newestMtime))));
  return newest > built.mtimeMs;
}

/**
 * The compiled server (dist-server/) is older than the code it is made of. Compiling takes a
 * second or two, so a change to server/ alone recompiles the server, not the whole site.
 */
export async function isServerStale(): Promise<boolean> {
  const built = await stat(join(serverOut, 'main.mjs')).catch(() => null);
  if (!built) return true;
  const sources = ['server', 'src', 'scripts', 'package-lock.json'].map((p) => join(paths.root, p));
  return Math.max(...(await Promise.all(sources.map(newestMtime)))) > built.mtimeMs;
}

export async function ensureBuild(): Promise<void> {
  if (await isBuildStale()) {
    console.log('Building the site (dist/ is missing or older than the sources)…');
    await buildSite();
  } else if (await isServerStale()) {
    await buildServer();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureBuild();
