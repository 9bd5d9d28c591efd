// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { consentMachine } from '../../machines/consent.machine';
import { navigationMachine } from '../../machines/navigation.machine';
import { machineTable } from '../../scripts/path-coverage';
import { chartModel } from '../../scripts/statecharts/model';
import { createPathCoverage, uncovered } from '../paths/coverage';
import { generatePaths, withInertActors } from '../paths/generate';
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

describe('the coverage table', () => {
  const source = { name: 'navigation', file: 'machines/navigation.machine.ts', exportName: 'navigationMachine', machine: navigationMachine, about: '', purpose: '' };

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
