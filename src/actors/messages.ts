import { fromPromise } from 'xstate';
import { channelTestsMachine } from '../../machines/channelTests.machine';
import { leadMessagesMachine, type ActionOutcome, type MessageAction } from '../../machines/leadMessages.machine';
import { api as defaultApi, type ApiClient } from '../services/api';

/** A message to a person, as the owner sees it beside its lead (server/messages/adminRoutes.ts). */
export interface LeadMessage {
  id: string;
  event: string;
  status: 'pending' | 'delivered' | 'failed';
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  skipped: boolean;
}

/** What became of a referral's e-mail to the referred center. */
export interface ReferralMail {
  state: 'awaiting-referrer' | 'queued' | 'recent' | 'held';
  delivery: 'pending' | 'delivered' | 'failed' | null;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface LeadMessages {
  messages: LeadMessage[];
  referral?: ReferralMail;
}

export interface ChannelTestResult {
  channel: 'email' | 'webhook';
  ok: boolean;
  answer: string;
  at: string;
}

export interface Channels {
  email: { to: string } | null;
  webhook: { url: string } | null;
  followUpAfterHours: number | null;
}

const enc = encodeURIComponent;

/** The inbox's calls for the messages to people (issue 35): views use these, never the API client. */
export function messageCalls(api: ApiClient = defaultApi) {
  return {
    leadMessages: (id: string) => api.request<LeadMessages>(`/admin/messages/leads/${enc(id)}`),
    referral: (id: string, action: 'send' | 'hold') =>
      api.request<{ outcome: string; referral: ReferralMail }>(`/admin/messages/leads/${enc(id)}/referral`, { method: 'POST', body: { action } }),
    followUp: (id: string) => api.request<{ outcome: 'queued' | 'already' }>(`/admin/messages/leads/${enc(id)}/follow-up`, { method: 'POST' }),
    channels: () => api.request<Channels>('/admin/messages/channels'),
    testChannel: (channel: 'email' | 'webhook') => api.request<ChannelTestResult>(`/admin/messages/channels/${channel}/test`, { method: 'POST' }),
  };
}
export type MessageCalls = ReturnType<typeof messageCalls>;

export function bindChannelTests(calls: MessageCalls, onSignedOut: () => void) {
  return channelTestsMachine.provide({
    actors: {
      loadChannels: fromPromise(() => calls.channels()),
      testChannel: fromPromise(({ input }) => calls.testChannel(input.channel)),
    },
    actions: { reportSignedOut: onSignedOut },
  });
}

export function bindLeadMessages(calls: MessageCalls, recordId: string, onSignedOut: () => void) {
  return leadMessagesMachine.provide({
    actors: {
      loadMessages: fromPromise(() => calls.leadMessages(recordId)),
      runAction: fromPromise<ActionOutcome, { action: MessageAction }>(async ({ input: { action } }) =>
        action.kind === 'referral'
          ? { kind: 'referral', referral: (await calls.referral(recordId, action.action)).referral }
          : { kind: 'followUp', outcome: (await calls.followUp(recordId)).outcome },
      ),
    },
    actions: { reportSignedOut: onSignedOut },
  });
}
