import { fromCallback, fromPromise } from 'xstate';
import { deskTextMachine, type SubmitTextInput } from '../../machines/deskText.machine';
import { deskTimelineMachine } from '../../machines/deskTimeline.machine';
import { overviewMachine } from '../../machines/overview.machine';
import { responseTimesMachine } from '../../machines/responseTimes.machine';
import { rewardsMachine } from '../../machines/rewards.machine';
import { ownerZone } from '../content/inbox';
import type { LeadDesk, ResponseWeek } from '../domain/desk';
import type { Overview } from '../domain/overview';
import type { OwnerReward } from '../domain/ownerRewards';
import type { RewardKind } from '../domain/rewardSchedule';
import { api as defaultApi, type ApiClient } from '../services/api';

const enc = encodeURIComponent;

/**
 * The desk's calls under /api/admin/desk (issue 36): working a lead (notes, assignee, replies,
 * response times: server/desk/routes.ts) and the overview and rewards (server/desk/api.ts), in
 * the owner's time zone (their weeks, their 'today'). Views use these, never the API client.
 */
export function deskCalls(api: ApiClient = defaultApi, zone: () => string = ownerZone) {
  return {
    leadDesk: (id: string) => api.request<LeadDesk>(`/admin/desk/leads/${enc(id)}`),
    addNote: (id: string, { text, key }: SubmitTextInput) =>
      api.request<{ id: string }>(`/admin/desk/leads/${enc(id)}/notes`, { method: 'POST', body: { body: text, key } }),
    reply: (id: string, { text, key }: SubmitTextInput) =>
      api.request<{ outcome: string; id: string }>(`/admin/desk/leads/${enc(id)}/replies`, { method: 'POST', body: { body: text, key } }),
    assign: (id: string, assignee: string) =>
      api.request<{ assignee: string | null }>(`/admin/desk/leads/${enc(id)}/assignee`, { method: 'PUT', body: { assignee } }),
    responseTimes: async () => (await api.request<{ weeks: ResponseWeek[] }>('/admin/desk/response-times', { query: { zone: zone() } })).weeks,
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

/** How often a record looks again while one of its replies waits for the mail server. */
export const deliveryWatchMs = 2_000;

export function bindDeskTimeline(calls: DeskCalls, onSignedOut: () => void) {
  return deskTimelineMachine.provide({
    actors: {
      loadDesk: fromPromise(({ input }) => calls.leadDesk(input.leadId)),
      watchDelivery: fromCallback(({ sendBack, input }) => {
        if (!input.waiting) return () => {};
        const timer = setTimeout(() => sendBack({ type: 'desk.update' }), deliveryWatchMs);
        return () => clearTimeout(timer);
      }),
    },
    actions: { reportSignedOut: onSignedOut },
  });
}

/** A note, a reply or the assignee, sent by `submit`; `onSent` once the server has it. */
export function bindDeskText(submit: (input: SubmitTextInput) => Promise<unknown>, onSent: () => void, onSignedOut: () => void) {
  return deskTextMachine.provide({
    actors: { submitText: fromPromise(async ({ input }) => void (await submit(input))) },
    actions: { reportSent: onSent, reportSignedOut: onSignedOut },
  });
}

export function bindResponseTimes(calls: DeskCalls, onSignedOut: () => void) {
  return responseTimesMachine.provide({
    actors: { loadResponseTimes: fromPromise(() => calls.responseTimes()) },
    actions: { reportSignedOut: onSignedOut },
  });
}
