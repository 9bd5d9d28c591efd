import { fromCallback, fromPromise } from 'xstate';
import { adminSessionMachine, type SignInFailure } from '../../machines/adminSession.machine';
import { deleteConfirmationMachine, type DeleteTarget } from '../../machines/deleteConfirmation.machine';
import { failedAlertsMachine } from '../../machines/failedAlerts.machine';
import { inboxListMachine, type LoadPageInput } from '../../machines/inboxList.machine';
import { ownerZone } from '../content/inbox';
import { inboxUpdateSeconds, type AuditEntry, type InboxFilter, type InboxPage, type InboxRecord, type PersonData, type RecordChange } from '../domain/inbox';
import { recordChangeMachine } from '../../machines/recordChange.machine';
import { privacyRequestMachine } from '../../machines/privacyRequest.machine';
import { upcomingMeetingsMachine } from '../../machines/upcomingMeetings.machine';
import { meetingBlocksMachine } from '../../machines/meetingBlocks.machine';
import { leadMeetingMachine } from '../../machines/leadMeeting.machine';
import type { FailedAlert } from '../domain/failedAlerts';
import type { MeetingBlock, MeetingBlockInput, MeetingOutcome, MeetingSlots, TeamMeeting } from '../domain/meetings';
import type { OpenSession, Person } from '../domain/people';
import { openSessionsMachine } from '../../machines/openSessions.machine';
import type { LeadStatus } from '../domain/pipeline';
import type { ResourceName } from '../domain/resources';
import { api as defaultApi, ApiError, type ApiClient } from '../services/api';
import { messageCalls, type MessageCalls } from './messages';
import { deskCalls, type DeskCalls } from './desk';

/**
 * The inbox's effects (issue 16): the owner's admin API under /api/admin, bound to the inbox
 * machines, plus the one-off calls the record and privacy panels make. Views use these, never
 * the API client.
 */
