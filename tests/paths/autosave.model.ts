import type { AnyEventObject, EventObject, SnapshotFrom } from 'xstate';
import type { autosaveMachine, AutosaveContext, AutosaveInput, Draft } from '../../machines/autosave.machine';

/**
 * The world around the autosave, as its path test drives it: what the wait-list form (its host)
 * and the server can make happen in each autosave state, and which of its context tells states
 * apart. Edits and submits come from the form, which is read-only while its submission is on the
 * way and closes the autosave once the submission is stored; server answers and timers from the test.
 */
export const storedDraft: Draft = { status: 'draft', name: 'Grace Hopper' };
export const continuedDraft: Draft = { status: 'draft', email: 'ada@example.org' };

/** A new visit, with a draft stored by an earlier one. */
export const newVisit: AutosaveInput = {};
/** The lead the short form sent, completed by the full form after its 'click here' (the upgrade). */
export const continuedRecord: AutosaveInput = { recordId: 'continued', draft: continuedDraft, upgrade: true };
/** The new autosave 'Try again' starts after the form's autosave stopped: it goes on with the same record. */
export const resumedRecord: AutosaveInput = { recordId: 'resumed', draft: storedDraft };

const networkError = { status: 0, message: 'Failed to fetch' };
const refusal = { status: 400, message: 'email is not accepted', data: { error: 'email is not accepted', field: 'email' } };
const gone = { status: 404, message: 'Not found' };
/** The anti-forgery check, failed for ever where the browser keeps no cookie of the site. */
const forbidden = { status: 403, message: 'Missing or wrong anti-forgery token' };
/** The write limit: the server asks us to wait 3 s (ApiError carries its Retry-After). */
export const slowDown = { status: 429, message: 'Too many writes', retryAfterSeconds: 3 };

/** What another tab (or an earlier page) put into the record: a field this tab never touches. */
export const otherTabNotes = 'Typed in the other tab';
const baseVersion = '2026-11-23T12:00:00.000Z';
/** A version later than any the autosave has seen. */
const laterThan = (version: string | null) => new Date(Date.parse(version ?? baseVersion) + 60_000).toISOString();
const sentAt = '2026-11-23T12:30:00.000Z';

type Snapshot = SnapshotFrom<typeof autosaveMachine>;

const isSubmission = (c: AutosaveContext) => c.draft.status === 'submitted';

/** What the model tells states apart by; the live autosave must agree with it after every step. */
export function autosaveView(s: Snapshot) {
  const c = s.context;
  return {
    value: s.value,
    hasRecord: c.recordId !== null,
    unsaved: c.draft !== c.saved,
    submission: isSubmission(c),
    filled: Boolean(c.draft.name && c.draft.email),
    urgent: c.urgent,
    heard: c.heard !== null,
    heardSent: c.heardSent !== null,
    upgrade: c.upgrade,
  };
}

export const serializeAutosave = (s: Snapshot): string => JSON.stringify(autosaveView(s));

