import { assign, sendParent, setup, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { AutosaveInput, AutosaveOutput, AutosaveReport, Draft } from '../../machines/autosave.machine';

/**
 * Stands in for the autosave child of a form machine in component and path tests, where every
 * step must be one the test makes happen: it records what each instance starts from and what
 * the form sends it, reports to the form what the test tells it to (`test.report`, or
 * `test.saved` for a plain "saved"), and completes (`test.finish`, after the submission's
 * "saved" as the real one does, or before as a broken one might) or fails (`test.fail`) when the
 * test says so.
 */
type Context = { recordId: string | null; start: Draft; change: Draft | null; save: Draft | null; upgrade: boolean };

export function fakeAutosave() {
  const received: AnyEventObject[] = [];
  const started: AutosaveInput[] = [];
  let current: AnyActorRef | undefined;
  const logic = setup({
    types: {
      context: {} as Context,
      input: {} as AutosaveInput,
      events: {} as AnyEventObject,
      output: {} as AutosaveOutput,
    },
    actions: {
      register: ({ self, context }) => {
        current = self;
        started.push({ recordId: context.recordId, draft: context.start, ...(context.upgrade && { upgrade: true }) });
      },
      record: ({ event }) => {
        received.push(event);
      },
      keepChange: assign({ change: ({ event }) => event.draft as Draft }),
      keepSave: assign({ save: ({ event }) => event.draft as Draft }),
      report: sendParent(({ event }) => event.report as AutosaveReport),
      reportSaved: sendParent(({ context }): AutosaveReport => ({ type: 'autosave.saved', recordId: 'r1', draft: latest(context) })),
      fail: () => {
        throw new Error('autosave broke');
      },
    },
  }).createMachine({
    id: 'autosave',
    context: ({ input }) => ({ recordId: input.recordId ?? null, start: input.draft ?? {}, change: null, save: null, upgrade: input.upgrade ?? false }),
    entry: 'register',
    initial: 'running',
    states: {
      running: {
        on: {
          'draft.change': { actions: ['record', 'keepChange'] },
          'draft.save': { actions: ['record', 'keepSave'] },
          'page.leave': { actions: 'record' },
          'test.report': { actions: 'report' },
          'test.saved': { actions: 'reportSaved' },
          'test.fail': { actions: 'fail' },
          'test.finish': 'done',
        },
      },
      done: { type: 'final' },
    },
    output: ({ context }) => ({ recordId: context.recordId ?? 'r1', draft: latest(context) }),
  });
  const context = () => current!.getSnapshot().context as Context;
  return {
    logic,
    received,
    /** What each autosave the form started was given: its record id and the draft it counts as saved. */
    started,
    /** The draft the running autosave started from. */
    startDraft: () => context().start,
    /** The last draft the form sent to the running autosave with `draft.change` or `draft.save`. */
    lastDraft: (type: 'draft.change' | 'draft.save') => (type === 'draft.change' ? context().change : context().save) ?? undefined,
    /** Sends a test command to the autosave the form is running now. */
    send: (event: AnyEventObject) => current!.send(event),
    isClosed: () => current?.getSnapshot().value !== 'running',
  };
}

/** The draft the form last handed over: submitted over changed over the one it started from. */
const latest = (context: Context): Draft => context.save ?? context.change ?? context.start;