export function inboxCalls(api: ApiClient = defaultApi) {
  const enc = encodeURIComponent;
  return {
    async checkSession(): Promise<Person> {
      const { signedIn, person } = await api.request<{ signedIn: boolean; person?: Person }>('/admin/session');
      if (!signedIn || !person) throw new Error('Not signed in');
      return person;
    },
    /** A member's e-mail and password, or (no e-mail) the owner's password or token. */
    async signIn(email: string, secret: string): Promise<Person> {
      try {
        return (await api.request<{ person: Person }>('/admin/session', { method: 'POST', body: email ? { email, secret } : { secret } })).person;
      } catch (error) {
        const data = error instanceof ApiError ? (error.data as { retryAfterSeconds?: number } | undefined) : undefined;
        throw { status: error instanceof ApiError ? error.status : 0, retryAfterSeconds: data?.retryAfterSeconds } satisfies SignInFailure;
      }
    },
    signOut: () => api.request<void>('/admin/session', { method: 'DELETE' }),
    loadPage: ({ resource, filter, search, status, before, after }: LoadPageInput) =>
      api.request<InboxPage>(`/admin/leads/${resource}`, {
        query: { filter, ...(search ? { q: search } : {}), ...(status ? { status } : {}), ...(before ? { before } : {}), ...(after ? { after } : {}) },
      }),
    getRecord: (resource: ResourceName, id: string) => api.request<InboxRecord>(`/admin/leads/${resource}/${enc(id)}`),
    applyChange: (change: RecordChange) =>
      change.field === 'lastContact'
        ? api.request<InboxRecord>(`/admin/leads/${change.resource}/${enc(change.id)}/last-contact`, { method: 'PUT', body: { at: change.value } })
        : change.field === 'status'
          ? api.request<InboxRecord>(`/admin/leads/${change.resource}/${enc(change.id)}/status`, {
              method: 'PUT',
              // The owner's zone: the day a referral subscribed is the day there (its rewards run from it).
              query: { tz: ownerZone() },
              body: { status: change.value, ...(change.at && { at: change.at }) },
            })
          : api.request<InboxRecord>(`/admin/leads/${change.resource}/${enc(change.id)}/spam`, { method: 'PUT', body: { reason: change.value } }),
    markOpened: (resource: ResourceName, id: string) => api.request<InboxRecord>(`/admin/leads/${resource}/${enc(id)}/opened`, { method: 'POST' }),
    deleteRecord: ({ resource, id }: DeleteTarget) => api.request<void>(`/admin/leads/${resource}/${enc(id)}`, { method: 'DELETE' }),
    audit: () => api.request<AuditEntry[]>('/admin/audit'),
    findPerson: (email: string) => api.request<PersonData>('/admin/privacy', { query: { email } }),
    erasePerson: (email: string) => api.request<{ erased: AuditEntry[] }>('/admin/privacy/erase', { method: 'POST', body: { email } }),
    // Given up and still retrying: every alert that has not reached the team, retrying ones first (they are the live problem).
    failedAlerts: async () => {
      const [retrying, failed] = await Promise.all(
        (['retrying', 'failed'] as const).map((status) => api.request<FailedAlert[]>('/admin/alerts', { query: { status } })),
      );
      return [...retrying, ...failed];
    },
    retryAlert: (id: string) => api.request<void>(`/admin/alerts/${enc(id)}/retry`, { method: 'POST' }),
    /** Booked demo meetings that have not ended, soonest first (issue 34). */
    meetings: () => api.request<TeamMeeting[]>('/admin/meetings'),
    recordMeetingOutcome: (id: string, outcome: MeetingOutcome) =>
      api.request<void>(`/admin/meetings/${enc(id)}/outcome`, { method: 'POST', body: { outcome } }),
    /** Whether this server books meetings at all (MEETING_HOURS set): the public slots' answer says. */
    isBookingOn: async () => (await api.request<MeetingSlots>('/meeting-slots')).enabled,
    /** A time for a lead the team books (one who only suggested a time): the same invite and e-mails as a visitor's. */
    bookMeeting: (leadId: string, start: string) => api.request<TeamMeeting>('/admin/meetings', { method: 'POST', body: { leadId, start } }),
    /** The owner's blocked-out times still to come, and adding or removing one. */
    meetingBlocks: () => api.request<MeetingBlock[]>('/admin/meetings/blocks'),
    addMeetingBlock: (block: MeetingBlockInput) => api.request<MeetingBlock>('/admin/meetings/blocks', { method: 'POST', body: block }),
    removeMeetingBlock: (id: string) => api.request<void>(`/admin/meetings/blocks/${enc(id)}`, { method: 'DELETE' }),
    /** The team's open sessions, and ending one (the owner's, issue 36). */
    sessions: () => api.request<OpenSession[]>('/admin/sessions'),
    endSession: (id: string) => api.request<void>(`/admin/sessions/${enc(id)}`, { method: 'DELETE' }),
    /** The messages to the people a record names (issue 35); absent where a caller supplies only the calls above (tests). */
    messages: messageCalls(api) as MessageCalls | undefined,
    /** The desk's notes, assignee, replies and response times (issue 36); absent where a caller supplies only the calls above (tests). */
    desk: deskCalls(api) as DeskCalls | undefined,
  };
}

export type InboxCalls = ReturnType<typeof inboxCalls>;

/** Download links: plain GETs the browser saves (the session cookie goes with them). */
export const csvUrl = (resource: ResourceName, filter: InboxFilter, search: string, status: LeadStatus | null = null): string =>
  `/api/admin/leads/${resource}/csv?${new URLSearchParams({ filter, ...(search ? { q: search } : {}), ...(status ? { status } : {}) })}`;
export const personExportUrl = (email: string): string => `/api/admin/privacy/export?${new URLSearchParams({ email })}`;

export function bindAdminSession(calls: InboxCalls = inboxCalls()) {
  return adminSessionMachine.provide({
    actors: {
      checkSession: fromPromise(() => calls.checkSession()),
      signIn: fromPromise(({ input }) => calls.signIn(input.email, input.secret)),
      signOut: fromPromise(() => calls.signOut()),
    },
  });
}

