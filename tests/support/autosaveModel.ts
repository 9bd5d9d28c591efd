import type { AutosaveContext, Draft } from '../../machines/autosave.machine';

/**
 * What the wait-list form (the host of the autosave) can make happen in each autosave state.
 * Server answers and timers come from the test; edits and submits from the form, which is
 * read-only while its submission is on the way and closes the autosave once it is stored.
 */
export const storedDraft: Draft = { status: 'draft', name: 'Grace Hopper' };
export const continuedDraft: Draft = { status: 'draft', email: 'ada@example.org' };

const networkError = { status: 0, message: 'Failed to fetch' };
const refusal = { status: 400, message: 'email is not accepted', data: { error: 'email is not accepted', field: 'email' } };
const gone = { status: 404, message: 'Not found' };

type Snapshot = { context: AutosaveContext; matches: (v: string) => boolean; value: unknown };

const isSubmission = (c: AutosaveContext) => c.draft.status === 'submitted';

export function autosaveEvents(s: Snapshot) {
  const c = s.context;
  if (s.matches('closed')) return [];
  // The form closes the autosave as soon as its submission is stored.
  if (s.matches('idle') && isSubmission(c)) return [{ type: 'draft.close' as const }];
  const editable = !isSubmission(c) || s.matches('rejected');
  // `field` tells the test which field to type in; the machine ignores it.
  const change = (field: 'name' | 'email', value: string) => ({
    type: 'draft.change' as const,
    field,
    draft: { ...c.draft, status: 'draft', [field]: value },
  });
  const valid = Boolean(c.draft.name && c.draft.email);
  const initial = s.matches('restoring') && c.failures === 0 && c.draft === c.saved && c.recordId === null;
  return [
    ...(editable ? [change('name', 'Ada Lovelace'), change('email', 'ada@example.org')] : []),
    ...(editable && valid ? [{ type: 'draft.save' as const, draft: { ...c.draft, status: 'submitted' } }] : []),
    { type: 'page.leave' as const },
    { type: 'network.online' as const },
    { type: 'xstate.after.SAVE_DELAY.autosave.debouncing' as const },
    { type: 'xstate.after.RETRY_DELAY.autosave.retrying' as const },
    { type: 'xstate.after.RETRY_DELAY.autosave.restoreWaiting' as const },
    { type: 'xstate.done.actor.loadRecord' as const, output: { recordId: 'stored', draft: storedDraft } },
    { type: 'xstate.done.actor.loadRecord' as const, output: null },
    { type: 'xstate.error.actor.loadRecord' as const, error: networkError },
    { type: 'xstate.done.actor.createRecord' as const, output: { recordId: 'created' } },
    { type: 'xstate.error.actor.createRecord' as const, error: networkError },
    { type: 'xstate.error.actor.createRecord' as const, error: refusal },
    { type: 'xstate.done.actor.updateRecord' as const, output: undefined },
    { type: 'xstate.error.actor.updateRecord' as const, error: networkError },
    { type: 'xstate.error.actor.updateRecord' as const, error: refusal },
    { type: 'xstate.error.actor.updateRecord' as const, error: gone },
    ...(initial ? [{ type: 'xstate.error.actor.watchPage' as const, error: new Error('no page events here') }] : []),
  ];
}

export function serializeAutosave(s: Snapshot): string {
  const c = s.context;
  return JSON.stringify([s.value, c.recordId !== null, c.draft !== c.saved, isSubmission(c), Boolean(c.draft.name && c.draft.email)]);
}

/** After the short form's 'click here' the autosave continues a record: typing and saving is enough. */
export function continuedEvents(s: Snapshot) {
  return autosaveEvents(s).filter((e) =>
    ['draft.change', 'xstate.after.SAVE_DELAY.autosave.debouncing', 'xstate.done.actor.updateRecord'].includes(e.type),
  );
}
