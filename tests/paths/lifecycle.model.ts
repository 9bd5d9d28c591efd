import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate';
import { sameDraft, type Draft } from '../../src/domain/draftMerge';
import type { SaveFailure } from '../../machines/saveRules';

/**
 * The world around a form that owns its saving (machines/formLifecycle.ts), as its path test
 * drives it: what the visitor (typing two fields, Send, 'Send another request', leaving), the
 * page, the other tabs and the server can make happen in each state, and which of the context
 * tells states apart. Edits and Send come from the form, which is read-only while its submission
 * is on the way; server answers and timers from the test.
 */
export interface LifecycleForm {
  /** The machine's id: its timers' events are named by it. */
  machineId: string;
  /** The draft an earlier visit stored: everything a submission needs but `completingField`. */
  stored: Draft;
  /** The field whose value completes the stored draft. */
  completingField: string;
  /** A field the visitor types that the stored draft holds already. */
  otherField: string;
  /** The field another tab (or an earlier page) puts into the record: never typed here. */
  otherTabField: string;
  /** Whether a draft may be sent (the form's validation). */
  valid: (draft: Draft) => boolean;
  /** The fields a sent record holds (with its resource's mark). */
  sentFields: Draft;
  /** What the visitor types in a field, the `n`th time (a form whose fields take any text leaves it out). */
  typedValue?: (field: string, n: number) => unknown;
}

export const otherTabNotes = 'Typed in the other tab';
const field0 = (form: LifecycleForm) => form.completingField;
const baseVersion = '2026-11-23T12:00:00.000Z';
const laterThan = (version: string | null) => new Date(Date.parse(version ?? baseVersion) + 60_000).toISOString();
const sentAt = '2026-11-23T12:30:00.000Z';

// The failures as the binding reads them (src/actors/saveFailure.ts); the driver answers each with its HTTP status.
const networkError: SaveFailure = { outcome: 'unsaved', status: 0, serverTrouble: false };
const refusal = (field: string): SaveFailure => ({ outcome: 'refused', status: 400, field, reason: null });
const gone: SaveFailure = { outcome: 'gone', status: 404 };
const forbidden: SaveFailure = { outcome: 'blocked', status: 403 };
export const slowDown = { outcome: 'slowedDown', status: 429, retryAfterMs: 3000 } satisfies SaveFailure;

type Context = {
  draft: Draft;
  saved: Draft;
  sending: Draft;
  submitting: boolean;
  recordId: string | null;
  version: string | null;
  urgent: boolean;
  heard: unknown;
  heardSent: unknown;
  failures: number;
  sent: unknown;
  afresh: boolean;
};
const contextOf = (s: AnyMachineSnapshot): Context => s.context;

/** What the model tells states apart by; the live form must agree with it after every step. */
export const lifecycleView = (form: LifecycleForm) => (s: AnyMachineSnapshot) => {
  const c = contextOf(s);
  return {
    value: s.value,
    hasRecord: c.recordId !== null,
    unsaved: !sameDraft(c.submitting ? { ...c.draft, ...form.sentFields } : c.draft, c.saved),
    submitting: c.submitting,
    valid: form.valid(c.draft),
    urgent: c.urgent,
    heard: c.heard !== null,
    heardSent: c.heardSent !== null,
    sent: c.sent !== null,
    afresh: c.afresh,
  };
};

/** The start of a restore after 'Send another request': nothing on the device to ask the server about, so it ends at once. */
export const isRestartLoad = (e: AnyEventObject): boolean => e.type === 'xstate.done.actor.loadRecord' && e.restart === true;