export function bindInboxList(calls: InboxCalls, onSignedOut: () => void) {
  return inboxListMachine.provide({
    actors: {
      loadPage: fromPromise(({ input }) => calls.loadPage(input)),
      watchForNewLeads: fromCallback(({ sendBack }) => {
        const timer = setInterval(() => sendBack({ type: 'list.update' }), inboxUpdateSeconds * 1000);
        return () => clearInterval(timer);
      }),
    },
    actions: { reportSignedOut: onSignedOut },
  });
}

export function bindDeleteConfirmation(calls: InboxCalls, onDeleted: (target: DeleteTarget) => void) {
  return deleteConfirmationMachine.provide({
    actors: { deleteRecord: fromPromise(({ input }) => calls.deleteRecord(input)) },
    actions: { reportDeleted: (_, { target }) => onDeleted(target) },
  });
}

export function bindRecordChange(calls: InboxCalls, onChanged: () => void, onSignedOut: () => void) {
  return recordChangeMachine.provide({
    actors: { applyChange: fromPromise(async ({ input }) => void (await calls.applyChange(input))) },
    actions: { reportChanged: onChanged, reportSignedOut: onSignedOut },
  });
}

export function bindFailedAlerts(calls: InboxCalls, onSignedOut: () => void) {
  return failedAlertsMachine.provide({
    actors: {
      loadFailedAlerts: fromPromise(() => calls.failedAlerts()),
      retryAlert: fromPromise(({ input }) => calls.retryAlert(input.id)),
    },
    actions: { reportSignedOut: onSignedOut },
  });
}

export function bindPrivacyRequest(calls: InboxCalls, onSignedOut: () => void) {
  return privacyRequestMachine.provide({
    actors: {
      findPerson: fromPromise(({ input }) => calls.findPerson(input.email)),
      erasePerson: fromPromise(async ({ input }) => ({ erased: (await calls.erasePerson(input.email)).erased.length })),
    },
    actions: { reportSignedOut: onSignedOut },
  });
}

export function bindUpcomingMeetings(calls: InboxCalls, onSignedOut: () => void) {
  return upcomingMeetingsMachine.provide({
    actors: {
      loadMeetings: fromPromise(() => calls.meetings()),
      recordOutcome: fromPromise(({ input }) => calls.recordMeetingOutcome(input.id, input.outcome)),
    },
    actions: { reportSignedOut: onSignedOut },
  });
}

export function bindMeetingBlocks(calls: InboxCalls, onSignedOut: () => void) {
  return meetingBlocksMachine.provide({
    actors: {
      loadBlocks: fromPromise(() => calls.meetingBlocks()),
      addBlock: fromPromise(async ({ input }) => void (await calls.addMeetingBlock(input))),
      removeBlock: fromPromise(({ input }) => calls.removeMeetingBlock(input.id)),
    },
    actions: { reportSignedOut: onSignedOut },
  });
}

export function bindLeadMeeting(calls: InboxCalls, onSignedOut: () => void) {
  return leadMeetingMachine.provide({
    actors: {
      checkBooking: fromPromise(() => calls.isBookingOn()),
      bookMeeting: fromPromise(({ input }) => calls.bookMeeting(input.leadId, input.start)),
    },
    actions: { reportSignedOut: onSignedOut },
  });
}

export function bindOpenSessions(calls: InboxCalls, onSignedOut: () => void) {
  return openSessionsMachine.provide({
    actors: {
      loadSessions: fromPromise(() => calls.sessions()),
      endSession: fromPromise(({ input }) => calls.endSession(input.id)),
    },
    actions: { reportSignedOut: onSignedOut },
  });
}

/** The session ended under the owner's feet (the inbox then shows the sign-in again). */
export const isSignedOut = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** The server's own words for a refused request (400), or `fallback` for anything else. */
export const refusalMessage = (error: unknown, fallback: string): string => (error instanceof ApiError && error.status === 400 ? error.message : fallback);
