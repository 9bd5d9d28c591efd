import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isSignedOutError } from './signedOut';
import type { RecordChange } from '../src/domain/inbox';

/**
 * A change the team makes to a lead from its record in the inbox (issue 36): marked as contacted,
 * flagged as spam or the flag lifted. Once the server has made it, it can be undone: the undo is
 * the change back to what the record held before, made the same way. A change or an undo that
 * fails says so and can be made again; a session that has ended reports it. Making a change is a
 * placeholder bound with `machine.provide` (src/actors/inbox.ts).
 */
export type RecordChangeEvent = { type: 'change.apply'; change: RecordChange; undo: RecordChange } | { type: 'change.undo' };

export interface RecordChangeContext {
  /** The change on its way or made, and the one that undoes it. */
  change: RecordChange | null;
  undo: RecordChange | null;
}

/** Another change (or the same again) once none is on its way: it is the one 'Undo' then undoes. */
const apply = {
  target: 'applying',
  actions: {
    type: 'assignChange',
    params: ({ event }: { event: Extract<RecordChangeEvent, { type: 'change.apply' }> }) => ({ change: event.change, undo: event.undo }),
  },
} as const;

export const recordChangeMachine = setup({
  types: {
    context: {} as RecordChangeContext,
    events: {} as RecordChangeEvent,
  },
  actors: {
    applyChange: fromPromise<void, RecordChange>(async () => {
      throw new Error('applyChange must be provided');
    }),
  },
  guards: {
    isSignedOut: (_, params: { error: unknown }) => isSignedOutError(params.error),
  },
  actions: {
    assignChange: assign((_, params: { change: RecordChange; undo: RecordChange }) => ({ change: params.change, undo: params.undo })),
    reportChanged: () => {},
    reportSignedOut: () => {},
  },
}).createMachine({
  id: 'recordChange',
  context: { change: null, undo: null },
  initial: 'idle',
  states: {
    idle: { on: { 'change.apply': apply } },
    applying: {
      invoke: {
        id: 'applyChange',
        src: 'applyChange',
        input: ({ context }) => context.change!,
        onDone: { target: 'applied', actions: 'reportChanged' },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'failed' }],
      },
    },
    /** Made: the record says so, with 'Undo' beside it. */
    applied: {
      on: { 'change.apply': apply, 'change.undo': { target: 'undoing' } },
    },
    undoing: {
      invoke: {
        id: 'undoChange',
        src: 'applyChange',
        input: ({ context }) => context.undo!,
        onDone: { target: 'undone', actions: 'reportChanged' },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'undoFailed' }],
      },
    },
    undone: { on: { 'change.apply': apply } },
    failed: { on: { 'change.apply': apply } },
    /** The undo did not reach the server: the change stands, and 'Undo' is offered again. */
    undoFailed: {
      on: { 'change.apply': apply, 'change.undo': { target: 'undoing' } },
    },
    signedOut: { type: 'final', entry: 'reportSignedOut' },
  },
});

type ChangeSnapshot = SnapshotFrom<typeof recordChangeMachine>;

export const selectIsBusy = (state: ChangeSnapshot): boolean => state.matches('applying') || state.matches('undoing');
/** What the record says about the last change, by situation. */
export type ChangeNotice = 'applied' | 'undone' | 'failed' | 'undoFailed' | null;
export function selectChangeNotice(state: ChangeSnapshot): ChangeNotice {
  for (const notice of ['applied', 'undone', 'failed', 'undoFailed'] as const) if (state.matches(notice)) return notice;
  return null;
}
