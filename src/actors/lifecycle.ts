import { fromCallback, fromPromise, type AnyActorRef, type EventObject } from 'xstate';
import type { CreatedRecord, LoadInput, LoadResult, SaveFailure, SentRecord, UpdatedRecord } from '../../machines/saveRules';
import { savableDraft, type LeadContext, type LifecycleRules } from '../../machines/formLifecycle';
import { sameDraft, type Draft } from '../domain/draftMerge';
import { leadRequests, watchPage, wentOnInThisPage, type AutosaveDeps } from './leadRequests';
import { saveFailureOf } from './saveFailure';

/** A request's failure, read once for the machine (what it means for the lead, not its HTTP). */
const failWith = (error: unknown): never => {
  throw saveFailureOf(error);
};

/**
 * The effects of a form that owns its lead's saving (machines/formLifecycle.ts), bound to one
 * API resource: its requests (`leadRequests`: restore, create with the key kept first, update,
 * the other tabs), the page's events, and the lead memory on the device as a projection of the
 * machine's snapshots (`remember`, its one writer besides the key).
 */
export function lifecycleFor<TDraft extends Draft>(rules: Pick<LifecycleRules<TDraft>, 'resource' | 'draftStruct'>, deps: AutosaveDeps = {}) {
  const { resource } = rules;
  const { load, create, update, watchTabs, memory, handoff, receiptOf, log } = leadRequests(resource, deps);

  /** What the device says of a sent record (with what was typed that it lacks). */
  const sentMemory = ({ recordId, at, unsent, draft }: SentRecord) => ({ recordId, at, ...(unsent && { unsent }), ...receiptOf(draft) });

  /**
   * What the device keeps of the lead, from each snapshot: the record, its version and the
   * server's baseline; what is typed and not saved yet; once sent, only the sent record (with
   * what was typed that it lacks). A form that went on to its next lead by itself after a send
   * keeps saying that record was sent (`lastSent`), and this page remembers what it went on with
   * (`wentOnInThisPage`). Nothing while the stored draft is looked for: that is what the restore reads.
   */
  const remember = fromCallback<EventObject, AnyActorRef>(({ input }) => {
    let last: LeadContext<TDraft> | undefined;
    const project = (snapshot: { context: LeadContext<TDraft>; matches: (value: { save: 'loading' }) => boolean }) => {
      const c = snapshot.context;
      if (snapshot.matches({ save: 'loading' }) || c === last) return;
      const previous = last;
      last = c;
      if (c.holding && !c.sent) {
        // A sent record being completed: what is typed is kept with it, to be opened again after a reload.
        memory.write(resource, { sent: { ...sentMemory(c.holding), completion: savableDraft(rules, c.draft) } });
        return;
      }
      if (c.sent) {
        if (previous?.sent === c.sent) return;
        handoff.forget(resource);
        // What another tab typed that this record lacks (kept there when it heard of this send) stays.
        const kept = memory.read(resource).sent;
        const unsent = c.sent.unsent ?? (kept?.recordId === c.sent.recordId ? kept.unsent : undefined);
        memory.write(resource, {
          sent: sentMemory({ ...c.sent, unsent }),
          recordId: undefined,
          key: undefined,
          version: undefined,
          draft: undefined,
          saved: undefined,
        });
        return;
      }
      // Gone on from a send (in the same step as the send's answer): the sent record's key must
      // not make the next lead's record.
      const wentOn = c.lastSent !== null && c.lastSent !== previous?.lastSent;
      if (wentOn) {
        handoff.forget(resource);
        wentOnInThisPage.set(resource, c.saved);
      }
      // The key is kept until the lead is sent, a record deleted by the owner included: its new
      // create may already be on its way with it (the server's key went with the deleted row),
      // and a reload meanwhile must repeat that create, not make another.
      const draft: Draft = savableDraft(rules, c.draft);
      memory.write(resource, {
        ...(wentOn && { key: undefined }),
        sent: c.lastSent ? sentMemory(c.lastSent) : undefined,
        recordId: c.recordId ?? undefined,
        version: c.version ?? undefined,
        saved: c.recordId ? c.saved : undefined,
        draft: sameDraft(draft, c.saved) ? undefined : draft,
      });
    };
    const subscription = input.subscribe(project);
    return () => subscription.unsubscribe();
  });

  return {
    actors: {
      loadRecord: fromPromise<LoadResult, LoadInput>(({ input }) => load(input).catch(failWith)),
      createRecord: fromPromise<CreatedRecord, { draft: Draft }>(({ input }) => create(input.draft).catch(failWith)),
      updateRecord: fromPromise<UpdatedRecord, { recordId: string; draft: Draft; version: string | null }>(({ input }) => update(input).catch(failWith)),
      watchPage,
      watchTabs,
      remember,
    },
    actions: {
      // Spec section 8: a failed save is logged to the console; the indicator says it is retried.
      logSaveFailure: (_: unknown, failure: SaveFailure) => log(`[${resource}] save failed, will retry`, failure.cause ?? failure),
    },
  };
}
