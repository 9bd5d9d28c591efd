import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isSignedOutError } from './signedOut';
import type { OpenSession } from '../src/domain/people';

/**
 * The team's open sessions, as the owner sees them (issue 36, item 5): loaded when the section
 * opens, and one ended at the owner's press ('End'); the list is then loaded again without it. A
 * call refused because the owner's own session has ended reports it (the sign-in machine takes
 * over). Both calls are placeholders bound with `machine.provide` (src/actors/inbox.ts).
 */
export interface OpenSessionsContext {
  sessions: OpenSession[] | null;
  /** The session being ended, or the last one ended or refused (what the notice names). */
  target: string | null;
}

export type OpenSessionsEvent = { type: 'session.end'; id: string } | { type: 'list.retry' };

const signedOut = {
  guard: { type: 'isSignedOut', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  target: 'signedOut',
} as const;

export const openSessionsMachine = setup({
  types: {
    context: {} as OpenSessionsContext,
    events: {} as OpenSessionsEvent,
  },
  actors: {
    loadSessions: fromPromise<OpenSession[]>(async () => {
      throw new Error('loadSessions must be provided');
    }),
    endSession: fromPromise<void, { id: string }>(async () => {
      throw new Error('endSession must be provided');
    }),
  },
  guards: {
    isSignedOut: (_, params: { error: unknown }) => isSignedOutError(params.error),
  },
  actions: {
    assignSessions: assign({ sessions: (_, params: { sessions: OpenSession[] }) => params.sessions }),
    assignTarget: assign({ target: (_, params: { id: string }) => params.id }),
    reportSignedOut: () => {},
  },
}).createMachine({
  id: 'openSessions',
  context: { sessions: null, target: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSessions',
        src: 'loadSessions',
        onDone: { target: 'showing', actions: { type: 'assignSessions', params: ({ event }) => ({ sessions: event.output }) } },
        onError: [signedOut, { target: 'failed' }],
      },
    },
    showing: {
      initial: 'listed',
      on: {
        'session.end': { target: 'ending', actions: { type: 'assignTarget', params: ({ event }) => ({ id: event.id }) } },
      },
      states: {
        listed: {},
        /** The target has ended: the list was loaded again without it. */
        ended: {},
        /** The server did not end it (already gone, unreachable). */
        endRefused: {},
      },
    },
    ending: {
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ id: context.target! }),
        onDone: { target: 'reloading' },
        onError: [signedOut, { target: 'showing.endRefused' }],
      },
    },
    reloading: {
      invoke: {
        id: 'reloadSessions',
        src: 'loadSessions',
        onDone: { target: 'showing.ended', actions: { type: 'assignSessions', params: ({ event }) => ({ sessions: event.output }) } },
        onError: [signedOut, { target: 'failed' }],
      },
    },
    failed: {
      on: { 'list.retry': { target: 'loading' } },
    },
    signedOut: { type: 'final', entry: 'reportSignedOut' },
  },
});

type SessionsSnapshot = SnapshotFrom<typeof openSessionsMachine>;

export const selectIsLoading = (state: SessionsSnapshot): boolean => state.matches('loading');
export const selectHasFailed = (state: SessionsSnapshot): boolean => state.matches('failed');
export const selectEndingId = (state: SessionsSnapshot): string | null => (state.matches('ending') ? state.context.target : null);
export const selectEnded = (state: SessionsSnapshot): boolean => state.matches({ showing: 'ended' });
export const selectEndRefused = (state: SessionsSnapshot): boolean => state.matches({ showing: 'endRefused' });
