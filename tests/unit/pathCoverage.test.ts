// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, sendParent, setup, type AnyMachineSnapshot } from 'xstate';
import { consentMachine } from '../../machines/consent.machine';
import { navigationMachine } from '../../machines/navigation.machine';
import { machineTable } from '../../tools/path-coverage';
import { chartModel } from '../../tools/statecharts/model';
import { createPathCoverage, uncovered } from '../../tools/paths/coverage';
import { generatePaths, withInertActors, type MachinePath } from '../../tools/paths/generate';
import { draftFormMachine } from './fixtures/draftForm.machine';

const home = { path: '/', hash: '' };
// Page loads and saves that never finish: their outcomes come only as path events.
const waiting = fromPromise<void, { path: string }>(() => new Promise(() => {}));
const saving = fromPromise<void>(() => new Promise(() => {}));

function navigationActor(coverage: ReturnType<typeof createPathCoverage>) {
  // A provided copy, as the app runs it: coverage still recognises it as the navigation machine.
  const logic = navigationMachine.provide({ actors: { loadPage: waiting } });
  return createActor(logic, { input: home, inspect: coverage.inspect }).start();
}

describe('recording path coverage', () => {
  it('credits the states and transitions a live actor went through to the path that passed', () => {
    const coverage = createPathCoverage(navigationMachine, 'navigation');
    coverage.beginPath('to the demo page');
    const actor = navigationActor(coverage);
    actor.send({ type: 'navigation.start', path: '/demo', hash: '' });
    coverage.passPath();
    actor.stop();

    const covered = coverage.rows().filter((r) => r.coveredBy);
    expect(covered.map((r) => r.text)).toEqual(['idle', 'loading', 'idle → loading on navigation.start']);
    expect(covered.every((r) => r.coveredBy === 'to the demo page')).toBe(true);
    expect(coverage.snapshot()?.value).toBe('loading');
  });

  it('ignores what a path went through until it passes', () => {
    const coverage = createPathCoverage(navigationMachine, 'navigation');
    coverage.beginPath('a path that fails half-way');
    navigationActor(coverage).send({ type: 'navigation.start', path: '/demo', hash: '' });
    expect(coverage.report().transitions).toEqual({});
    expect(uncovered(coverage.rows())).toContain('state loading');
  });

  it('counts a state left at once by an `always` transition as entered', () => {
    const coverage = createPathCoverage(consentMachine, 'consent');
    coverage.beginPath('no analytics key');
    createActor(consentMachine, { input: { available: false }, inspect: coverage.inspect }).start();
    coverage.passPath();
    const covered = coverage.rows().filter((r) => r.coveredBy);
    expect(covered.map((r) => r.text)).toEqual(['checking', 'unavailable', 'checking → unavailable on always']);
  });

  it('ignores actors of other machines', () => {
    const coverage = createPathCoverage(draftFormMachine, 'draftForm');
    coverage.beginPath('navigation only');
    navigationActor(coverage).send({ type: 'navigation.start', path: '/demo', hash: '' });
    coverage.passPath();
    expect(coverage.report()).toMatchObject({ states: {}, transitions: {} });
  });
});

describe('generating paths', () => {
  it('finds few paths that together take every reachable transition, adding timers and actor outcomes itself', () => {
    const events = [{ type: 'field.change' }, { type: 'form.submit' }, { type: 'form.reset' }, { type: 'save.retry' }];
    const paths = generatePaths(draftFormMachine, { events });
    const coverage = createPathCoverage(draftFormMachine, 'draftForm');
    for (const path of paths) {
      coverage.beginPath(path.description);
      const actor = createActor(draftFormMachine.provide({ actors: { saveDraft: saving, submitForm: saving } }), { inspect: coverage.inspect }).start();
      path.steps.forEach((step) => actor.send(step.event as Parameters<typeof actor.send>[0]));
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
      coverage.passPath();
    }
    expect(uncovered(coverage.rows())).toEqual([]);
    expect(paths.length).toBeLessThan(chartModel(draftFormMachine).transitions.length);
    expect(paths.some((p) => p.steps.some((s) => s.event.type === 'xstate.after.debounce.draftForm.editing.save.waiting'))).toBe(true);
  });

  it('sends only the listed events, the outcomes of invoked actors and timers', () => {
    const paths = generatePaths(navigationMachine, { input: home, events: [{ type: 'navigation.start', path: '/demo', hash: '' }] });
    const sent = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
    expect([...sent].sort()).toEqual(['navigation.start', 'xstate.done.actor.loadPage', 'xstate.error.actor.loadPage']);
  });
});

