import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { LeadDesk } from '../src/domain/desk';
import { isSignedOutError } from './signedOut';

/**
 * A lead's desk in its record (issue 36 items 4 and 6): its timeline, assignee and response time,
 * loaded when the record opens, brought up to date in the background after the team writes
 * something and while a reply waits for the mail server (so its delivery state shows), a failed
 * first load offered again. Loading and the watch are placeholders bound with `machine.provide`
 * (src/actors/desk.ts).
 */
export interface DeskTimelineInput {
  leadId: string;
}

export interface DeskTimelineContext {
  leadId: string;
  desk: LeadDesk | null;
}

export type DeskTimelineEvent = { type: 'desk.update' } | { type: 'desk.retry' };

/** Whether a reply on the timeline still waits for the mail server. */
export const hasReplyOnItsWay = (desk: LeadDesk | null): boolean => desk?.timeline.some((e) => e.kind === 'reply' && e.delivery === 'pending') ?? false;

const signedOut = {
  guard: { type: 'isSignedOut', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  target: 'signedOut',
} as const;

export const deskTimelineMachine = setup({
  types: {
    input: {} as DeskTimelineInput,
    context: {} as DeskTimelineContext,
    events: {} as DeskTimelineEvent,
  },
  actors: {
    loadDesk: fromPromise<LeadDesk, { leadId: string }>(async () => {
      throw new Error('loadDesk must be provided');
    }),
    /** Sends `desk.update` now and then while a reply is on its way (`input.waiting`); nothing otherwise. */
    watchDelivery: fromCallback<DeskTimelineEvent, { waiting: boolean }>(() => () => {}),
  },
  guards: {
    isSignedOut: (_, params: { error: unknown }) => isSignedOutError(params.error),
  },
  actions: {
    assignDesk: assign((_, params: { desk: LeadDesk }) => ({ desk: params.desk })),
    reportSignedOut: () => {},
  },
}).createMachine({
  id: 'deskTimeline',
  context: ({ input }) => ({ leadId: input.leadId, desk: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDesk',
        src: 'loadDesk',
        input: ({ context }) => ({ leadId: context.leadId }),
        onDone: { target: 'showing', actions: { type: 'assignDesk', params: ({ event }) => ({ desk: event.output }) } },
        onError: [signedOut, { target: 'failed' }],
      },
    },
    showing: {
      // A ticker while a reply waits: it never finishes, so it has neither onDone nor onError.
      invoke: { id: 'watchDelivery', src: 'watchDelivery', input: ({ context }) => ({ waiting: hasReplyOnItsWay(context.desk) }) },
      on: { 'desk.update': { target: 'updating' } },
    },
    /** Loaded again in the background: what is on screen stays meanwhile. */
    updating: {
      invoke: {
        id: 'updateDesk',
        src: 'loadDesk',
        input: ({ context }) => ({ leadId: context.leadId }),
        onDone: { target: 'showing', actions: { type: 'assignDesk', params: ({ event }) => ({ desk: event.output }) } },
        // What is on screen is still right as far as anyone knows: the next update tries again.
        onError: [signedOut, { target: 'showing' }],
      },
    },
    failed: { on: { 'desk.retry': { target: 'loading' } } },
    signedOut: { type: 'final', entry: 'reportSignedOut' },
  },
});

type TimelineSnapshot = SnapshotFrom<typeof deskTimelineMachine>;

export const selectDesk = (state: TimelineSnapshot): LeadDesk | null => state.context.desk;
export const selectIsLoading = (state: TimelineSnapshot): boolean => state.matches('loading');
export const selectHasFailed = (state: TimelineSnapshot): boolean => state.matches('failed');
