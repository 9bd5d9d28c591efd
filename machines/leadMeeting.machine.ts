import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { TeamMeeting } from '../src/domain/meetings';
import { isSignedOutError } from './signedOut';
import { serverRefusal, type ServerRefusal } from './serverRefusal';

/**
 * The team books a time for one demo request (issue 34, item 7): a lead who wrote only a
 * free-text suggestion gets the same invite and e-mails as a visitor who picked a slot. The
 * server's refusal (409: the time is taken, the lead has a meeting already; 400: not a time it
 * accepts) is kept in its own words; another failure says so; the owner's typing stays either way
 * and they can try again. Once booked the meeting is shown and nothing more is offered. The call is
 * a placeholder bound with `machine.provide` (src/actors/inbox.ts).
 */
export interface LeadMeetingContext {
  leadId: string;
  meeting: TeamMeeting | null;
  refusal: ServerRefusal | null;
  /** The time asked for (an ISO instant), kept while it is being booked and after. */
  start: string | null;
}

export type LeadMeetingEvent = { type: 'meeting.book'; start: string };

export const leadMeetingMachine = setup({
  types: {
    context: {} as LeadMeetingContext,
    events: {} as LeadMeetingEvent,
    input: {} as { leadId: string },
  },
  actors: {
    bookMeeting: fromPromise<TeamMeeting, { leadId: string; start: string }>(async () => {
      throw new Error('bookMeeting must be provided');
    }),
  },
  guards: {
    isSignedOut: (_, params: { error: unknown }) => isSignedOutError(params.error),
    isRefused: (_, params: { error: unknown }) => serverRefusal(params.error) !== null,
  },
  actions: {
    assignMeeting: assign({ meeting: (_, params: { meeting: TeamMeeting }) => params.meeting }),
    assignRefusal: assign({ refusal: (_, params: { error: unknown }) => serverRefusal(params.error) }),
    clearRefusal: assign({ refusal: null }),
    assignStart: assign({ start: (_, params: { start: string }) => params.start }),
    reportSignedOut: () => {},
  },
}).createMachine({
  id: 'leadMeeting',
  context: ({ input }) => ({ leadId: input.leadId, meeting: null, refusal: null, start: null }),
  initial: 'choosing',
  states: {
    choosing: {
      initial: 'fresh',
      on: { 'meeting.book': { target: 'booking', actions: ['clearRefusal', { type: 'assignStart', params: ({ event }) => ({ start: event.start }) }] } },
      states: {
        fresh: {},
        /** The server refused the time, in its own words. */
        refused: {},
        /** No answer, or a failure: nothing was booked. */
        notSaved: {},
      },
    },
    booking: {
      invoke: {
        id: 'bookMeeting',
        src: 'bookMeeting',
        input: ({ context }) => ({ leadId: context.leadId, start: context.start! }),
        onDone: { target: 'booked', actions: { type: 'assignMeeting', params: ({ event }) => ({ meeting: event.output }) } },
        onError: [
          { guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' },
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'choosing.refused',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'choosing.notSaved' },
        ],
      },
    },
    booked: { type: 'final' },
    signedOut: { type: 'final', entry: 'reportSignedOut' },
  },
});

type LeadMeetingSnapshot = SnapshotFrom<typeof leadMeetingMachine>;

export const selectIsBooking = (s: LeadMeetingSnapshot): boolean => s.matches('booking');
export const selectBooked = (s: LeadMeetingSnapshot): TeamMeeting | null => (s.matches('booked') ? s.context.meeting : null);
export const selectRefusal = (s: LeadMeetingSnapshot): ServerRefusal | null => (s.matches({ choosing: 'refused' }) ? s.context.refusal : null);
export const selectNotSaved = (s: LeadMeetingSnapshot): boolean => s.matches({ choosing: 'notSaved' });
