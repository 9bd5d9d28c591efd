import { fromPromise } from 'xstate';
import {
  autosaveMachine,
  sentRecordOf,
  type CreatedRecord,
  type Draft,
  type LoadInput,
  type LoadResult,
  type UpdatedRecord,
} from '../../machines/autosave.machine';
import { awaitsCompletion, type ResourceName } from '../domain/resources';
import { leadRequests, watchPage, type AutosaveDeps } from './leadRequests';

export { leadRequests, watchPage, wentOnWith, type AutosaveDeps } from './leadRequests';

/**
 * The autosave machine bound to one API resource (issue 13: one lead per visitor):
 * - before the first save the draft and an idempotency key are kept in the form's lead memory
 *   (localStorage); the create sends the key, so a page reloaded before the answer came repeats
 *   the create and gets the same record back;
 * - every update names the version it was based on (If-Match); the server's 412 carries its copy;
 * - every acknowledged save is kept on the device and told to the other tabs; a save that is the
 *   submission makes the memory say 'sent', which a reload or a later visit shows;
 * - every write uses `keepalive`, so a save in flight when the visitor leaves still arrives.
 */
export function autosaveFor(resource: ResourceName, deps: AutosaveDeps = {}) {
  const { load, create, update, watchTabs, memory, handoff, isSubmitted, receiptOf, log } = leadRequests(resource, deps);
  return autosaveMachine.provide({
    actors: {
      loadRecord: fromPromise<LoadResult, LoadInput>(({ input }) => load(input)),
      createRecord: fromPromise<CreatedRecord, { draft: Draft }>(async ({ input }) => {
        // The draft is kept at once: the turn comes a moment later, and a change typed meanwhile is
        // kept by the machine (`rememberDraft`), which this write must not overwrite then.
        memory.write(resource, { draft: input.draft });
        return create(input.draft, true);
      }),
      updateRecord: fromPromise<UpdatedRecord, { recordId: string; draft: Draft; version: string | null }>(({ input }) => update(input)),
      watchPage,
      watchTabs,
    },
    guards: {
      isSubmissionSaved: ({ context }) => isSubmitted(context.saved),
      isCompletionRefused: ({ context }, { error }) => {
        const record = sentRecordOf(error);
        return context.upgrade && context.recordId !== null && record !== null && awaitsCompletion(resource, record);
      },
    },
    actions: {
      rememberRecordId: (_, { recordId }) => {
        memory.write(resource, { recordId });
      },
      forgetRecordId: () => {
        handoff.forget(resource);
        memory.write(resource, { recordId: undefined, key: undefined, version: undefined, draft: undefined, saved: undefined });
      },
      rememberDraft: (_, { draft }) => {
        memory.write(resource, { draft });
      },
      rememberSaved: (_, { recordId, draft, version }) => {
        if (isSubmitted(draft)) {
          handoff.forget(resource);
          memory.write(resource, { sent: { recordId, at: version ?? new Date().toISOString(), ...receiptOf(draft) } });
        } else memory.write(resource, { recordId, version: version ?? undefined, saved: draft });
      },
      rememberCompletion: (_, { recordId, draft }) => {
        const { sent } = memory.read(resource);
        if (sent?.recordId === recordId) memory.write(resource, { sent: { ...sent, completion: draft } });
      },
      rememberSent: (_, { recordId, at, unsent, draft, completion }) => {
        handoff.forget(resource);
        memory.write(resource, {
          sent: { recordId, at, ...(unsent && { unsent }), ...receiptOf(draft), ...(completion && { completion }) },
          recordId: undefined,
          key: undefined,
          version: undefined,
          draft: undefined,
          saved: undefined,
        });
      },
      // Spec section 8: a failed save is logged to the console; the indicator says it is retried.
      logSaveFailure: (_, { error }) => log(`[${resource}] save failed, will retry`, error),
    },
  });
}
