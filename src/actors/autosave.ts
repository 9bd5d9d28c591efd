import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { autosaveMachine, type Draft, type LoadedRecord } from '../../machines/autosave.machine';
import { resources, type ResourceName } from '../domain/resources';
import { api, ApiError, withoutServerFields, type ResourceClient } from '../services/api';
import { draftStorage, type DraftStorage } from '../services/draftStorage';

export interface AutosaveDeps {
  client?: ResourceClient<Draft>;
  storage?: DraftStorage;
  log?: (...args: unknown[]) => void;
}

/**
 * Sends `page.leave` when the visitor hides or leaves the page (the pending draft is saved at
 * once, with `keepalive`), `draft.flush` when they leave a field (a form with nothing pending
 * ignores it), and `network.online` when the connection comes back.
 */
export const watchPage = fromCallback<AnyEventObject>(({ sendBack }) => {
  const leave = () => sendBack({ type: 'page.leave' });
  const fieldLeft = (event: FocusEvent) => {
    const target = event.target as Element | null;
    if (target?.matches?.('input, textarea, select')) sendBack({ type: 'draft.flush' });
  };
  document.addEventListener('focusout', fieldLeft);
  const hidden = () => document.visibilityState === 'hidden' && leave();
  const online = () => sendBack({ type: 'network.online' });
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', hidden);
  window.addEventListener('online', online);
  return () => {
    window.removeEventListener('pagehide', leave);
    document.removeEventListener('visibilitychange', hidden);
    document.removeEventListener('focusout', fieldLeft);
    window.removeEventListener('online', online);
  };
});

/**
 * The autosave machine bound to one API resource. Every write uses `keepalive`, so a save that
 * is in flight when the visitor leaves still reaches the server. The id of a created record is
 * stored by the request itself: it is remembered even if the form is gone by the time the
 * server answers, so the next visit continues the same record instead of creating another.
 */
export function autosaveFor(resource: ResourceName, deps: AutosaveDeps = {}) {
  const client = deps.client ?? api.resource<Draft>(resource);
  const storage = deps.storage ?? draftStorage;
  const log = deps.log ?? ((...args: unknown[]) => console.error(...args));
  const isSubmitted = resources[resource].isSubmitted;

  return autosaveMachine.provide({
    actors: {
      loadRecord: fromPromise<LoadedRecord | null, void>(async () => {
        const recordId = storage.get(resource);
        if (!recordId) return null;
        try {
          const record = await client.get(recordId);
          // A record submitted meanwhile (another tab) is finished: start afresh.
          if (isSubmitted(record)) {
            storage.remove(resource);
            return null;
          }
          return { recordId, draft: withoutServerFields(record) };
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) {
            storage.remove(resource);
            return null;
          }
          throw error;
        }
      }),
      createRecord: fromPromise<{ recordId: string }, { draft: Draft }>(async ({ input }) => {
        const saved = await client.add(input.draft, { keepalive: true });
        storage.set(resource, saved._id);
        return { recordId: saved._id };
      }),
      updateRecord: fromPromise<void, { recordId: string; draft: Draft }>(async ({ input }) => {
        await client.update(input.recordId, input.draft, { keepalive: true });
      }),
      watchPage,
    },
    actions: {
      rememberRecordId: (_, { recordId }) => storage.set(resource, recordId),
      forgetRecordId: () => storage.remove(resource),
      // Spec section 8: a failed save is logged to the console; the indicator says it is retried.
      logSaveFailure: (_, { error }) => log(`[${resource}] save failed, will retry`, error),
    },
  });
}
