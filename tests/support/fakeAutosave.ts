import { assign, sendParent, setup, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { AutosaveInput, AutosaveOutput, AutosaveReport, Draft } from '../../machines/autosave.machine';

/**
 * Stands in for the autosave child of a form machine: records what the form sends it, reports
 * to the form what the test tells it to, completes on `draft.close` like the real one, and
 * fails on demand.
 */
export function fakeAutosave() {
  const received: AnyEventObject[] = [];
  let current: AnyActorRef | undefined;
  const logic = setup({
    types: {
      context: {} as { recordId: string | null; draft: Draft },
      input: {} as AutosaveInput,
      events: {} as AnyEventObject,
      output: {} as AutosaveOutput,
    },
    actions: {
      register: ({ self }) => {
        current = self;
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
        },
      },
      closed: { type: 'final' },
    },
    output: ({ context }) => ({ recordId: 'r1', draft: context.draft }),
  });
  return {
    logic,
    received,
    /** Sends a test command to the autosave the form is running now. */
    send: (event: AnyEventObject) => current!.send(event),
  };
}