describe('generating paths from several inputs', () => {
  const events = [
    { type: 'xstate.done.actor.readChoice', output: 'granted' },
    { type: 'xstate.done.actor.readChoice', output: null },
    { type: 'consent.accept' },
    { type: 'consent.decline' },
    { type: 'consent.review' },
  ];
  const inputs = [{ available: true }, { available: false }];

  it('reaches the states only some inputs lead to, each path starting with its input', () => {
    const paths = generatePaths(consentMachine, { inputs, events, describeInput: (i) => (i.available ? 'key' : 'no key') });
    const coverage = createPathCoverage(consentMachine, 'consent');
    for (const path of paths) {
      coverage.beginPath(path.description);
      const actor = createActor(withInertActors(consentMachine), { input: path.input as { available: boolean }, inspect: coverage.inspect }).start();
      path.steps.forEach((step) => actor.send(step.event as Parameters<typeof actor.send>[0]));
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      coverage.passPath();
    }
    // The stored 'denied' is not among the events: only that transition (and nothing else) is missed.
    expect(uncovered(coverage.rows())).toEqual(['transition restoring → denied on readChoice done [wasDenied]']);
    expect(paths.map((p) => p.description)).toContain('no key: (the initial state)');
    expect(paths.find((p) => p.steps.length)?.description).toMatch(/^key: /);
  });

  it("tells an actor's results apart by default, and refuses paths that read the same", () => {
    const paths = generatePaths(consentMachine, { inputs, events });
    expect(paths.map((p) => p.description)).toContain('{"available":true}: xstate.done.actor.readChoice "granted" → consent.review → consent.accept');
    // Reviewing a stored 'granted' and a stored 'denied' then accepting would both read "xstate.done.actor.readChoice → …".
    const withDenied = [...events, { type: 'xstate.done.actor.readChoice', output: 'denied' }];
    expect(() => generatePaths(consentMachine, { inputs, events: withDenied, describeEvent: (e) => e.type })).toThrow(/Two paths read/);
  });
});