export function lifecycleEvents(form: LifecycleForm) {
  return (s: AnyMachineSnapshot): AnyEventObject[] => {
    const c = contextOf(s);
    if (s.matches({ form: 'submitted' }) || s.matches({ form: 'sent' })) return [{ type: 'form.restart' }];
    // After 'Send another request': a new lead, which this model follows no further than its start.
    if (c.afresh) return s.matches({ save: 'loading' }) ? [{ type: 'xstate.done.actor.loadRecord', output: null, restart: true }] : [];
    const open = s.matches({ form: { filling: 'open' } });
    const blocked = s.matches({ save: 'blocked' });
    const n = String(c.draft[field0(form)] ?? '').length;
    const typed = (field: string) => ({ type: 'field.change', field, value: form.typedValue?.(field, n) ?? `${field} ${String(c.draft[field] ?? '').length}` });
    const initial = s.matches({ save: 'loading' }) && c.failures === 0 && sameDraft(c.draft, c.saved) && c.recordId === null;
    const loading = s.matches({ save: 'loading' });
    return [
      ...(open ? [typed(form.completingField), typed(form.otherField)] : []),
      // Once saving is blocked, Send goes as the plain post (FormActions.tsx): the machine never hears it.
      ...(open && !blocked ? [{ type: 'form.submit' }] : []),
      { type: 'page.leave' },
      { type: 'draft.flush' },
      { type: 'network.online' },
      { type: `xstate.after.SAVE_DELAY.${form.machineId}.save.debouncing.pausing` },
      // The visitor keeps typing (a change every half second) until the longest wait is over.
      ...(open ? [{ type: `xstate.after.MAX_WAIT.${form.machineId}.save.debouncing` }] : []),
      { type: `xstate.after.RETRY_AFTER.${form.machineId}.save.slowedDown` },
      { type: `xstate.after.RETRY_DELAY.${form.machineId}.save.retrying` },
      { type: `xstate.after.RETRY_DELAY.${form.machineId}.save.loading.waiting` },
      ...(loading
        ? [
            { type: 'xstate.done.actor.loadRecord', output: { recordId: 'stored', draft: form.stored, version: baseVersion } },
            { type: 'xstate.done.actor.loadRecord', output: null },
            // The record of an earlier page was sent meanwhile (another tab, or this visitor before).
            ...(sameDraft(c.draft, c.saved)
              ? [{ type: 'xstate.done.actor.loadRecord', output: { sent: { recordId: 'stored', at: sentAt, draft: form.sentFields } } }]
              : []),
            { type: 'xstate.error.actor.loadRecord', error: networkError },
          ]
        : []),
      { type: 'xstate.done.actor.createRecord', output: { recordId: 'created', version: baseVersion, stored: c.sending } },
      // The key found the record an earlier page made (its answer never came): holding other
      // fields, or sent. Only while the create carries a draft: an earlier page's record is found
      // by the first create, and a create carrying the submission that finds it sent is this very submission.
      ...(!c.submitting
        ? [
            {
              type: 'xstate.done.actor.createRecord',
              output: { recordId: 'created', version: baseVersion, stored: { ...c.sending, [form.otherTabField]: otherTabNotes } },
            },
            {
              type: 'xstate.done.actor.createRecord',
              output: { recordId: 'created', version: baseVersion, sent: { recordId: 'created', at: sentAt, draft: c.sending } },
            },
          ]
        : []),
      { type: 'xstate.error.actor.createRecord', error: networkError },
      { type: 'xstate.error.actor.createRecord', error: refusal(form.otherField) },
      { type: 'xstate.error.actor.createRecord', error: slowDown },
      { type: 'xstate.error.actor.createRecord', error: forbidden },
      { type: 'xstate.done.actor.updateRecord', output: { version: laterThan(c.version) } },
      { type: 'xstate.error.actor.updateRecord', error: networkError },
      { type: 'xstate.error.actor.updateRecord', error: refusal(form.otherField) },
      { type: 'xstate.error.actor.updateRecord', error: slowDown },
      { type: 'xstate.error.actor.updateRecord', error: gone },
      { type: 'xstate.error.actor.updateRecord', error: forbidden },
      // Another tab saved (412, with the record as it is) or sent (409) the record meanwhile.
      {
        type: 'xstate.error.actor.updateRecord',
        error: {
          outcome: 'changed',
          status: 412,
          record: { recordId: c.recordId!, version: laterThan(c.version), draft: { ...c.saved, [form.otherTabField]: otherTabNotes } },
        } satisfies SaveFailure,
      },
      {
        type: 'xstate.error.actor.updateRecord',
        error: { outcome: 'sent', status: 409, record: { recordId: c.recordId!, at: sentAt, draft: { ...c.saved, ...form.sentFields } } } satisfies SaveFailure,
      },
      // The other tabs' news, once this tab has a record to share. While a save of it is out, the
      // other tab's save is the one on top of it: its version is later than that save's answer.
      ...(c.recordId
        ? [
            s.matches({ save: 'saving' })
              ? {
                  type: 'tab.saved',
                  recordId: c.recordId,
                  draft: { ...c.sending, [form.otherTabField]: otherTabNotes },
                  version: laterThan(laterThan(c.version)),
                }
              : { type: 'tab.saved', recordId: c.recordId, draft: { ...c.saved, [form.otherTabField]: otherTabNotes }, version: laterThan(c.version) },
            { type: 'tab.sent', recordId: c.recordId, at: s.matches({ save: 'saving' }) ? laterThan(laterThan(c.version)) : sentAt },
          ]
        : []),
      // The page or the other tabs cannot be watched: tried once, at the start of a visit.
      ...(initial
        ? [
            { type: 'xstate.error.actor.watchPage', error: new Error('no page events here') },
            { type: 'xstate.error.actor.watchTabs', error: new Error('no tab channel here') },
          ]
        : []),
    ].filter((e) => heardOnTop(s, e));
  };
}

