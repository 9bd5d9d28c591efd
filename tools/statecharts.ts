/**
 * `npm run statecharts`: writes docs/statecharts/ (a Mermaid page and an SVG per machine, and an
 * index) from every machines/*.machine.ts.
 * `npm run statecharts:check` (`--check`): regenerates in memory and fails, naming each file, when
 * the committed diagrams no longer match the machines. `npm test` runs it.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { projectRoot } from './root';
import { docsDir, findDrift, renderStatecharts } from './statecharts/generate';

async function write(root: string): Promise<void> {
  const files = await renderStatecharts(root);
  const drift = await findDrift(root, files);
  for (const path of [...drift.missing, ...drift.stale]) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), files.get(path)!);
  }
  for (const path of drift.orphaned) await rm(join(root, path));
  const changed = drift.missing.length + drift.stale.length + drift.orphaned.length;
  console.log(
    changed
      ? [...drift.missing.map((p) => `created ${p}`), ...drift.stale.map((p) => `updated ${p}`), ...drift.orphaned.map((p) => `removed ${p}`)].join('\n')
      : `${docsDir}/ is up to date (${files.size} files)`,
  );
}

async function check(root: string): Promise<number> {
  const drift = await findDrift(root, await renderStatecharts(root));
  const problems = [
    ...drift.stale.map((p) => `${p} is stale: it no longer matches its machine`),
    ...drift.missing.map((p) => `${p} is missing`),
    ...drift.orphaned.map((p) => `${p} belongs to no machine`),
  ];
  if (!problems.length) {
    console.log(`Statecharts match the machines (${docsDir}/).`);
    return 0;
  }
  console.error(`${problems.join('\n')}\nRun \`npm run statecharts\` and commit ${docsDir}/.`);
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) process.exitCode = await check(projectRoot);
  else await write(projectRoot);
}
