import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { RewardKind } from '../src/domain/rewardSchedule';
import type { OwnerReward } from '../src/domain/ownerRewards';
import { isSignedOutError } from './signedOut';

/**
 * The affiliate rewards the owner pays (issue 36, item 8): the list, loaded when the section
 * opens; 'Mark paid' on a due reward records the payment and reloads the list, and the notice
 * that says so offers 'Undo' (a payment pressed by mistake), which deletes it and reloads again.
 * A refused call says so and keeps the list; a session that ended hands back to the sign-in.
 * The calls are placeholders bound with `machine.provide` (src/actors/desk.ts).
 */
export interface RewardTarget {
  referralId: string;
  kind: RewardKind;
}

export interface RewardsContext {
  rewards: OwnerReward[] | null;
  /** The reward being paid or unpaid, or the last one (what the notice names). */
  target: RewardTarget | null;
}

export type RewardsEvent =
  { type: 'rewards.refresh' } | { type: 'reward.pay'; referralId: string; kind: RewardKind } | { type: 'reward.undo' } | { type: 'list.retry' };

export const rewardsMachine = setup({
  types: {
    context: {} as RewardsContext,
    events: {} as RewardsEvent,
  },
  actors: {
    loadRewards: fromPromise<OwnerReward[]>(async () => {
      throw new Error('loadRewards must be provided');
    }),
    payReward: fromPromise<void, RewardTarget>(async () => {
      throw new Error('payReward must be provided');
    }),
    unpayReward: fromPromise<void, RewardTarget>(async () => {
      throw new Error('unpayReward must be provided');
    }),
  },
  guards: {
    isSignedOut: (_, params: { error: unknown }) => isSignedOutError(params.error),
  },
  actions: {
    assignRewards: assign({ rewards: (_, params: { rewards: OwnerReward[] }) => params.rewards }),
    assignTarget: assign({ target: (_, params: RewardTarget) => params }),
    clearTarget: assign({ target: null }),
    reportSignedOut: () => {},
  },
}).createMachine({
  id: 'rewards',
  context: { rewards: null, target: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRewards',
        src: 'loadRewards',
        onDone: { target: 'showing', actions: { type: 'assignRewards', params: ({ event }) => ({ rewards: event.output }) } },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'failed' }],
      },
    },
    showing: {
      initial: 'listed',
      on: {
        'rewards.refresh': { target: 'loading', actions: 'clearTarget' },
        'reward.pay': {
          target: 'paying',
          actions: { type: 'assignTarget', params: ({ event }) => ({ referralId: event.referralId, kind: event.kind }) },
        },
      },
      states: {
        listed: {},
        /** The target was marked paid: the notice offers its undo. */
        paid: {
          on: { 'reward.undo': { target: '#rewards.unpaying' } },
        },
        /** The payment was taken back: the target is due again. */
        unpaid: {},
        /** The server refused the change (not due, gone, unreachable): the list stays as it was. */
        refused: {},
      },
    },
    paying: {
      invoke: {
        id: 'payReward',
        src: 'payReward',
        input: ({ context }) => context.target!,
        onDone: { target: 'reloadingPaid' },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'showing.refused' }],
      },
    },
    unpaying: {
      invoke: {
        id: 'unpayReward',
        src: 'unpayReward',
        input: ({ context }) => context.target!,
        onDone: { target: 'reloadingUnpaid' },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'showing.refused' }],
      },
    },
    reloadingPaid: {
      invoke: {
        id: 'reloadRewards',
        src: 'loadRewards',
        onDone: { target: 'showing.paid', actions: { type: 'assignRewards', params: ({ event }) => ({ rewards: event.output }) } },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'failed' }],
      },
    },
    reloadingUnpaid: {
      invoke: {
        id: 'reloadUnpaidRewards',
        src: 'loadRewards',
        onDone: { target: 'showing.unpaid', actions: { type: 'assignRewards', params: ({ event }) => ({ rewards: event.output }) } },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'failed' }],
      },
    },
    failed: {
      on: { 'list.retry': { target: 'loading' } },
    },
    signedOut: { type: 'final', entry: 'reportSignedOut' },
  },
});

type RewardsSnapshot = SnapshotFrom<typeof rewardsMachine>;

const sameTarget = (a: RewardTarget | null, referralId: string, kind: RewardKind) => a?.referralId === referralId && a.kind === kind;
export const selectIsLoading = (state: RewardsSnapshot): boolean => state.matches('loading');
export const selectHasFailed = (state: RewardsSnapshot): boolean => state.matches('failed');
export const selectIsBusy = (state: RewardsSnapshot, referralId: string, kind: RewardKind): boolean =>
  (state.matches('paying') || state.matches('unpaying')) && sameTarget(state.context.target, referralId, kind);
export const selectJustPaid = (state: RewardsSnapshot): RewardTarget | null => (state.matches({ showing: 'paid' }) ? state.context.target : null);
export const selectJustUnpaid = (state: RewardsSnapshot): RewardTarget | null => (state.matches({ showing: 'unpaid' }) ? state.context.target : null);
export const selectRefused = (state: RewardsSnapshot): boolean => state.matches({ showing: 'refused' });
