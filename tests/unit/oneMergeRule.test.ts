import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import type { CreatedRecord, LoadInput, LoadResult, SaveFailure, TabAnnouncement, UpdatedRecord } from '../../machines/saveRules';
import { waitlistMachine } from '../../machines/waitlist.machine';
import { mergeDraft, type Draft } from '../../src/domain/draftMerge';

/**
 * One merge rule (issue 33): whatever the news of the record (the stored draft a restore finds,
 * another tab's save, a 412's record), the form shows and saves `mergeDraft(theirs, mine,
 * base)`: theirs, with what was changed here since the server last acknowledged on top. Tested on
 * the wait-list form's machine (the save region is the lifecycle's, formLifecycle.ts); these were
 * the autosave child's tests, its reports now read from the form's own context.
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

/** The wait-list form's machine, with the server played by the test. */
function start(server: Server) {
  const sent: Draft[] = [];
  const answers = [...(server.updates ?? [])];
  const logic = waitlistMachine.provide({
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
  const form = createActor(logic, { input: { layout: 'full' } }).start();
  /** The visitor's changes, field by field, to what the draft shows now. */
  const type = (draft: Draft) => {
    for (const [field, value] of Object.entries(draft)) {
      if (form.getSnapshot().context.draft[field as 'name'] !== value) form.send({ type: 'field.change', field, value });
    }
  };
  return { form, type, sent, draft: () => form.getSnapshot().context.draft as Draft, saved: () => form.getSnapshot().context.saved };
}

/** A form that restored record r1 holding `saved`. */
async function restored(saved: Draft, server: Omit<Server, 'load'> = {}) {
  const started = start({ ...server, load: Promise.resolve({ recordId: 'r1', draft: saved, version }) });
  await waitFor(started.form, (s) => s.matches({ save: 'idle' }));
  return started;
}

const version = '2026-11-28T09:00:00.000Z';
const later = '2026-11-28T09:05:00.000Z';

describe('one merge rule: theirs, with what was changed here since the common base on top', () => {
  it('restores the stored draft with what was typed while it loaded on top, a field emptied meanwhile staying empty', async () => {
    const start_: Draft = { status: 'draft' };
    const stored: Draft = { status: 'draft', name: 'Grace', email: 'grace@example.org', notes: 'stored notes' };
    const load = pending<LoadResult>();
    const { form, type, draft, saved } = start({ load: load.promise });
    // Typed before the stored draft came back: a new name, the notes emptied.
    const typed: Draft = { status: 'draft', name: 'Ada', notes: '' };
    type(typed);
    load.resolve({ recordId: 'r1', draft: stored, version });
    await waitFor(form, (s) => !s.matches({ save: 'loading' }));
    const expected = { status: 'draft', name: 'Ada', email: 'grace@example.org', notes: '' };
    expect(mergeDraft(stored, typed, start_)).toEqual(expected);
    expect(draft()).toEqual(expected);
    expect(form.getSnapshot().context.recordId).toBe('r1');
    expect(saved()).toBe(stored);
  });

  it("takes another tab's save with this tab's unsaved change on top, and the other tab's new field", async () => {
    const saved: Draft = { status: 'draft', name: 'Ana', notes: 'n' };
    const { form, type, draft, saved: baseline } = await restored(saved);
    const mine: Draft = { ...saved, name: 'Ana Maria' };
    type(mine);
    const theirs: Draft = { status: 'draft', name: 'Ana', notes: 'their notes', country: 'Romania' };
    form.send({ type: 'tab.saved', recordId: 'r1', draft: theirs, version: later });
    const expected = { status: 'draft', name: 'Ana Maria', notes: 'their notes', country: 'Romania' };
    expect(mergeDraft(theirs, mine, saved)).toEqual(expected);
    expect(draft()).toEqual(expected);
    expect(baseline()).toEqual(theirs);
  });

  it('answers a 412 with the server copy and this tab’s change on top, saved again at once', async () => {
    const saved: Draft = { status: 'draft', name: 'Ana', notes: 'n' };
    const theirs: Draft = { status: 'draft', name: 'Ana', notes: 'n', email: 'ana@example.org' };
    // The server's answer as the binding reads it (src/actors/saveFailure.ts).
    const conflict: SaveFailure = { outcome: 'changed', status: 412, record: { recordId: 'r1', version: later, draft: theirs } };
    const { form, type, draft, sent } = await restored(saved, {
      updates: [() => Promise.reject(conflict), () => Promise.resolve({ version: '2026-11-28T09:06:00.000Z' })],
    });
    const mine: Draft = { ...saved, notes: 'my notes' };
    type(mine);
    form.send({ type: 'draft.flush' });
    await waitFor(form, (s) => sent.length === 2 && s.matches({ save: 'idle' }));
    const expected = { status: 'draft', name: 'Ana', notes: 'my notes', email: 'ana@example.org' };
    expect(mergeDraft(theirs, mine, saved)).toEqual(expected);
    expect(draft()).toEqual(expected);
    // What was saved again is the merge, as it is: no second merge on the way.
    expect(sent).toEqual([mine, expected]);
  });

  it('keeps a field emptied here though the other tab set it, and a field the other tab set that was not touched here', async () => {
    const saved: Draft = { status: 'draft', name: 'Ana', notes: 'n', center: '' };
    const { form, type, draft } = await restored(saved);
    const mine: Draft = { ...saved, notes: '' };
    type(mine);
    const theirs: Draft = { status: 'draft', name: 'Ana', notes: 'their notes', center: 'Casa Verde' };
    form.send({ type: 'tab.saved', recordId: 'r1', draft: theirs, version: later });
    const expected = { status: 'draft', name: 'Ana', notes: '', center: 'Casa Verde' };
    expect(mergeDraft(theirs, mine, saved)).toEqual(expected);
    expect(draft()).toEqual(expected);
  });
});
