import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, InspectionEvent } from 'xstate';
import { chartModel, describeTransition, reachable, stateName, transitionKey, type ChartModel } from '../statecharts/model';

/**
 * Records which states and transitions of one machine its path tests really went through,
 * by watching live actors with XState's `inspect` option (the same hook the dev inspector uses),
 * and compares that with everything reachable from the initial state.
 */
export const resultsDir = 'test-results/paths';
export const reportFile = (name: string, root = process.cwd()) => join(root, resultsDir, `${name}.json`);

export interface CoverageReport {
  /** The machine file's base name, e.g. 'navigation'. */
  name: string;
  machineId: string;
  /** The generated paths that passed, by description. */
  paths: string[];
  /** State id → description of the first passing path that entered it. */
  states: Record<string, string>;
  /** Transition key → description of the first passing path that took it. */
  transitions: Record<string, string>;
}

export interface CoverageRow {
  kind: 'state' | 'transition';
  /** State id or transition key. */
  id: string;
  text: string;
  coveredBy?: string;
}

export interface PathCoverage {
  name: string;
  model: ChartModel;
  /** An XState `inspect` callback: give it to an actor or to `addInspector` (src/inspect.ts). */
  inspect: (event: InspectionEvent) => void;
  /** Starts recording for one path; what it covers counts once `passPath` is called. */
  beginPath(description: string): void;
  passPath(): void;
  /** The latest snapshot of an actor running this machine (from any `provide`d copy). */
  snapshot(): AnyMachineSnapshot | undefined;
  report(): CoverageReport;
  /** Reachable states and transitions, each with the path that covered it (if any). */
  rows(): CoverageRow[];
  save(root?: string): Promise<string>;
}

/**
 * What actors of one machine went through, from XState's inspection events: the states entered
 * and the transitions taken. Also fed by generate.ts, which records a traversal's steps this way.
 */
export interface Recorder {
  inspect: (event: InspectionEvent) => void;
  /** Counts the active states of a snapshot as entered (a start seen without a microstep). */
  enter(snapshot: AnyMachineSnapshot): void;
  states: Set<string>;
  transitions: Set<string>;
  /** The latest snapshot of an actor running this machine (from any `provide`d copy). */
  latest: AnyMachineSnapshot | undefined;
}

export function createRecorder(machine: AnyStateMachine): Recorder {
  // `provide` makes a new machine from the same config object: that is how its actors are recognised.
  const isOurs = (snapshot: unknown): snapshot is AnyMachineSnapshot =>
    (snapshot as { machine?: AnyStateMachine } | undefined)?.machine?.config === machine.config;
  const recorder: Recorder = {
    states: new Set(),
    transitions: new Set(),
    latest: undefined,
    enter(snapshot) {
      for (const node of snapshot._nodes as AnyStateNode[]) if (node.parent) recorder.states.add(node.id);
    },
    inspect(event) {
      if (event.type === '@xstate.snapshot' && isOurs(event.snapshot)) {
        recorder.latest = event.snapshot;
        recorder.enter(event.snapshot);
      }
      if (event.type === '@xstate.microstep' && isOurs(event.snapshot)) {
        recorder.enter(event.snapshot);
        for (const t of event._transitions) {
          recorder.transitions.add(transitionKey(t));
          // A transient state (left at once by an `always` transition) is in no snapshot: leaving it shows it was entered.
          for (let node: AnyStateNode | undefined = t.source; node?.parent; node = node.parent) recorder.states.add(node.id);
        }
      }
    },
  };
  return recorder;
}

export function createPathCoverage(machine: AnyStateMachine, name: string): PathCoverage {
  const model = chartModel(machine);
  const committed: CoverageReport = { name, machineId: machine.id, paths: [], states: {}, transitions: {} };
  // Events outside a path still update the latest snapshot; they count only once a path begins and passes.
  let recorder = createRecorder(machine);
  let current: string | undefined;

  const coverage: PathCoverage = {
    name,
    model,
    inspect: (event) => recorder.inspect(event),
    beginPath(description) {
      current = description;
      recorder = createRecorder(machine);
    },
    passPath() {
      if (current === undefined) return;
      committed.paths.push(current);
      for (const id of recorder.states) committed.states[id] ??= current;
      for (const key of recorder.transitions) committed.transitions[key] ??= current;
      current = undefined;
    },
    snapshot: () => recorder.latest,
    report: () => structuredClone(committed),
    rows: () => coverageRows(model, committed),
    async save(root = process.cwd()) {
      const file = reportFile(name, root);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(committed, null, 2) + '\n');
      return file;
    },
  };
  return coverage;
}

/** Every state and transition reachable from the initial state, with what covered it. */
export function coverageRows(model: ChartModel, report: Pick<CoverageReport, 'states' | 'transitions'>): CoverageRow[] {
  const { states, transitions } = reachable(model);
  return [
    ...states.map((s): CoverageRow => ({ kind: 'state', id: s.id, text: stateName(model, s.id), coveredBy: report.states[s.id] })),
    ...transitions.map((t): CoverageRow => ({ kind: 'transition', id: t.key, text: describeTransition(model, t), coveredBy: report.transitions[t.key] })),
  ];
}

export const uncovered = (rows: CoverageRow[]): string[] => rows.filter((r) => !r.coveredBy).map((r) => `${r.kind} ${r.text}`);

export async function loadReport(name: string, root = process.cwd()): Promise<CoverageReport | undefined> {
  const text = await readFile(reportFile(name, root), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as CoverageReport);
}
