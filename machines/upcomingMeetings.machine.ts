import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { MeetingOutcome, TeamMeeting } from '../src/domain/meetings';
import { isSignedOutError } from './signedOut';

/**
 * The inbox's demo meetings (issue 34): the booked meetings still to come, soonest first, each
 * with who, which center and a link to the lead; after a meeting has started the owner records
 * whether it was held or a no-show (the meeting then leaves the list). Loaded when the section
 * opens; a recorded outcome reloads the list. A call refused because the session has ended
 * reports it (the sign-in machine takes over). Both calls are placeholders bound with
 * `machine.provide` (src/actors/inbox.ts).
 */
export interface UpcomingMeetingsContext {
  meetings: TeamMeeting[] | null;
  /** The meeting whose outcome is being recorded, or the last one recorded or refused. */
  target: { id: string; outcome: MeetingOutcome } | null;
}

export type UpcomingMeetingsEvent = { type: 'outcome.record'; id: string; outcome: MeetingOutcome } | { type: 'list.retry' };

export const upcomingMeetingsMachine = setup({
  types: {
    context: {} as UpcomingMeetingsContext,
    events: {} as UpcomingMeetingsEvent,
  },
  actors: {
    loadMeetings: fromPromise<TeamMeeting[]>(async () => {
      throw new Error('loadMeetings must be provided');
    }),
    recordOutcome: fromPromise<void, { id: string; outcome: MeetingOutcome }>(async () => {
      throw new Error('recordOutcome must be provided');
    }),
  },
  guards: {
    isSignedOut: (_, params: { error: unknown }) => isSignedOutError(params.error),
  },
  actions: {
    assignMeetings: assign({ meetings: (_, params: { meetings: TeamMeeting[] }) => params.meetings }),
    assignTarget: assign({ target: (_, params: { id: string; outcome: MeetingOutcome }) => params }),
    reportSignedOut: () => {},
  },
}).createMachine({
  id: 'upcomingMeetings',
  context: { meetings: null, target: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMeetings',
        src: 'loadMeetings',
        onDone: { target: 'showing', actions: { type: 'assignMeetings', params: ({ event }) => ({ meetings: event.output }) } },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'failed' }],
      },
    },
    showing: {
      initial: 'listed',
      on: {
        'outcome.record': {
          target: 'recording',
          actions: { type: 'assignTarget', params: ({ event }) => ({ id: event.id, outcome: event.outcome }) },
        },
      },
      states: {
        listed: {},
        /** The outcome is kept: the list was reloaded without the meeting. */
        recorded: {},
        /** The server refused it (the meeting has not started yet, or was cancelled meanwhile). */
        refused: {},
      },
    },
    recording: {
      invoke: {
        id: 'recordOutcome',
        src: 'recordOutcome',
        input: ({ context }) => context.target!,
        onDone: { target: 'reloading' },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'showing.refused' }],
      },
    },
    reloading: {
      invoke: {
        id: 'reloadMeetings',
        src: 'loadMeetings',
        onDone: { target: 'showing.recorded', actions: { type: 'assignMeetings', params: ({ event }) => ({ meetings: event.output }) } },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'failed' }],
      },
    },
    failed: { on: { 'list.retry': { target: 'loading' } } },
    signedOut: { type: 'final', entry: 'reportSignedOut' },
  },
});

type MeetingsSnapshot = SnapshotFrom<typeof upcomingMeetingsMachine>;

export const selectMeetings = (s: MeetingsSnapshot): TeamMeeting[] | null => s.context.meetings;
export const selectIsLoading = (s: MeetingsSnapshot): boolean => s.matches('loading');
export const selectHasFailed = (s: MeetingsSnapshot): boolean => s.matches('failed');
export const selectRecordingId = (s: MeetingsSnapshot): string | null => (s.matches('recording') ? (s.context.target?.id ?? null) : null);
export const selectRecorded = (s: MeetingsSnapshot) => (s.matches({ showing: 'recorded' }) ? s.context.target : null);
export const selectRefused = (s: MeetingsSnapshot) => (s.matches({ showing: 'refused' }) ? s.context.target : null);
