import { fromPromise } from 'xstate';
import { overviewMachine } from '../../machines/overview.machine';
import { rewardsMachine } from '../../machines/rewards.machine';
import { ownerZone } from '../content/inbox';
import type { Overview } from '../domain/overview';
import type { OwnerReward } from '../domain/ownerRewards';
import type { RewardKind } from '../domain/rewardSchedule';
import { api as defaultApi, type ApiClient } from '../services/api';

/**
 * The desk's overview and rewards calls (issue 36, items 7 and 8) under /api/admin/desk, in the
 * owner's time zone (their weeks, their 'today'), bound to the two machines. Views use these,
 * never the API client.
 */
export function deskCalls(api: ApiClient = defaultApi, zone: () => string = ownerZone) {
  const enc = encodeURIComponent;
  return {
    overview: () => api.request<Overview>('/admin/desk/overview', { query: { tz: zone() } }),
    rewards: () => api.request<OwnerReward[]>('/admin/desk/rewards', { query: { tz: zone() } }),
    payReward: (referralId: string, kind: RewardKind) =>
      api.request<void>(`/admin/desk/rewards/${enc(referralId)}/${kind}/paid`, { method: 'POST', query: { tz: zone() } }),
    unpayReward: (referralId: string, kind: RewardKind) => api.request<void>(`/admin/desk/rewards/${enc(referralId)}/${kind}/paid`, { method: 'DELETE' }),
  };
}

export type DeskCalls = ReturnType<typeof deskCalls>;

/** The payouts CSV: a plain GET the browser saves (the session cookie goes with it). */
export const payoutsCsvUrl = (state?: 'due'): string => `/api/admin/desk/rewards/csv?${new URLSearchParams({ tz: ownerZone(), ...(state ? { state } : {}) })}`;

export function bindOverview(calls: DeskCalls, onSignedOut: () => void) {
  return overviewMachine.provide({
    actors: { loadOverview: fromPromise(() => calls.overview()) },
    actions: { reportSignedOut: onSignedOut },
  });
}

export function bindRewards(calls: DeskCalls, onSignedOut: () => void) {
  return rewardsMachine.provide({
    actors: {
      loadRewards: fromPromise(() => calls.rewards()),
      payReward: fromPromise(({ input }) => calls.payReward(input.referralId, input.kind)),
      unpayReward: fromPromise(({ input }) => calls.unpayReward(input.referralId, input.kind)),
    },
    actions: { reportSignedOut: onSignedOut },
  });
}
