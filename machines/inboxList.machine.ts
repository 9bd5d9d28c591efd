import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isSignedOutError } from './signedOut';
import type { InboxFilter, InboxPage, InboxQuery } from '../src/domain/inbox';
import type { LeadStatus } from '../src/domain/pipeline';
import type { ResourceName } from '../src/domain/resources';

/**
 * One list of the owner's inbox (issue 16): a resource's records, newest first, a page at a time,
 * filtered (all, sent, drafts, flagged spam) and by status in the kind's pipeline (issue 36), and searched.
 * Any change of what
 * to show loads the first page again; older and newer pages follow the server's cursors; a
 * change made elsewhere (marked as contacted, deleted) reloads the page on screen. A load refused
 * because the session has ended reports it (the sign-in machine takes over). While a page is on
 * screen it is brought up to date in the background (issue 36): new leads arrive, a record opened
 * loses its 'New' mark; the page stays on screen meanwhile, and a failed update waits for the next.
 * Loading a page and the update's ticker are placeholders bound with `machine.provide`
 * (src/actors/inbox.ts).
 */
export interface InboxListInput {
  resource: ResourceName;
}

export interface InboxListContext {
  resource: ResourceName;
  filter: InboxFilter;
  search: string;
  /** Only the leads at this status of the pipeline; null: any. */
  status: LeadStatus | null;
  /** The cursor of the page on screen (or being loaded). */
  position: { before?: string; after?: string };
  page: InboxPage | null;
}

export type InboxListEvent =
  | { type: 'resource.select'; resource: ResourceName }
  | { type: 'filter.select'; filter: InboxFilter }
  | { type: 'status.select'; status: LeadStatus | null }
  | { type: 'search.submit'; search: string }
  | { type: 'page.older' }
  | { type: 'page.newer' }
  | { type: 'list.refresh' }
  | { type: 'list.update' }
  | { type: 'list.retry' };

export interface LoadPageInput extends InboxQuery {
  resource: ResourceName;
}

export const inboxListMachine = setup({
  types: {
    context: {} as InboxListContext,
    events: {} as InboxListEvent,
    input: {} as InboxListInput,
  },
  actors: {
    loadPage: fromPromise<InboxPage, LoadPageInput>(async () => {
      throw new Error('loadPage must be provided');
    }),
    /** Sends `list.update` now and then while a page is on screen. */
    watchForNewLeads: fromCallback<InboxListEvent>(() => {
      throw new Error('watchForNewLeads must be provided');
    }),
  },
  guards: {
    hasOlder: ({ context }) => context.page?.older != null,
    hasNewer: ({ context }) => context.page?.newer != null,
    isSignedOut: (_, params: { error: unknown }) => isSignedOutError(params.error),
  },
  actions: {
    // Another kind has another pipeline: its status filter starts at 'any'.
    assignResource: assign({ resource: (_, params: { resource: ResourceName }) => params.resource, search: '', status: null, position: {}, page: null }),
    assignStatus: assign({ status: (_, params: { status: LeadStatus | null }) => params.status, position: {} }),
    assignFilter: assign({ filter: (_, params: { filter: InboxFilter }) => params.filter, position: {} }),
    assignSearch: assign({ search: (_, params: { search: string }) => params.search.trim(), position: {} }),
    toOlder: assign({ position: ({ context }) => ({ before: context.page!.older! }) }),
    toNewer: assign({ position: ({ context }) => ({ after: context.page!.newer! }) }),
    assignPage: assign({ page: (_, params: { page: InboxPage }) => params.page }),
    reportSignedOut: () => {},
  },
}).createMachine({
  id: 'inboxList',
  context: ({ input }) => ({ resource: input.resource, filter: 'all', search: '', status: null, position: {}, page: null }),
  initial: 'active',
  states: {
    active: {
      initial: 'loading',
      on: {
        'resource.select': { target: '.loading', reenter: true, actions: { type: 'assignResource', params: ({ event }) => ({ resource: event.resource }) } },
        'filter.select': { target: '.loading', reenter: true, actions: { type: 'assignFilter', params: ({ event }) => ({ filter: event.filter }) } },
        'status.select': { target: '.loading', reenter: true, actions: { type: 'assignStatus', params: ({ event }) => ({ status: event.status }) } },
        'search.submit': { target: '.loading', reenter: true, actions: { type: 'assignSearch', params: ({ event }) => ({ search: event.search }) } },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({
              resource: context.resource,
              filter: context.filter,
              search: context.search,
              ...(context.status && { status: context.status }),
              ...context.position,
            }),
            onDone: { target: 'showing', actions: { type: 'assignPage', params: ({ event }) => ({ page: event.output }) } },
            onError: [
              { guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: '#inboxList.signedOut' },
              { target: 'failed' },
            ],
          },
        },
        showing: {
          // A ticker: it never finishes, so it has neither onDone nor onError.
          invoke: { id: 'watchForNewLeads', src: 'watchForNewLeads', input: () => undefined },
          on: {
            'page.older': { guard: 'hasOlder', target: 'loading', actions: 'toOlder' },
            'page.newer': { guard: 'hasNewer', target: 'loading', actions: 'toNewer' },
            'list.refresh': { target: 'loading' },
            'list.update': { target: 'updating' },
          },
        },
        /** The page on screen is loaded again in the background: it stays on screen meanwhile. */
        updating: {
          invoke: {
            id: 'updatePage',
            src: 'loadPage',
            input: ({ context }) => ({
              resource: context.resource,
              filter: context.filter,
              search: context.search,
              ...(context.status && { status: context.status }),
              ...context.position,
            }),
            onDone: { target: 'showing', actions: { type: 'assignPage', params: ({ event }) => ({ page: event.output }) } },
            onError: [
              { guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: '#inboxList.signedOut' },
              // The page on screen is still right as far as anyone knows: the next update tries again.
              { target: 'showing' },
            ],
          },
          on: {
            'page.older': { guard: 'hasOlder', target: 'loading', actions: 'toOlder' },
            'page.newer': { guard: 'hasNewer', target: 'loading', actions: 'toNewer' },
            'list.refresh': { target: 'loading' },
          },
        },
        failed: {
          on: { 'list.retry': { target: 'loading' } },
        },
      },
    },
    signedOut: { type: 'final', entry: 'reportSignedOut' },
  },
});

type ListSnapshot = SnapshotFrom<typeof inboxListMachine>;

export const selectIsLoading = (state: ListSnapshot): boolean => state.matches({ active: 'loading' });
export const selectHasFailed = (state: ListSnapshot): boolean => state.matches({ active: 'failed' });
export const selectCanOlder = (state: ListSnapshot): boolean => state.can({ type: 'page.older' });
export const selectCanNewer = (state: ListSnapshot): boolean => state.can({ type: 'page.newer' });
