import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Overview } from '../src/domain/overview';
import { isSignedOutError } from './signedOut';

/**
 * The desk's overview (issue 36, item 7): the weeks' leads, the pipeline's counts and the
 * sources, loaded when the section opens and again on the owner's 'Refresh' (the numbers shown
 * stay while the new ones load). A call refused because the session ended hands back to the
 * sign-in. `loadOverview` is bound with `machine.provide` (src/actors/desk.ts).
 */
export interface OverviewContext {
  overview: Overview | null;
}

export type OverviewEvent = { type: 'overview.refresh' } | { type: 'overview.retry' };

export const overviewMachine = setup({
  types: {
    context: {} as OverviewContext,
    events: {} as OverviewEvent,
  },
  actors: {
    loadOverview: fromPromise<Overview>(async () => {
      throw new Error('loadOverview must be provided');
    }),
  },
  guards: {
    isSignedOut: (_, params: { error: unknown }) => isSignedOutError(params.error),
  },
  actions: {
    assignOverview: assign({ overview: (_, params: { overview: Overview }) => params.overview }),
    reportSignedOut: () => {},
  },
}).createMachine({
  id: 'overview',
  context: { overview: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        onDone: { target: 'showing', actions: { type: 'assignOverview', params: ({ event }) => ({ overview: event.output }) } },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'failed' }],
      },
    },
    showing: {
      on: { 'overview.refresh': { target: 'loading' } },
    },
    failed: {
      on: { 'overview.retry': { target: 'loading' } },
    },
    signedOut: { type: 'final', entry: 'reportSignedOut' },
  },
});

type OverviewSnapshot = SnapshotFrom<typeof overviewMachine>;

export const selectOverview = (state: OverviewSnapshot): Overview | null => state.context.overview;
export const selectIsLoading = (state: OverviewSnapshot): boolean => state.matches('loading');
export const selectHasFailed = (state: OverviewSnapshot): boolean => state.matches('failed');
