import type { AnyEventObject, EventObject, SnapshotFrom } from 'xstate';
import { followUpMode, type WaitlistContext, type waitlistMachine } from '../../machines/waitlist.machine';
import { validateWaitlist } from '../../src/domain/waitlist';
import { featureOptions, type FeatureValue } from '../../src/domain/features';
import { otherTabText, sentAt } from './leadForm.model';

/**
 * The world around the wait-list machine, as its path test drives it: what the visitor, the URL
 * and the autosave (the form's child, a fake in these tests) can make happen in each state, and
 * which of the context tells states apart. Values typed do not matter to the machine, only which
 * field changed.
 */
type Snapshot = SnapshotFrom<typeof waitlistMachine>;

export const restoredDraft = { status: 'draft', name: 'Grace Hopper' };
/** What was typed in the pricing page's full form, kept on the device with the short form's lead it completes. */
export const typedCompletion = { status: 'draft', name: 'Ada Lovelace', notes: 'Call me after six' };
/** The feature the visitor ticks, and the one a link to /demo selects. */
export const tickedFeature: FeatureValue = 'guests';
export const linkedFeature: FeatureValue = 'kitchen';

const toggled = (features: readonly string[] = [], value: string) => {
  const next = features.includes(value) ? features.filter((f) => f !== value) : [...features, value];
  return featureOptions.map((o) => o.value).filter((v) => next.includes(v));
};

const isInitial = (c: WaitlistContext) => c.lastChangedField === null && c.mode === null && !c.draft.interestedFeatures && Object.keys(c.errors).length === 0;

export function waitlistEvents(s: Snapshot): AnyEventObject[] {
  const c = s.context;
  const open = s.matches({ filling: 'open' });
  const restoring = s.matches({ filling: { open: 'restoring' } });
  const editing = s.matches({ filling: { open: 'editing' } });
  const stalled = s.matches('stalled');
  // The fields take input while the form is open, and stay editable once the autosave stopped.
  const typing = open || stalled;
  const full = c.layout === 'full';
  return [
    ...(typing && full ? [{ type: 'field.change', field: 'name', value: 'Ada Lovelace' }] : []),
    ...(typing ? [{ type: 'field.change', field: 'email', value: 'ada@example.org' }] : []),
    ...(open ? [{ type: 'autosave.rejected', field: 'email', reason: null }] : []),
    ...(typing && full ? [{ type: 'features.change', features: toggled(c.draft.interestedFeatures, tickedFeature) }] : []),
    ...(typing && c.syncWithUrl ? [{ type: 'features.sync', features: [linkedFeature] }] : []),
    // The URL is read once, when the form appears.
    ...(restoring && c.syncWithUrl && isInitial(c)
      ? [
          { type: 'mode.open', mode: followUpMode, email: 'ada@example.org' },
          { type: 'mode.open', mode: followUpMode, email: null },
        ]
      : []),
    ...(restoring
      ? [
          { type: 'autosave.ready', recordId: null, draft: null },
          { type: 'autosave.ready', recordId: 'stored', draft: restoredDraft },
          // Found sent: a reload or a return visit after sending (on the pricing page, its short form's lead).
          { type: 'autosave.sent', recordId: 'sent1', at: sentAt, draft: c.layout === 'short' ? { status: 'submitted', shortForm: true } : {} },
          // The pricing page's lead, with what was typed in the full form completing it before a reload.
          ...(c.layout === 'short'
            ? [{ type: 'autosave.sent', recordId: 'sent1', at: sentAt, draft: { status: 'submitted', shortForm: true }, completion: typedCompletion }]
            : []),
        ]
      : []),
    // Another tab saved a field this one did not touch (the notes): the autosave tells the form the merge.
    ...(editing && c.draft.notes !== otherTabText
      ? [{ type: 'autosave.merged', recordId: 'r1', draft: { ...c.draft, notes: otherTabText }, saved: { ...c.savedDraft, notes: otherTabText } }]
      : []),
    // The autosave reports the very draft the form sent it.
    ...(editing && c.draft !== c.savedDraft ? [{ type: 'autosave.saved', recordId: 'r1', draft: c.draft }] : []),
    // Submit (also while a stored draft is looked for: held until it is back), or 'Try again'
    // once the autosave stopped.
    ...(editing || stalled || s.matches({ filling: { open: { restoring: 'lookingForDraft' } } }) ? [{ type: 'form.submit' }] : []),
    // Leaving ends a visit, and the autosave breaking or ending early stalls it: tried from a fresh form.
    ...(editing && isInitial(c)
      ? [{ type: 'page.leave' }, { type: 'xstate.error.actor.autosave', error: new Error('autosave broke') }, { type: 'xstate.done.actor.autosave' }]
      : []),
    ...(s.matches({ filling: 'submitting' }) && !isEntry(c.savedDraft)
      ? [
          { type: 'autosave.saved', recordId: 'r1', draft: c.submission },
          { type: 'autosave.rejected', field: 'email', reason: null },
          // No save gets through from this browser (cookies blocked): the form is the visitor's again.
          { type: 'autosave.blocked' },
        ]
      : []),
    // The entry stored, the autosave completes; should it break instead, the entry is stored all the same.
    ...(s.matches({ filling: 'submitting' }) && isEntry(c.savedDraft)
      ? [{ type: 'xstate.done.actor.autosave' }, { type: 'xstate.error.actor.autosave', error: new Error('autosave broke') }]
      : []),
    ...(s.matches('submitted') || s.matches('sent') ? [{ type: 'form.expand' }, { type: 'form.restart' }] : []),
  ];
}

