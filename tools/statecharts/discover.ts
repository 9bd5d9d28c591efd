import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';

/**
 * Finds every machine: each `machines/<name>.machine.ts` exports one machine named
 * `<camelName>Machine` (it may export selectors and types beside it). New machine files are
 * picked up without touching the tools.
 */
export interface MachineSource {
  /** The file's base name, e.g. 'navigation' or 'wait-list'. */
  name: string;
  /** Path from the project root, e.g. 'machines/navigation.machine.ts'. */
  file: string;
  exportName: string;
  machine: AnyStateMachine;
  /** The file's leading doc comment, as plain text. */
  about: string;
  /** Its first sentence: the one-line purpose in the index. */
  purpose: string;
}

export const machinesDir = 'machines';
const SUFFIX = '.machine.ts';

export const exportNameFor = (name: string): string => name.replace(/[-_.]+([a-z0-9])/gi, (_, c: string) => c.toUpperCase()) + 'Machine';

export async function machineFiles(root: string): Promise<string[]> {
  const entries = await readdir(join(root, machinesDir));
  return entries.filter((f) => f.endsWith(SUFFIX)).sort();
}

export async function discoverMachines(root: string): Promise<MachineSource[]> {
  const files = await machineFiles(root);
  return Promise.all(files.map((f) => loadMachine(root, f)));
}

async function loadMachine(root: string, fileName: string): Promise<MachineSource> {
  const name = fileName.slice(0, -SUFFIX.length);
  const file = `${machinesDir}/${fileName}`;
  const absolute = join(root, file);
  const mod = (await import(absolute)) as Record<string, unknown>;
  const exportName = exportNameFor(name);
  const machine = mod[exportName] as AnyStateMachine | undefined;
  // Duck-typed: a test runner and tsx may each load their own copy of xstate.
  if (!machine || typeof machine.getStateNodeById !== 'function' || !machine.root) {
    throw new Error(`${file} must export its machine as \`${exportName}\` (found: ${Object.keys(mod).join(', ') || 'nothing'})`);
  }
  const about = leadingDocComment(await readFile(absolute, 'utf8'));
  return { name, file, exportName, machine, about, purpose: firstSentence(about) };
}

/** The text of the first `/** … *\/` block, without the comment markers. */
export function leadingDocComment(source: string): string {
  const match = /\/\*\*([\s\S]*?)\*\//.exec(source);
  if (!match) return '';
  return match[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trimEnd())
    .join('\n')
    .trim();
}

export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = /[.!?](\s|$)/.exec(flat);
  return end ? flat.slice(0, end.index + 1) : flat;
}
