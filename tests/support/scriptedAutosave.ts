import { assign, sendParent, setup, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { AutosaveInput, AutosaveOutput, Draft } from '../../machines/autosave.machine';

/**
 * Stands in for the autosave child of a form machine in path tests, where every step the model
 * takes must be one the test makes happen: it records what the form sends, reports to the form
 * what the test tells it to (`test.report`), fails (`test.fail`) and completes (`test.finish`)
 * when the test says so.
 */
type Context = { recordId: string | null; start: Draft; change: Draft | null; save: Draft | null };

export function scriptedAutosave() {
  const received: AnyEventObject[] = [];
  let current: AnyActorRef | undefined;
  const logic = setup({
    types: {
      context: {} as Context,
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
      keepChange: assign({ change: ({ event }) => event.draft as Draft }),
      keepSave: assign({ save: ({ event }) => event.draft as Draft }),
      report: sendParent(({ event }) => event.report as AnyEventObject),
      fail: () => {
        throw new Error('autosave broke');
      },
    },
  }).createMachine({
    id: 'autosave',
    context: ({ input }) => ({ recordId: input.recordId ?? null, start: input.draft ?? {}, change: null, save: null }),
    entry: 'register',
    initial: 'running',
    states: {
      running: {
        on: {
          'draft.change': { actions: ['record', 'keepChange'] },
          'draft.save': { actions: ['record', 'keepSave'] },
          'page.leave': { actions: 'record' },
          'draft.close': { target: 'closed', actions: 'record' },
          'test.report': { actions: 'report' },
          'test.fail': { actions: 'fail' },
          'test.finish': 'done',
        },
      },
      closed: {
        on: { 'test.finish': 'done' },
      },
      done: { type: 'final' },
    },
    output: ({ context }) => ({ recordId: context.recordId ?? 'r1', draft: context.save ?? context.change ?? context.start }),
  });
  const context = () => current!.getSnapshot().context as Context;
  return {
    logic,
    received,
    /** The draft this autosave started from. */
    startDraft: () => context().start,
    /** The last draft the form sent to the running autosave with `draft.change` or `draft.save`. */
    lastDraft: (type: 'draft.change' | 'draft.save') => (type === 'draft.change' ? context().change : context().save) ?? undefined,
    /** Sends a test command to the autosave the form is running now. */
    send: (event: AnyEventObject) => current!.send(event),
    isClosed: () => current?.getSnapshot().value !== 'running',
  };
}