/** What the model tells states apart by; the live form's machine must agree with it after every step. */
export function waitlistView(s: Snapshot) {
  const c = s.context;
  return {
    value: s.value,
    layout: c.layout,
    syncWithUrl: c.syncWithUrl,
    showsErrors: Object.keys(c.errors).length > 0,
    submittable: Object.keys(validateWaitlist(c.draft, c.layout)).length === 0,
    lastChangedField: c.lastChangedField,
    features: (c.draft.interestedFeatures ?? []).join(','),
    followUp: c.mode !== null,
    // What a restarted autosave would be handed: the record, and whether the server lacks something.
    record: c.recordId,
    unsaved: c.draft !== c.savedDraft,
    // The server has the submission (the autosave completes next).
    stored: isEntry(c.savedDraft),
    // Shown as sent; a form going on with that record only completes it (the upgrade).
    sent: c.sent?.recordId ?? null,
  };
}

export const serializeWaitlist = (s: Snapshot): string => JSON.stringify(waitlistView(s));

/** The entry a submit sends: marked submitted, or (the short form) marked as the short form's. */
const isEntry = (draft: unknown) => {
  const d = draft as { status?: string; shortForm?: boolean } | undefined;
  return d?.status === 'submitted' || d?.shortForm === true;
};

/** A step as a test name: the event with what sets it apart (the field, the features, the link's email). */
export function describeWaitlistEvent(e: EventObject): string {
  const event = e as EventObject & { field?: string; features?: string[]; email?: string | null; draft?: unknown };
  if (event.field) return `${e.type} (${event.field})`;
  if (event.features) return `${e.type} [${event.features.join(',')}]`;
  if (e.type === 'mode.open') return `follow-up link ${event.email ? 'with email' : 'without email'}`;
  if (e.type === 'autosave.ready') return `autosave.ready (${event.draft ? 'stored draft' : 'none'})`;
  if (e.type === 'autosave.sent' && 'completion' in event) return 'autosave.sent (with its completion typed)';
  if (e.type === 'autosave.saved') return isEntry(event.draft) ? 'autosave.saved (the entry)' : 'autosave.saved (a draft)';
  if (e.type === 'xstate.error.actor.autosave') return 'autosave failed';
  if (e.type === 'xstate.done.actor.autosave') return 'autosave done';
  return e.type;
}