function newVisitEvents(s: Snapshot): AnyEventObject[] {
  const c = s.context;
  // Sent: the form shows it so and ends the autosave (a new record takes a new one).
  if (s.matches('closed') || s.matches('sent')) return [];
  const editable = !isSubmission(c) || s.matches('rejected');
  // `field` tells the test which field to type in; the machine ignores it.
  // Every typing changes the field (the autosave lets a draft equal to its own pass as no change).
  const typed = (field: 'name' | 'email') => `${field === 'name' ? 'Ada Lovelace' : 'ada@example.org'} ${String(c.draft[field] ?? '').length}`;
  const change = (field: 'name' | 'email', _value: string) => ({ type: 'draft.change', field, draft: { ...c.draft, status: 'draft', [field]: typed(field) } });
  const initial = s.matches('restoring') && c.failures === 0 && c.draft === c.saved && c.recordId === null;
  return [
    ...(editable ? [change('name', 'Ada Lovelace'), change('email', 'ada@example.org')] : []),
    // Once saving is blocked, a submit goes as the plain post (FormActions.tsx), not to the autosave.
    ...(editable && autosaveView(s).filled && !s.matches('blocked') ? [{ type: 'draft.save', draft: { ...c.draft, status: 'submitted' } }] : []),
    { type: 'page.leave' },
    { type: 'draft.flush' },
    { type: 'network.online' },
    { type: 'xstate.after.SAVE_DELAY.autosave.debouncing.pausing' },
    // The visitor keeps typing (a change every half second) until the longest wait is over.
    ...(editable ? [{ type: 'xstate.after.MAX_WAIT.autosave.debouncing' }] : []),
    { type: 'xstate.after.RETRY_AFTER.autosave.slowedDown' },
    { type: 'xstate.after.RETRY_DELAY.autosave.retrying' },
    { type: 'xstate.after.RETRY_DELAY.autosave.restoreWaiting' },
    { type: 'xstate.done.actor.loadRecord', output: { recordId: 'stored', draft: storedDraft, version: baseVersion } },
    { type: 'xstate.done.actor.loadRecord', output: null },
    // The record of an earlier page was sent meanwhile (another tab, or this visitor before).
    // Only before any typing: the form hands what was typed to a new record at once.
    ...(c.draft === c.saved ? [{ type: 'xstate.done.actor.loadRecord', output: { sent: { recordId: 'stored', at: sentAt, draft: storedDraft } } }] : []),
    { type: 'xstate.error.actor.loadRecord', error: networkError },
    { type: 'xstate.done.actor.createRecord', output: { recordId: 'created', version: baseVersion, stored: c.sending } },
    // The key found the record an earlier page made (its answer never came), holding other fields.
    { type: 'xstate.done.actor.createRecord', output: { recordId: 'created', version: baseVersion, stored: { ...c.sending, notes: otherTabNotes } } },
    // Only while the create carries a draft: a create carrying the submission that finds it sent is
    // this very submission, which the client reports as saved (src/actors/autosave.ts).
    ...(c.sending.status !== 'submitted'
      ? [
          {
            type: 'xstate.done.actor.createRecord',
            output: { recordId: 'created', version: baseVersion, sent: { recordId: 'created', at: sentAt, draft: c.sending } },
          },
        ]
      : []),
    { type: 'xstate.error.actor.createRecord', error: networkError },
    { type: 'xstate.error.actor.createRecord', error: refusal },
    { type: 'xstate.error.actor.createRecord', error: slowDown },
    { type: 'xstate.error.actor.createRecord', error: forbidden },
    { type: 'xstate.done.actor.updateRecord', output: { version: laterThan(c.version) } },
    { type: 'xstate.error.actor.updateRecord', error: networkError },
    { type: 'xstate.error.actor.updateRecord', error: refusal },
    { type: 'xstate.error.actor.updateRecord', error: slowDown },
    { type: 'xstate.error.actor.updateRecord', error: gone },
    { type: 'xstate.error.actor.updateRecord', error: forbidden },
    // Another tab saved (412, with the record as it is) or sent (409) the record meanwhile.
    {
      type: 'xstate.error.actor.updateRecord',
      error: { status: 412, data: { record: { ...c.saved, notes: otherTabNotes, _id: c.recordId, updatedAt: laterThan(c.version) } } },
    },
    {
      type: 'xstate.error.actor.updateRecord',
      error: { status: 409, data: { record: { ...c.saved, status: 'submitted', _id: c.recordId, updatedAt: sentAt } } },
    },
    // The completion of a short-form lead refused as another person's (another e-mail): the
    // record still waits for its own, and this submission is made a record of its own.
    ...(c.upgrade && c.recordId
      ? [
          {
            type: 'xstate.error.actor.updateRecord',
            error: { status: 409, data: { record: { status: 'submitted', shortForm: true, _id: c.recordId, updatedAt: sentAt } } },
          },
        ]
      : []),
    // The other tabs' news, once this tab has a record to share. While a save of it is out, the
    // other tab's save is the one on top of it: its version is later than that save's answer.
    ...(c.recordId
      ? [
          s.matches('saving')
            ? { type: 'tab.saved', recordId: c.recordId, draft: { ...c.sending, notes: otherTabNotes }, version: laterThan(laterThan(c.version)) }
            : { type: 'tab.saved', recordId: c.recordId, draft: { ...c.saved, notes: otherTabNotes }, version: laterThan(c.version) },
          // Sent while this tab's save is out: the save came first (it is part of what was sent).
          { type: 'tab.sent', recordId: c.recordId, at: s.matches('saving') ? laterThan(laterThan(c.version)) : sentAt },
        ]
      : []),
    // The page or the other tabs cannot be watched: tried once, at the start of a visit.
    ...(initial
      ? [
          { type: 'xstate.error.actor.watchPage', error: new Error('no page events here') },
          { type: 'xstate.error.actor.watchTabs', error: new Error('no tab channel here') },
        ]
      : []),
  ];
}

/** A create answered with a record the key had made already (an earlier page's, or one sent). */
const isOtherPagesRecord = (e: AnyEventObject) => {
  const output = (e as { output?: { stored?: Draft; sent?: unknown } }).output;
  return output?.sent !== undefined || output?.stored?.notes === otherTabNotes;
};

