/**
 * `npm run test:paths`: runs the model-based path tests (tests/paths/<machine>.paths.test.tsx,
 * vitest project 'paths'), then prints, for every machine in machines/, each state and each
 * transition reachable from its initial state with the generated path that covered it. Fails
 * unless every machine has path tests and they cover 100% of both.
 * `--from-results`: prints and checks the results of a run that already happened (`npm test`
 * runs all projects with `vitest run` first).
 */
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from './root';
import { coverageRows, loadReport, resultsDir, type CoverageReport, type CoverageRow } from './paths/coverage';
import { discoverMachines, type MachineSource } from './statecharts/discover';
import { chartModel, reachable, stateName } from './statecharts/model';

export const pathTestFile = (name: string) => `tests/paths/${name}.paths.test.tsx`;

function runPathTests(root: string): boolean {
  // Only the default reporter: the JSON report in test-results/vitest.json stays the full run's.
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'paths', '--reporter=default'], { cwd: root, stdio: 'inherit' });
  return run.status === 0;
}

export function machineTable(source: MachineSource, report: CoverageReport | undefined): { text: string; complete: boolean } {
  const model = chartModel(source.machine);
  const rows = coverageRows(model, report ?? { states: {}, transitions: {} });
  const states = rows.filter((r) => r.kind === 'state');
  const transitions = rows.filter((r) => r.kind === 'transition');
  const count = (list: CoverageRow[]) => `${list.filter((r) => r.coveredBy).length}/${list.length}`;
  const lines = [`${source.name} (${source.file}): ${count(states)} states, ${count(transitions)} transitions covered`];
  if (!report) {
    lines.push(`  ✗ no path test results: write ${pathTestFile(source.name)} with describePaths() (tests/paths/describePaths.ts)`);
    return { text: lines.join('\n'), complete: false };
  }
  const pathNo = new Map(report.paths.map((p, i) => [p, `P${i + 1}`]));
  lines.push('  paths');
  report.paths.forEach((p, i) => lines.push(`    P${i + 1}  ${p}`));
  const width = Math.max(...rows.map((r) => r.text.length));
  const row = (r: CoverageRow) =>
    `    ${r.coveredBy ? '✓' : '✗'} ${r.text.padEnd(width)}  ${r.coveredBy ? (pathNo.get(r.coveredBy) ?? r.coveredBy) : 'NOT COVERED'}`;
  lines.push('  states', ...states.map(row), '  transitions', ...transitions.map(row));
  const { unreachable } = reachable(model);
  if (unreachable.length) {
    lines.push(`  unreachable from the initial state (not counted): ${unreachable.map((s) => stateName(model, s.id)).join(', ')}`);
  }
  return { text: lines.join('\n'), complete: rows.every((r) => r.coveredBy) };
}

async function main(): Promise<number> {
  const root = projectRoot;
  const fromResults = process.argv.includes('--from-results');
  let testsPassed = true;
  if (!fromResults) {
    await rm(join(root, resultsDir), { recursive: true, force: true });
    testsPassed = runPathTests(root);
  }
  const sources = await discoverMachines(root);
  let complete = true;
  console.log('\nPath coverage: every state and transition reachable from the initial state, and the path that covers it\n');
  for (const source of sources) {
    const table = machineTable(source, await loadReport(source.name, root));
    console.log(table.text + '\n');
    complete &&= table.complete;
  }
  if (!testsPassed) console.error('Path tests failed (see above).');
  if (!complete) console.error('Path coverage is below 100%.');
  if (testsPassed && complete) console.log(`All ${sources.length} machines: 100% of reachable states and transitions covered.`);
  return testsPassed && complete ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