describe('choosing which paths to keep', () => {
  const consentEvents = [
    { type: 'xstate.done.actor.readChoice', output: null },
    { type: 'consent.accept' },
    { type: 'consent.decline' },
    { type: 'consent.review' },
  ];
  const byValue = (s: AnyMachineSnapshot) => JSON.stringify(s.value);
  const show = (s: AnyMachineSnapshot) => (typeof s.value === 'string' ? s.value : Object.entries(s.value).map(([k, v]) => `${k}.${String(v)}`)[0]);
  /** Every (state, event) a path sends, as 'state: event'. */
  const pairsOf = (paths: MachinePath[], initial: string) =>
    new Set(paths.flatMap((p) => p.steps.map((step, i) => `${i ? show(p.steps[i - 1].state) : initial}: ${step.event.type}`)));
  const isPrefix = (a: MachinePath, b: MachinePath) => a !== b && a.input === b.input && a.steps.every((s, i) => b.steps[i]?.event === s.event);

  it("with 'edges', sends every event each state accepts, in every state the model tells apart", () => {
    const paths = generatePaths(consentMachine, { input: { available: true }, events: consentEvents, serializeState: byValue, cover: 'edges' });
    expect([...pairsOf(paths, 'restoring')].sort()).toEqual([
      'asking: consent.accept',
      'asking: consent.decline',
      'denied.reviewing: consent.accept',
      'denied.reviewing: consent.decline',
      'denied.settled: consent.review',
      'granted.reviewing: consent.accept',
      'granted.reviewing: consent.decline',
      'granted.settled: consent.review',
      'restoring: xstate.done.actor.readChoice',
      'restoring: xstate.error.actor.readChoice',
    ]);
    expect(paths.some((a) => paths.some((b) => isPrefix(a, b)))).toBe(false);
    expect(paths.length).toBeGreaterThan(generatePaths(consentMachine, { input: { available: true }, events: consentEvents, serializeState: byValue }).length);
  });

  it("with 'transitions', covers each input in full with the shortest path to every state and transition", () => {
    const inputs = [{ available: true }, { available: false }];
    const paths = generatePaths(consentMachine, {
      inputs,
      events: consentEvents,
      cover: 'transitions',
      describeInput: (i) => (i.available ? 'key' : 'no key'),
    });
    expect(paths.filter((p) => p.input === inputs[1]).map((p) => p.description)).toEqual(['no key: (the initial state)']);
    const coverage = createPathCoverage(consentMachine, 'consent');
    for (const path of paths.filter((p) => p.input === inputs[0])) {
      coverage.beginPath(path.description);
      const actor = createActor(withInertActors(consentMachine), { input: inputs[0], inspect: coverage.inspect }).start();
      path.steps.forEach((step) => actor.send(step.event as Parameters<typeof actor.send>[0]));
      coverage.passPath();
    }
    // Only a stored choice (not among the events) and what the other input alone reaches are missed.
    expect(uncovered(coverage.rows())).toEqual([
      'state unavailable',
      'transition checking → unavailable on always',
      'transition restoring → granted on readChoice done [wasGranted]',
      'transition restoring → denied on readChoice done [wasDenied]',
    ]);
    expect(paths.some((a) => paths.some((b) => isPrefix(a, b)))).toBe(false);
  });

  it("with 'transitions', gives every input its own full set, where 'fewest' tests each transition once", () => {
    // Two placements of the same banner: they reach the same states, and each is worth seeing in full.
    const inputs = [
      { available: true, placement: 'page' },
      { available: true, placement: 'footer' },
    ] as never[];
    const options = { inputs, events: consentEvents, describeInput: (i: unknown) => (i as { placement: string }).placement };
    const perInput = (paths: MachinePath[]) => inputs.map((input) => paths.filter((p) => p.input === input).length);
    expect(perInput(generatePaths(consentMachine, { ...options, cover: 'transitions' }))).toEqual([5, 5]);
    expect(perInput(generatePaths(consentMachine, options))).toEqual([5, 0]);
  });

  it('sends only what an events function offers in each state, adding nothing', () => {
    const events = (s: AnyMachineSnapshot) => (s.matches('idle') ? [{ type: 'navigation.start', path: '/demo', hash: '' }] : []);
    const paths = generatePaths(navigationMachine, { input: home, events, cover: 'edges' });
    expect(paths.map((p) => p.description)).toEqual(['navigation.start {"path":"/demo","hash":""}']);
  });

  it('traverses a machine that reports to its parent, alone', () => {
    const child = setup({ actions: { report: sendParent({ type: 'child.done' }) } }).createMachine({
      initial: 'working',
      states: { working: { on: { finish: { target: 'done', actions: 'report' } } }, done: {} },
    });
    expect(generatePaths(child, { events: [{ type: 'finish' }] }).map((p) => p.description)).toEqual(['finish']);
  });

  it('credits a step whose event carries an object from the context with the transition it takes in the traversal', () => {
    // The guard compares by identity, as the wait-list does with the entry it submitted.
    const machine = setup({
      types: { context: {} as { sent: object | null }, events: {} as { type: 'send' } | { type: 'saved'; entry: object | null } },
      guards: { isSentEntry: ({ context, event }) => event.type === 'saved' && event.entry === context.sent },
      actions: { rememberEntry: assign({ sent: () => ({}) }) },
    }).createMachine({
      context: { sent: null },
      initial: 'editing',
      states: {
        editing: { on: { send: { target: 'sending', actions: 'rememberEntry' } } },
        sending: { on: { saved: { guard: 'isSentEntry', target: 'sent' } } },
        sent: {},
      },
    });
    const events = (s: AnyMachineSnapshot) => [{ type: 'send' }, { type: 'saved', entry: (s.context as { sent: object | null }).sent }];
    expect(generatePaths(machine, { events, describeEvent: (e) => e.type }).map((p) => p.description)).toEqual(['send → saved']);
  });
});

describe('the coverage table', () => {
  const source = {
    name: 'navigation',
    file: 'machines/navigation.machine.ts',
    exportName: 'navigationMachine',
    machine: navigationMachine,
    about: '',
    purpose: '',
  };

  it('fails a machine without path test results and says which file to write', () => {
    const table = machineTable(source, undefined);
    expect(table.complete).toBe(false);
    expect(table.text).toContain('0/3 states, 0/10 transitions covered');
    expect(table.text).toContain('write tests/paths/navigation.paths.test.tsx');
  });

  it('lists every reachable state and transition with the path that covered it, or NOT COVERED', () => {
    const table = machineTable(source, {
      name: 'navigation',
      machineId: 'navigation',
      paths: ['to the demo page'],
      states: { 'navigation.idle': 'to the demo page', 'navigation.loading': 'to the demo page' },
      transitions: { 'navigation.idle:2': 'to the demo page' },
    });
    expect(table.complete).toBe(false);
    expect(table.text).toContain('2/3 states, 1/10 transitions covered');
    expect(table.text).toContain('P1  to the demo page');
    expect(table.text).toMatch(/✓ idle → loading on navigation\.start +P1/);
    expect(table.text).toMatch(/✗ rendering +NOT COVERED/);
  });
});
