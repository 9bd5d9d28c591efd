/** Writes one benchmark's section into docs/benchmarks.md, between its own markers. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { paths } from './paths';

export const benchmarksFile = join(paths.root, 'docs', 'benchmarks.md');

export function machineDescription(extra: string[] = []): string {
  const cpu = cpus();
  return [`${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}`, `${Math.round(totalmem() / 2 ** 30)} GiB RAM`, `Node ${process.version}`, ...extra].join(
    ', ',
  );
}

/** The machine's load average (1, 5 and 15 minutes): every figure here depends on it. */
export const loadAverage = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

export async function writeSection(name: string, markdown: string): Promise<void> {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let doc = await readFile(benchmarksFile, 'utf8').catch(
    () =>
      '# Benchmarks\n\nFigures as measured by `npm run bench:*` on the machine named in each section. Shared, noisy machines: compare runs on one machine only.\n',
  );
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  doc = pattern.test(doc) ? doc.replace(pattern, block) : `${doc.trimEnd()}\n\n${block}\n`;
  await mkdir(dirname(benchmarksFile), { recursive: true });
  await writeFile(benchmarksFile, doc);
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
