import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import { addInspector } from '../../src/inspect';
import { createPathCoverage, uncovered, type PathCoverage } from '../../tools/paths/coverage';
import { generatePaths, type GenerateOptions, type MachinePath } from '../../tools/paths/generate';

/**
 * The model-based test of one machine: one test per generated path, each driving the real
 * view (or actor) step by step and checking what a user would notice in every state it passes,
 * then one test that fails unless the passing paths together reached every state and took every
 * transition reachable from the initial state. Coverage is read from the live actors (through
 * src/inspect.ts, so the app's own `actorOptions` wiring is what gets exercised) and saved to
 * test-results/paths/<name>.json for `npm run test:paths`.
 */
export interface PathTestOptions<TMachine extends AnyStateMachine, TDriver> extends GenerateOptions<TMachine> {
  /** The number of generated paths, pinned so a change to the machine is noticed here. */
  pathCount: number;
  /** Renders the view (or starts the actor) for a path, with `path.input`; every path starts afresh. */
  start: (coverage: PathCoverage, path: MachinePath) => TDriver | Promise<TDriver>;
  stop?: (driver: TDriver) => void | Promise<void>;
  /**
   * How to make each event happen, by event type: a click, a resolved request, a timer. For an
   * `immediate` event it is optional and only checks what the event should have done.
   */
  perform: Record<string, (driver: TDriver, event: AnyEventObject, path: MachinePath) => void | Promise<void>>;
  /**
   * Event types the app sends by itself, at once, after the step before (a form closing its
   * autosave as soon as its entry is stored, the URL read on mount): the state before such an
   * event lasts no time anyone could notice, so it is not waited for nor checked. By type, or
   * by what the event says (a restore that has nothing to ask the server).
   */
  immediate?: string[] | ((event: AnyEventObject) => boolean);
  /**
   * What must be the same in the live actor as in the model after every step (default: the
   * state value); add the context the model tells states apart by, e.g. whether a record id is held.
   */
  compare?: (state: SnapshotFrom<TMachine>) => unknown;
  /** What a user notices in a state, keyed by state (`snapshot.matches(key)`, dotted for nested). */
  expectations: Record<string, (driver: TDriver, state: AnyMachineSnapshot) => void | Promise<void>>;
}

/** Far above what a path takes (well under a second here): only a path that hangs reaches it. */
const pathTimeoutMs = 30_000;

export function describePaths<TMachine extends AnyStateMachine, TDriver>(name: string, machine: TMachine, options: PathTestOptions<TMachine, TDriver>): void {
  const coverage = createPathCoverage(machine, name);
  const paths = generatePaths(machine, options);

  describe(`${name} machine paths`, () => {
    let removeInspector: () => void = () => {};
    beforeAll(() => {
      removeInspector = addInspector(coverage.inspect);
    });
    afterAll(async () => {
      removeInspector();
      await coverage.save();
    });

    it(`generates ${options.pathCount} paths`, () => {
      expect(paths.map((p) => p.description)).toHaveLength(options.pathCount);
    });

    // Each path has its own driver, and time enough on a loaded machine: a path that timed out
    // went on running beside the next one and, sharing a driver with it, failed every path after.
    it.each(paths.map((p) => [p.description, p] as const))('%s', { timeout: pathTimeoutMs }, async (_, path) => {
      const isImmediate = (event: AnyEventObject | undefined) =>
        event !== undefined && (typeof options.immediate === 'function' ? options.immediate(event) : (options.immediate?.includes(event.type) ?? false));
      const immediate = (i: number) => isImmediate(path.steps[i]?.event);
      const reach = (expected: AnyMachineSnapshot | undefined, check: boolean) =>
        reachState(
          driver,
          coverage.snapshot,
          expected,
          check ? options.expectations : undefined,
          (options.compare as ((state: AnyMachineSnapshot) => unknown) | undefined) ?? ((s) => s.value),
        );
      coverage.beginPath(path.description);
      const driver = await options.start(coverage, path);
      onTestFinished(() => options.stop?.(driver));
      await reach(undefined, !immediate(0));
      for (const [i, step] of path.steps.entries()) {
        const perform = options.perform[step.event.type];
        if (!perform && !immediate(i)) throw new Error(`No way to perform "${step.event.type}": add it to \`perform\``);
        await perform?.(driver, step.event, path);
        // A path may end in a state the app leaves at once by itself (an `immediate` event it
        // accepts there): that state lasts no time anyone could notice, as above.
        const leftAtOnce =
          i === path.steps.length - 1 &&
          typeof options.events === 'function' &&
          options.events(step.state as SnapshotFrom<TMachine>, path.input as InputFrom<TMachine>).some((e) => isImmediate(e) && step.state.can(e));
        if (!immediate(i + 1) && !leftAtOnce) await reach(step.state, true);
      }
      coverage.passPath();
    });

    it('reaches every state and takes every transition reachable from the initial state', () => {
      expect(uncovered(coverage.rows())).toEqual([]);
    });
  });
}

/**
 * Waits until the live actor is where the model says (or has started), then checks what the
 * user sees there (unless `expectations` is left out).
 */
async function reachState<TDriver>(
  driver: TDriver,
  snapshot: () => AnyMachineSnapshot | undefined,
  expected: AnyMachineSnapshot | undefined,
  expectations: PathTestOptions<AnyStateMachine, TDriver>['expectations'] | undefined,
  compare: (state: AnyMachineSnapshot) => unknown,
): Promise<void> {
  await waitFor(() => (expected ? expect(compare(snapshot()!)).toEqual(compare(expected)) : expect(snapshot()).toBeDefined()), { timeout: 3000 });
  if (!expectations) return;
  const state = snapshot()!;
  const checks = Object.entries(expectations).filter(([key]) => state.matches(toStateValue(key)));
  // Every state a path passes must show the user something the test checks.
  if (!checks.length) throw new Error(`No expectation matches state ${JSON.stringify(state.value)}: add one to \`expectations\``);
  for (const [, check] of checks) await check(driver, state);
}

/** 'form.editing' → { form: 'editing' }, as `matches` expects for nested states. */
function toStateValue(key: string): Record<string, unknown> | string {
  const [last, ...outer] = key.split('.').reverse();
  return outer.reduce<Record<string, unknown> | string>((inner, part) => ({ [part]: inner }), last);
}
