import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isSignedOutError } from './signedOut';
import type { LeadMessages, ReferralMail } from '../src/actors/messages';

/**
 * The messages to the people a record names (issue 35), beside the record in the inbox: read
 * when the record opens, and again every few seconds while one is still waiting to go, so the
 * owner sees it leave; for a referral, 'Send' and 'Hold' its e-mail to the center; for a demo
 * request draft, its one follow-up. Each press is answered, then the messages are read again. A
 * call refused because the session has ended reports it (the sign-in takes over). The calls are
 * placeholders bound with `machine.provide` (src/actors/messages.ts).
 */
export type MessageAction = { kind: 'referral'; action: 'send' | 'hold' } | { kind: 'followUp' };

/** What the last press came to, for the view to say. */
export type ActionOutcome = { kind: 'referral'; referral: ReferralMail } | { kind: 'followUp'; outcome: 'queued' | 'already' } | { kind: 'refused' };

export interface LeadMessagesContext {
  data: LeadMessages | null;
  /** The press being answered, then what it came to. */
  action: MessageAction | null;
  outcome: ActionOutcome | null;
}

export type LeadMessagesEvent = { type: 'message.act'; action: MessageAction };

const act = {
  target: '#leadMessages.shown.acting',
  actions: { type: 'assignAction', params: ({ event }: { event: LeadMessagesEvent }) => ({ action: event.action }) },
} as const;

export const leadMessagesMachine = setup({
  types: {
    context: {} as LeadMessagesContext,
    events: {} as LeadMessagesEvent,
  },
  actors: {
    loadMessages: fromPromise<LeadMessages>(async () => {
      throw new Error('loadMessages must be provided');
    }),
    runAction: fromPromise<ActionOutcome, { action: MessageAction }>(async () => {
      throw new Error('runAction must be provided');
    }),
  },
  delays: {
    /** How soon a message still waiting to go is looked at again. */
    PENDING_REFRESH: 2_000,
  },
  guards: {
    isSignedOut: (_, params: { error: unknown }) => isSignedOutError(params.error),
    isWaiting: ({ context }) => context.data?.messages.some((m) => m.status === 'pending') ?? false,
  },
  actions: {
    assignData: assign({ data: (_, params: { data: LeadMessages }) => params.data }),
    assignAction: assign({ action: (_, params: { action: MessageAction }) => params.action, outcome: null }),
    assignOutcome: assign({ outcome: (_, params: { outcome: ActionOutcome }) => params.outcome }),
    reportSignedOut: () => {},
  },
}).createMachine({
  id: 'leadMessages',
  context: { data: null, action: null, outcome: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        onDone: { target: 'shown', actions: { type: 'assignData', params: ({ event }) => ({ data: event.output }) } },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'failed' }],
      },
    },
    /** Nothing could be read. */
    failed: {},
    shown: {
      initial: 'settled',
      states: {
        settled: {
          always: { guard: 'isWaiting', target: 'waiting' },
          on: { 'message.act': act },
        },
        /** A message is still waiting to go: looked at again shortly. */
        waiting: {
          after: { PENDING_REFRESH: 'refreshing' },
          on: { 'message.act': act },
        },
        refreshing: {
          on: { 'message.act': act },
          invoke: {
            id: 'refreshMessages',
            src: 'loadMessages',
            onDone: { target: 'settled', actions: { type: 'assignData', params: ({ event }) => ({ data: event.output }) } },
            onError: [
              { guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: '#leadMessages.signedOut' },
              { target: 'stale' },
            ],
          },
        },
        /** Reading them again failed: what was read stays, with a word that it may be out of date. */
        stale: {
          after: { PENDING_REFRESH: 'refreshing' },
          on: { 'message.act': act },
        },
        /** One press at a time: another waits for this answer. */
        acting: {
          invoke: {
            id: 'runAction',
            src: 'runAction',
            input: ({ context }) => ({ action: context.action! }),
            onDone: { target: 'refreshing', actions: { type: 'assignOutcome', params: ({ event }) => ({ outcome: event.output }) } },
            onError: [
              { guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: '#leadMessages.signedOut' },
              { target: 'settled', actions: { type: 'assignOutcome', params: () => ({ outcome: { kind: 'refused' } as const }) } },
            ],
          },
        },
      },
    },
    signedOut: { type: 'final', entry: 'reportSignedOut' },
  },
});

type LeadMessagesSnapshot = SnapshotFrom<typeof leadMessagesMachine>;

export const selectIsActing = (state: LeadMessagesSnapshot): boolean => state.matches({ shown: 'acting' });
export const selectLoadFailed = (state: LeadMessagesSnapshot): boolean => state.matches('failed') || state.matches({ shown: 'stale' });
