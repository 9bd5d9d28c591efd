import { fromCallback, fromPromise } from 'xstate';
import { deskTextMachine, type SubmitTextInput } from '../../machines/deskText.machine';
import { deskTimelineMachine } from '../../machines/deskTimeline.machine';
import { responseTimesMachine } from '../../machines/responseTimes.machine';
import type { LeadDesk, ResponseWeek } from '../domain/desk';
import { ownerZone } from '../content/inbox';
import { api as defaultApi, type ApiClient } from '../services/api';

const enc = encodeURIComponent;

/** The desk's calls (server/desk/routes.ts, issue 36 items 4 and 6). */
export function deskCalls(api: ApiClient = defaultApi) {
  return {
    leadDesk: (id: string) => api.request<LeadDesk>(`/admin/desk/leads/${enc(id)}`),
    addNote: (id: string, { text, key }: SubmitTextInput) =>
      api.request<{ id: string }>(`/admin/desk/leads/${enc(id)}/notes`, { method: 'POST', body: { body: text, key } }),
    reply: (id: string, { text, key }: SubmitTextInput) =>
      api.request<{ outcome: string; id: string }>(`/admin/desk/leads/${enc(id)}/replies`, { method: 'POST', body: { body: text, key } }),
    assign: (id: string, assignee: string) =>
      api.request<{ assignee: string | null }>(`/admin/desk/leads/${enc(id)}/assignee`, { method: 'PUT', body: { assignee } }),
    responseTimes: async (zone: string = ownerZone()) =>
      (await api.request<{ weeks: ResponseWeek[] }>('/admin/desk/response-times', { query: { zone } })).weeks,
  };
}

export type DeskCalls = ReturnType<typeof deskCalls>;

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
