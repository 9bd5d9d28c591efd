import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { RecordMeeting, TeamMeeting } from '../src/domain/meetings';
import { isSignedOutError } from './signedOut';
import { serverRefusal, type ServerRefusal } from './serverRefusal';

/**
 * A demo request's meeting on its record in the desk (issue 34, item 7 and its follow-ups): the
 * meeting the lead has, whoever booked it (the record's `meeting`), is shown and nothing more is
 * offered; a lead without one gets 'Book a demo meeting' (for one who wrote only a free-text
 * suggestion: the same invite and e-mails as a visitor who picked a slot), but only once the
 * server has said booking is on (`GET /api/meeting-slots`): while MEETING_HOURS is unset it says
 * so instead of a form whose press it would refuse. Should that question go unanswered, the form
 * is offered and the server's own answer tells. The server's refusal (409: the time is taken, the
 * lead has a meeting already, booking is off; 400: not a time it accepts) is kept in its own
 * words; another failure says so; the owner's typing stays either way and they can try again.
 * The calls are placeholders bound with `machine.provide` (src/actors/inbox.ts).
 */
export interface LeadMeetingContext {
  leadId: string;
  /** The meeting the lead has (booked, held or missed): the record's, or the one just booked here. */
  meeting: RecordMeeting | null;
  refusal: ServerRefusal | null;
  /** The time asked for (an ISO instant), kept while it is being booked and after. */
  start: string | null;
}

export type LeadMeetingEvent = { type: 'meeting.book'; start: string };

export const leadMeetingMachine = setup({
  types: {
    context: {} as LeadMeetingContext,
    events: {} as LeadMeetingEvent,
    /** `meeting`: the record's meeting when it is not cancelled (a cancelled one leaves the lead free to book again). */
    input: {} as { leadId: string; meeting: RecordMeeting | null },
  },
  actors: {
    /** Whether this server books meetings at all (MEETING_HOURS set). */
    checkBooking: fromPromise<boolean>(async () => {
      throw new Error('checkBooking must be provided');
    }),
    bookMeeting: fromPromise<TeamMeeting, { leadId: string; start: string }>(async () => {
      throw new Error('bookMeeting must be provided');
    }),
  },
  guards: {
    hasMeeting: ({ context }) => context.meeting !== null,
    isBookingOff: (_, params: { on: boolean }) => !params.on,
    isSignedOut: (_, params: { error: unknown }) => isSignedOutError(params.error),
    isRefused: (_, params: { error: unknown }) => serverRefusal(params.error) !== null,
  },
  actions: {
    assignMeeting: assign({ meeting: (_, params: { meeting: RecordMeeting }) => params.meeting }),
    assignRefusal: assign({ refusal: (_, params: { error: unknown }) => serverRefusal(params.error) }),
    clearRefusal: assign({ refusal: null }),
    assignStart: assign({ start: (_, params: { start: string }) => params.start }),
    reportSignedOut: () => {},
  },
}).createMachine({
  id: 'leadMeeting',
  context: ({ input }) => ({ leadId: input.leadId, meeting: input.meeting, refusal: null, start: null }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasMeeting', target: 'booked' }, { target: 'checking' }],
    },
    /** Asking the server whether booking is on before offering the form. */
    checking: {
      invoke: {
        id: 'checkBooking',
        src: 'checkBooking',
        onDone: [{ guard: { type: 'isBookingOff', params: ({ event }) => ({ on: event.output }) }, target: 'off' }, { target: 'choosing' }],
        onError: { target: 'choosing' },
      },
    },
    /** Booking is off on this server (no MEETING_HOURS): said, with how to arrange a time instead; no form. */
    off: { type: 'final' },
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
    /** The lead has a meeting (booked, held or missed): shown, nothing more offered. */
    booked: { type: 'final' },
    signedOut: { type: 'final', entry: 'reportSignedOut' },
  },
});

type LeadMeetingSnapshot = SnapshotFrom<typeof leadMeetingMachine>;

export const selectIsChecking = (s: LeadMeetingSnapshot): boolean => s.matches('opening') || s.matches('checking');
export const selectIsOff = (s: LeadMeetingSnapshot): boolean => s.matches('off');
export const selectIsBooking = (s: LeadMeetingSnapshot): boolean => s.matches('booking');
export const selectBooked = (s: LeadMeetingSnapshot): RecordMeeting | null => (s.matches('booked') ? s.context.meeting : null);
/** Whether the meeting shown was booked here just now (the notice takes the focus from the gone form). */
export const selectJustBooked = (s: LeadMeetingSnapshot): boolean => s.matches('booked') && s.context.start !== null;
export const selectRefusal = (s: LeadMeetingSnapshot): ServerRefusal | null => (s.matches({ choosing: 'refused' }) ? s.context.refusal : null);
export const selectNotSaved = (s: LeadMeetingSnapshot): boolean => s.matches({ choosing: 'notSaved' });
