import { assign, sendParent, setup, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { AutosaveInput, AutosaveOutput, AutosaveReport, Draft } from '../../machines/autosave.machine';

/**
 * Stands in for the autosave child of a form machine: records what each instance starts from
 * and what the form sends it, reports to the form what the test tells it to, and completes
 * (`test.finish`, after `draft.close` as the real one does, or before as a broken one might) or
 * fails (`test.fail`) when the test says so.
 */
export function fakeAutosave() {
  const received: AnyEventObject[] = [];
  const started: AutosaveInput[] = [];
  let current: AnyActorRef | undefined;
  const logic = setup({
    types: {
      context: {} as { recordId: string | null; draft: Draft },
      input: {} as AutosaveInput,
      events: {} as AnyEventObject,
      output: {} as AutosaveOutput,
    },
    actions: {
      register: ({ self, context }) => {
        current = self;
        started.push({ recordId: context.recordId, draft: context.draft });
      },
      record: ({ event }) => {
        received.push(event);
      },
      keepDraft: assign({ draft: ({ event, context }) => (event.draft as Draft | undefined) ?? context.draft }),
      report: sendParent(({ event }) => event.report as AutosaveReport),
      reportSaved: sendParent(({ context }): AutosaveReport => ({ type: 'autosave.saved', recordId: 'r1', draft: context.draft })),
      fail: () => {
        throw new Error('autosave broke');
      },
    },
  }).createMachine({
    id: 'autosave',
    context: ({ input }) => ({ recordId: input.recordId ?? null, draft: input.draft ?? {} }),
    entry: 'register',
    initial: 'running',
    states: {
      running: {
        on: {
          'draft.change': { actions: ['record', 'keepDraft'] },
          'draft.save': { actions: ['record', 'keepDraft'] },
          'page.leave': { actions: 'record' },
          'draft.close': { target: 'closed', actions: 'record' },
          'test.report': { actions: 'report' },
          'test.saved': { actions: 'reportSaved' },
          'test.fail': { actions: 'fail' },
          'test.finish': 'done',
        },
      },
      closed: {
        on: {
          'test.finish': 'done',
          'test.fail': { actions: 'fail' },
        },
      },
      done: { type: 'final' },
    },
    output: ({ context }) => ({ recordId: 'r1', draft: context.draft }),
  });
  return {
    logic,
    received,
    /** What each autosave the form started was given: its record id and the draft it counts as saved. */
    started,
    /** Sends a test command to the autosave the form is running now. */
    send: (event: AnyEventObject) => current!.send(event),
  };
}