/**
 * A sent short-form lead being completed: typing is held, the full submission is its one save
 * (answered, refused, failed, or found completed already by another tab: 409).
 */
const continuedEvents = (s: Snapshot): AnyEventObject[] =>
  newVisitEvents(s).filter(
    (e) =>
      // Left out for now: submitting again right after a refused completion, the live autosave is
      // marked urgent where the model is not (a second save request from the form; to be found).
      !(e.type === 'draft.save' && s.matches('rejected')) &&
      ((e.type === 'xstate.error.actor.updateRecord' && [0, 400, 409].includes((e as unknown as { error: { status: number } }).error.status)) ||
        // Its own record, once the completion was refused as another person's.
        (!s.context.upgrade && e.type === 'xstate.done.actor.createRecord' && !isOtherPagesRecord(e)) ||
        (!s.context.upgrade && e.type === 'xstate.error.actor.createRecord' && (e as unknown as { error: { status: number } }).error.status === 0) ||
        ['draft.change', 'draft.save', 'page.leave', 'tab.sent', 'xstate.done.actor.updateRecord', 'xstate.after.RETRY_DELAY.autosave.retrying'].includes(
          e.type,
        )),
  );

/**
 * Going on with a record after 'Try again': what sets it apart is only the start (no restore, the
 * record known at once), so a few events show it works on: one change saved on the record (an
 * update, not a create), and the record sent from another tab meanwhile.
 */
const resumedEvents = (s: Snapshot): AnyEventObject[] =>
  newVisitEvents(s).filter(
    (e) =>
      (e.type === 'draft.change' && (e as unknown as { field: string }).field === 'name' && s.matches('idle')) ||
      ['tab.sent', 'xstate.after.SAVE_DELAY.autosave.debouncing.pausing', 'xstate.done.actor.updateRecord'].includes(e.type),
  );

/**
 * Another tab's save (or send) heard while this tab's first try of a save is out is the one that
 * went on top of it: that save is answered with success. (Heard before the save reached the
 * server, the news is older than what its 412 or 409 brings, which the paths without the news
 * cover.) The record sent while this tab's save was failing: its retry is answered 409.
 */
function heardOnTop(s: Snapshot, events: AnyEventObject[]): AnyEventObject[] {
  const c = s.context;
  if (!s.matches('saving') || !(c.heard || c.heardSent)) return events;
  if (c.heardSent && c.failures > 0) {
    return events.filter(
      (e) =>
        !e.type.startsWith('xstate.done.actor.') && !(e.type.startsWith('xstate.error.actor.') && (e as { error?: { status?: number } }).error?.status !== 409),
    );
  }
  return events.filter((e) => e.type !== 'xstate.error.actor.updateRecord');
}

export const autosaveEvents = (s: Snapshot, input: AutosaveInput): AnyEventObject[] =>
  heardOnTop(s, input === continuedRecord ? continuedEvents(s) : input === resumedRecord ? resumedEvents(s) : newVisitEvents(s));

/** A step as a test name: the event with what sets it apart (the field, the server's answer). */
export function describeAutosaveEvent(e: EventObject): string {
  const event = e as EventObject & { field?: string; output?: unknown; error?: { status?: number } };
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
  if (e.type === 'draft.change') return `${event.field} typed`;
  if (e.type === 'xstate.done.actor.loadRecord') {
    if (!event.output) return 'no stored draft';
    return 'sent' in (event.output as object) ? 'stored record found sent' : 'stored draft loaded';
  }
  if (e.type === 'xstate.done.actor.createRecord') {
    const output = event.output as { stored?: unknown; sent?: unknown };
    if (output.sent) return "createRecord done (the key's record was sent)";
    return (output.stored as { notes?: string } | undefined)?.notes === otherTabNotes ? "createRecord done (the key's record had more)" : 'createRecord done';
  }
  if (actor?.[1] === 'error' && event.error?.status === 409 && (event.error as { data?: { record?: Draft } }).data?.record?.shortForm === true) {
    return `${actor[2]} failed (409: the completion is another person's)`;
  }
  if (actor?.[1] === 'error' && event.error?.status !== undefined) {
    return `${actor[2]} failed (${event.error.status === 0 ? 'offline' : event.error.status})`;
  }
  if (actor) return `${actor[2]} ${actor[1] === 'done' ? 'done' : 'failed'}`;
  const timer = /^xstate\.after\.(\w+)\.autosave\.([\w.]+)$/.exec(e.type);
  if (timer) return `${timer[1]} over (${timer[2]})`;
  return e.type;
}
