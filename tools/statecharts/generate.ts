import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { discoverMachines } from './discover';
import { indexPage, machinePage } from './markdown';
import { chartModel } from './model';
import { toSvg } from './svg';

export const docsDir = 'docs/statecharts';

/** Every generated file, by path from the project root. Pure: same machines, same bytes. */
export async function renderStatecharts(root: string): Promise<Map<string, string>> {
  const sources = await discoverMachines(root);
  const files = new Map<string, string>();
  for (const source of sources) {
    const model = chartModel(source.machine);
    files.set(`${docsDir}/${source.name}.md`, machinePage(source, model));
    files.set(`${docsDir}/${source.name}.svg`, await toSvg(model));
  }
  files.set(`${docsDir}/README.md`, indexPage(sources));
  return files;
}

export interface Drift {
  /** Generated files whose committed copy differs. */
  stale: string[];
  /** Generated files with no committed copy. */
  missing: string[];
  /** Diagrams left behind by a machine that no longer exists. */
  orphaned: string[];
}

export async function findDrift(root: string, files: Map<string, string>): Promise<Drift> {
  const drift: Drift = { stale: [], missing: [], orphaned: [] };
  for (const [path, content] of files) {
    const committed = await readFile(join(root, path), 'utf8').catch(() => undefined);
    if (committed === undefined) drift.missing.push(path);
    else if (committed !== content) drift.stale.push(path);
  }
  drift.orphaned = (await existingDiagrams(root)).filter((p) => !files.has(p));
  return drift;
}

export async function existingDiagrams(root: string): Promise<string[]> {
  const entries = await readdir(join(root, docsDir)).catch(() => [] as string[]);
  return entries
    .filter((f) => /\.(md|svg)$/.test(f))
    .sort()
    .map((f) => `${docsDir}/${f}`);
}
