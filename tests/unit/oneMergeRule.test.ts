import { describe, expect, it } from 'vitest';
import { assign, createActor, fromCallback, fromPromise, setup, waitFor, type AnyEventObject } from 'xstate';
import {
  autosaveMachine,
  type AutosaveInput,
  type AutosaveReport,
  type CreatedRecord,
  type Draft,
  type LoadInput,
  type LoadResult,
  type TabAnnouncement,
  type UpdatedRecord,
} from '../../machines/autosave.machine';
import { mergeDraft } from '../../src/domain/draftMerge';

/**
 * One merge rule (issue 33): whatever the news of the record (the stored draft a restore finds,
 * another tab's save, a 412's record), the autosave shows and saves `mergeDraft(theirs, mine,
 * base)`: theirs, with what was changed here since the server last acknowledged on top.
 */

/** A promise settled by the test: a request whose answer comes when the test says. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Server {
  load?: Promise<LoadResult>;
  /** The answers of the updates, in order; each update's draft is recorded. */
  updates?: Array<() => Promise<UpdatedRecord>>;
}

/** The autosave as a form runs it: a parent that records every report, with the server played by the test. */
function start(input: AutosaveInput, server: Server) {
  const sent: Draft[] = [];
  const answers = [...(server.updates ?? [])];
  const autosave = autosaveMachine.provide({
    actors: {
      loadRecord: fromPromise<LoadResult, LoadInput>(() => server.load ?? Promise.resolve(null)),
      createRecord: fromPromise<CreatedRecord, { draft: Draft }>(async () => {
        throw new Error('no create in these cases');
      }),
      updateRecord: fromPromise<UpdatedRecord, { recordId: string; draft: Draft; version: string | null }>(({ input: { draft } }) => {
        sent.push(draft);
        return answers.shift()!();
      }),
      watchPage: fromCallback<AnyEventObject>(() => () => {}),
      watchTabs: fromCallback<TabAnnouncement>(() => () => {}),
    },
  });
  const form = setup({
    types: { context: {} as { reports: AutosaveReport[] }, events: {} as AutosaveReport },
    actors: { autosave },
  }).createMachine({
    context: { reports: [] },
    invoke: { id: 'autosave', src: 'autosave', input },
    on: { '*': { actions: assign({ reports: ({ context, event }) => [...context.reports, event] }) } },
  });
  const actor = createActor(form).start();
  const child = () => actor.getSnapshot().children.autosave!;
  const reports = (type: AutosaveReport['type']) => actor.getSnapshot().context.reports.filter((r) => r.type === type);
  return { actor, child, reports, sent };
}

const version = '2026-11-28T09:00:00.000Z';
const later = '2026-11-28T09:05:00.000Z';

describe('one merge rule: theirs, with what was changed here since the common base on top', () => {
  it('restores the stored draft with what was typed while it loaded on top, a field emptied meanwhile staying empty', async () => {
    const start_: Draft = { status: 'draft' };
    const stored: Draft = { status: 'draft', name: 'Grace', email: 'grace@example.org', notes: 'stored notes' };
    const load = pending<LoadResult>();
    const { child, reports } = start({ draft: start_ }, { load: load.promise });
    // Typed before the stored draft came back: a new name, the notes emptied.
    const typed: Draft = { status: 'draft', name: 'Ada', notes: '' };
    child().send({ type: 'draft.change', draft: typed });
    load.resolve({ recordId: 'r1', draft: stored, version });
    await waitFor(child(), (s) => !s.matches('restoring'));
    const expected = { status: 'draft', name: 'Ada', email: 'grace@example.org', notes: '' };
    expect(mergeDraft(stored, typed, start_)).toEqual(expected);
    expect(reports('autosave.ready')).toEqual([{ type: 'autosave.ready', recordId: 'r1', draft: expected }]);
    expect(child().getSnapshot().context.saved).toBe(stored);
  });

  it("takes another tab's save with this tab's unsaved change on top, and the other tab's new field", () => {
    const saved: Draft = { status: 'draft', name: 'Ana', notes: 'n' };
    const { child, reports } = start({ recordId: 'r1', draft: saved }, {});
    const mine: Draft = { ...saved, name: 'Ana Maria' };
    child().send({ type: 'draft.change', draft: mine });
    const theirs: Draft = { status: 'draft', name: 'Ana', notes: 'their notes', phone: '+40 1' };
    child().send({ type: 'tab.saved', recordId: 'r1', draft: theirs, version: later });
    const expected = { status: 'draft', name: 'Ana Maria', notes: 'their notes', phone: '+40 1' };
    expect(mergeDraft(theirs, mine, saved)).toEqual(expected);
    expect(reports('autosave.merged')).toEqual([{ type: 'autosave.merged', recordId: 'r1', draft: expected, saved: theirs }]);
  });

  it('answers a 412 with the server copy and this tab’s change on top, saved again at once', async () => {
    const saved: Draft = { status: 'draft', name: 'Ana', notes: 'n' };
    const theirs: Draft = { status: 'draft', name: 'Ana', notes: 'n', email: 'ana@example.org' };
    const conflict = { status: 412, data: { error: 'changed', record: { _id: 'r1', updatedAt: later, createdAt: version, ...theirs } } };
    const { child, reports, sent } = start(
      { recordId: 'r1', draft: saved },
      { updates: [() => Promise.reject(conflict), () => Promise.resolve({ version: '2026-11-28T09:06:00.000Z' })] },
    );
    const mine: Draft = { ...saved, notes: 'my notes' };
    child().send({ type: 'draft.change', draft: mine });
    child().send({ type: 'draft.flush' });
    await waitFor(child(), (s) => sent.length === 2 && s.matches('idle'));
    const expected = { status: 'draft', name: 'Ana', notes: 'my notes', email: 'ana@example.org' };
    expect(mergeDraft(theirs, mine, saved)).toEqual(expected);
    expect(reports('autosave.merged').map((r) => (r as { draft: Draft }).draft)).toEqual([expected]);
    // What was saved again is the merge, as it is: no second merge on the way.
    expect(sent).toEqual([mine, expected]);
  });

  it('keeps a field emptied here though the other tab set it, and a field the other tab set that was not touched here', () => {
    const saved: Draft = { status: 'draft', name: 'Ana', notes: 'n', organization: '' };
    const { child, reports } = start({ recordId: 'r1', draft: saved }, {});
    const mine: Draft = { ...saved, notes: '' };
    child().send({ type: 'draft.change', draft: mine });
    const theirs: Draft = { status: 'draft', name: 'Ana', notes: 'their notes', organization: 'Casa Verde' };
    child().send({ type: 'tab.saved', recordId: 'r1', draft: theirs, version: later });
    const expected = { status: 'draft', name: 'Ana', notes: '', organization: 'Casa Verde' };
    expect(mergeDraft(theirs, mine, saved)).toEqual(expected);
    expect(reports('autosave.merged').map((r) => (r as { draft: Draft }).draft)).toEqual([expected]);
  });
});