/**
 * Another tab's save (or send) heard while this tab's first try of a save is out is the one that
 * went on top of it: that save is answered with success. The record sent while this tab's save
 * was failing: its retry is answered 409.
 */
function heardOnTop(s: AnyMachineSnapshot, e: AnyEventObject): boolean {
  const c = contextOf(s);
  if (!s.matches({ save: 'saving' }) || !(c.heard || c.heardSent)) return true;
  if (c.heardSent && c.failures > 0) {
    return (
      !e.type.startsWith('xstate.done.actor.') && !(e.type.startsWith('xstate.error.actor.') && (e as { error?: { status?: number } }).error?.status !== 409)
    );
  }
  return e.type !== 'xstate.error.actor.updateRecord';
}

/** A step as a test name: the event with what sets it apart (the field, the server's answer). */
export function describeLifecycleEvent(form: LifecycleForm) {
  return (e: EventObject): string => {
    const event = e as EventObject & { field?: string; output?: unknown; error?: { status?: number } };
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
    if (e.type === 'field.change') return `${event.field} typed`;
    if (e.type === 'xstate.done.actor.loadRecord') {
      if (!event.output) return 'no stored draft';
      return 'sent' in (event.output as object) ? 'stored record found sent' : 'stored draft loaded';
    }
    if (e.type === 'xstate.done.actor.createRecord') {
      const output = event.output as { stored?: Draft; sent?: unknown };
      if (output.sent) return "createRecord done (the key's record was sent)";
      return output.stored?.[form.otherTabField] === otherTabNotes ? "createRecord done (the key's record had more)" : 'createRecord done';
    }
    if (actor?.[1] === 'error' && event.error?.status !== undefined) return `${actor[2]} failed (${event.error.status === 0 ? 'offline' : event.error.status})`;
    if (actor) return `${actor[2]} ${actor[1] === 'done' ? 'done' : 'failed'}`;
    const timer = /^xstate\.after\.(\w+)\.\w+\.save\.([\w.]+)$/.exec(e.type);
    if (timer) return `${timer[1]} over (${timer[2]})`;
    return e.type;
  };
}
