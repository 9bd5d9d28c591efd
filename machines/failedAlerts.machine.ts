import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isSignedOutError } from './signedOut';
import type { FailedAlert } from '../src/domain/failedAlerts';

/**
 * The inbox's failed alerts (issue 15): the alerts the server gave up on after three days, which
 * the owner can put back in the queue one at a time ('Try again'). Loaded once signed in, so the
 * inbox's navigation can show how many there are, and again whenever the owner opens the
 * section; a retry reloads the list (the alert leaves it: it is pending again). A call refused
 * because the session has ended reports it (the sign-in machine takes over). Both calls are
 * placeholders bound with `machine.provide` (src/actors/inbox.ts).
 */
export interface FailedAlertsContext {
  alerts: FailedAlert[] | null;
  /** The alert being put back, or the last one put back or refused (what the notice names). */
  target: string | null;
}

export type FailedAlertsEvent = { type: 'alerts.refresh' } | { type: 'alert.retry'; id: string } | { type: 'list.retry' };

export const failedAlertsMachine = setup({
  types: {
    context: {} as FailedAlertsContext,
    events: {} as FailedAlertsEvent,
  },
  actors: {
    loadFailedAlerts: fromPromise<FailedAlert[]>(async () => {
      throw new Error('loadFailedAlerts must be provided');
    }),
    retryAlert: fromPromise<void, { id: string }>(async () => {
      throw new Error('retryAlert must be provided');
    }),
  },
  guards: {
    isSignedOut: (_, params: { error: unknown }) => isSignedOutError(params.error),
  },
  actions: {
    assignAlerts: assign({ alerts: (_, params: { alerts: FailedAlert[] }) => params.alerts }),
    assignTarget: assign({ target: (_, params: { id: string }) => params.id }),
    clearTarget: assign({ target: null }),
    reportSignedOut: () => {},
  },
}).createMachine({
  id: 'failedAlerts',
  context: { alerts: null, target: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFailedAlerts',
        src: 'loadFailedAlerts',
        onDone: { target: 'showing', actions: { type: 'assignAlerts', params: ({ event }) => ({ alerts: event.output }) } },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'failed' }],
      },
    },
    showing: {
      initial: 'listed',
      on: {
        'alerts.refresh': { target: 'loading', actions: 'clearTarget' },
        'alert.retry': { target: 'retrying', actions: { type: 'assignTarget', params: ({ event }) => ({ id: event.id }) } },
      },
      states: {
        listed: {},
        /** The target is queued again: the list was reloaded without it. */
        retried: {},
        /** The server refused to put the target back (gone, already pending, unreachable). */
        retryRefused: {},
      },
    },
    retrying: {
      invoke: {
        id: 'retryAlert',
        src: 'retryAlert',
        input: ({ context }) => ({ id: context.target! }),
        onDone: { target: 'reloading' },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'showing.retryRefused' }],
      },
    },
    /** After a retry: the list without the alert put back, then the notice that it was. */
    reloading: {
      invoke: {
        id: 'reloadFailedAlerts',
        src: 'loadFailedAlerts',
        onDone: { target: 'showing.retried', actions: { type: 'assignAlerts', params: ({ event }) => ({ alerts: event.output }) } },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'failed' }],
      },
    },
    failed: {
      on: { 'list.retry': { target: 'loading' } },
    },
    signedOut: { type: 'final', entry: 'reportSignedOut' },
  },
});

type AlertsSnapshot = SnapshotFrom<typeof failedAlertsMachine>;

/** How many failed alerts the owner has, or null before the first answer. */
export const selectFailedCount = (state: AlertsSnapshot): number | null => state.context.alerts?.length ?? null;
export const selectIsLoading = (state: AlertsSnapshot): boolean => state.matches('loading');
export const selectHasFailed = (state: AlertsSnapshot): boolean => state.matches('failed');
export const selectRetryingId = (state: AlertsSnapshot): string | null => (state.matches('retrying') ? state.context.target : null);
export const selectRetried = (state: AlertsSnapshot): string | null => (state.matches({ showing: 'retried' }) ? state.context.target : null);
export const selectRetryRefused = (state: AlertsSnapshot): string | null => (state.matches({ showing: 'retryRefused' }) ? state.context.target : null);
