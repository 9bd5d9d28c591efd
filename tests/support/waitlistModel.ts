import { featureOptions } from '../../src/domain/features';
import { followUpMode, validateWaitlist, type WaitlistContext } from '../../machines/waitlist.machine';

/**
 * What the visitor, the URL and the autosave (the form's child, a fake in these tests) can make
 * happen in each wait-list state. Values do not matter to the machine, only which field changed.
 */
type Snapshot = { context: WaitlistContext; matches: (v: unknown) => boolean; value: unknown };

export const restoredDraft = { status: 'draft', name: 'Grace Hopper' };

const toggled = (features: readonly string[] = [], value: string) => {
  const next = features.includes(value) ? features.filter((f) => f !== value) : [...features, value];
  return featureOptions.map((o) => o.value).filter((v) => next.includes(v));
};

const isInitial = (c: WaitlistContext) =>
  c.lastChangedField === null && c.mode === null && !c.draft.interestedFeatures && Object.keys(c.errors).length === 0;

export function waitlistEvents(s: Snapshot) {
  const c = s.context;
  const open = s.matches({ filling: 'open' });
  const restoring = s.matches({ filling: { open: 'restoring' } });
  const editing = s.matches({ filling: { open: 'editing' } });
  return [
    ...(open && c.layout === 'full' ? [{ type: 'field.change', field: 'name', value: 'Ada Lovelace' }] : []),
    ...(open
      ? [
          { type: 'field.change', field: 'email', value: 'ada@example.org' },
          { type: 'autosave.rejected', field: 'email', message: 'email is not accepted' },
        ]
      : []),
    ...(open && c.layout === 'full' ? [{ type: 'features.change', features: toggled(c.draft.interestedFeatures, 'guests') }] : []),
    ...(open && c.syncWithUrl ? [{ type: 'features.sync', features: ['kitchen'] }] : []),
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
        ]
      : []),
    ...(editing ? [{ type: 'form.submit' }] : []),
    // Leaving and a broken autosave end a visit: tried once, from a fresh form.
    ...(editing && isInitial(c) ? [{ type: 'page.leave' }, { type: 'xstate.error.actor.autosave', error: new Error('autosave broke') }] : []),
    ...(s.matches({ filling: 'submitting' })
      ? [
          { type: 'autosave.saved', recordId: 'r1', draft: c.submission },
          { type: 'autosave.rejected', field: 'email', message: 'email is not accepted' },
        ]
      : []),
    ...(s.matches({ filling: 'closing' }) ? [{ type: 'xstate.done.actor.autosave', output: { recordId: 'r1', draft: c.submission } }] : []),
    ...(s.matches('submitted') ? [{ type: 'form.expand' }] : []),
  ];
}

export function serializeWaitlist(s: Snapshot): string {
  const c = s.context;
  return JSON.stringify([
    s.value,
    c.layout,
    c.syncWithUrl,
    Object.keys(c.errors).length > 0,
    Object.keys(validateWaitlist(c.draft, c.layout)).length === 0,
    c.lastChangedField,
    (c.draft.interestedFeatures ?? []).join(','),
    c.mode !== null,
  ]);
}
