import { and, assign, raise, sendTo, setup, stateIn, type DoneActorEvent, type ErrorActorEvent, type EventObject, type NonReducibleUnknown } from 'xstate';
import { mergeDraft, sameDraft } from '../src/domain/draftMerge';
import type { FieldError } from '../src/domain/fieldError';
import { autosaveMachine, type AutosaveOutput, type AutosaveReport, type Draft, type SentRecord } from './autosave.machine';

/**
 * The lifecycle every lead form shares (DESIGN.md, 'Rules for every form machine'): a draft
 * saved as it is typed by the `autosave` child, restored on the next visit, submitted through
 * the same child, and kept on screen when the autosave stops. A form machine is
 * `draftFormSetup(rules).extend(its own guards and actions).createMachine(...)`, placing the
 * state fragments below; it keeps only what is its own (its rules, its notices, its tracking).
 * Not a `*.machine.ts`: the diagram generator draws the machines that use it, not this.
 */

/**
 * Why each field is refused, as keys (views say them in the page's language: issue 17); `form`
 * holds a refusal of the server that names no field.
 */
export type FieldErrors<F extends string = string> = Partial<Record<F | 'form', FieldError>>;

export interface DraftFormContext<TDraft extends object = object> {
  draft: TDraft;
  /**
   * The draft the server last acknowledged (by identity): an autosave (re)starts from it, and a
   * draft that is not this very object is unsaved.
   */
  savedDraft: TDraft;
  /** The record the form saves to, once there is one (null: none yet, or one the autosave may restore). */
  recordId: string | null;
  errors: FieldErrors;
  /** The draft as sent by the last submit, until the server has it. */
  submission: TDraft | null;
  /** The record this form sent (here, in another tab, or before this page), and when. */
  sent: SentNote | null;
  /**
   * The visitor asked for 'Send another request': the autosave starts a new record and lets go
   * of the sent one, instead of finding it and showing it sent again.
   */
  afresh: boolean;
  /**
   * Typing the sent record does not hold, when the record was sent elsewhere (another tab) while
   * it was on this page or on a page of this form before a reload (`SentRecord.unsent`, kept
   * on the device): 'Send another request' starts with it filled in. Not part of
   * `initialDraftForm`, so a form's reset keeps it for that.
   */
  unsent?: TDraft | null;
  /**
   * The address a link opened this form for (the follow-up e-mail's): a draft of another
   * address is not this visitor's, and is not restored (`AutosaveInput.email`).
   */
  linkEmail?: string | null;
  /** What a sent record's receipt holds when it is this form's (`AutosaveInput.sentReceipt`). */
  sentReceipt?: Draft | null;
}

/** A sent record as the form shows it: 'Sent on {date}'. `at` is ISO 8601. */
export interface SentNote {
  recordId: string;
  at: string;
  /** The visitor's last changes are not part of it (see `DraftFormContext.unsent`). */
  withoutUnsent?: boolean;
}

/** `field.change` for each field of a draft, with that field's value type. */
export type FieldChange<TDraft, F extends keyof TDraft> = {
  [K in F]-?: { type: 'field.change'; field: K; value: TDraft[K] };
}[F];

/** The events every draft form hears (besides its own `field.change`). */
export type DraftFormEvent =
  | { type: 'form.submit' }
  | { type: 'page.leave' }
  /** 'Send another request': the visitor starts a new record after a sent one. */
  | { type: 'form.restart' }
  | AutosaveReport
  // The autosave ending (once it saved the submission) or failing.
  | DoneActorEvent<AutosaveOutput, 'autosave'>
  | ErrorActorEvent<unknown, 'autosave'>;

/** `readOnly`: the fields wait for the server; `retry`: Submit means 'Try again'; `submitted`: thanked. */
export type DraftFormTag = 'readOnly' | 'retry' | 'submitted';

/** What a form tells the shared part about itself. */
export interface DraftFormRules<TContext extends DraftFormContext> {
  /** What keeps the draft from being submitted, by field; empty when it can be. */
  validate: (context: TContext) => FieldErrors;
  /**
   * The fields whose value even a draft may not hold (the draft struct's rules: a number out of
   * range, an e-mail's local part over 64), by field. Those values stay on screen with their
   * error, and are left out of what is saved: the server would refuse the whole draft (400),
   * and the rest of it would never be saved.
   */
  refused: (draft: TContext['draft']) => FieldErrors;
  /** The draft as a submission (e.g. with status `submitted`). */
  toSubmission: (context: TContext) => TContext['draft'];
  /** Whether a saved draft is the submission (the server has it). */
  isSubmission: (draft: Draft, context: TContext) => boolean;
}

/** What an `autosave.saved` tells. */
type Saved = { recordId: string; draft: Draft };

/** The transition's event as the params of a kit action or guard that reads it (no cast: typed where placed). */
const theEvent = <E>({ event }: { event: E }): E => event;
/** A kit action or guard that reads the event of the transition it is placed on. */
const withEvent = <const T extends string>(type: T) => ({ type, params: theEvent });
/** A field's new value (`field.change`). */
export const assignField = withEvent('assignField');
/** The server's refusal (`autosave.rejected`). */
export const assignRefusal = withEvent('assignRefusal');
/** The record found sent (`autosave.sent`). */
export const assignSent = withEvent('assignSent');
const assignSaved = withEvent('assignSaved');

/** The id of `restoringState`'s held submit (a form places that fragment once). */
const submitHeldId = 'submitHeld';

const isEmpty = (errors: object) => Object.keys(errors).length === 0;

/** The draft without the fields in `refused` (the same object when there are none). */
function without<TDraft extends object>(draft: TDraft, refused: FieldErrors): TDraft {
  if (isEmpty(refused)) return draft;
  return Object.fromEntries(Object.entries(draft).filter(([field]) => !(field in refused))) as TDraft;
}

export function draftFormSetup<
  TContext extends DraftFormContext,
  TEvent extends EventObject,
  TInput = NonReducibleUnknown,
  TEmitted extends EventObject = EventObject,
>(rules: DraftFormRules<TContext>) {
  type Update = Partial<TContext>;
  return setup({
    types: {
      context: {} as TContext,
      // A form's event union includes the kit's (the kit raises a held `form.submit`).
      events: {} as TEvent | DraftFormEvent,
      input: {} as TInput,
      emitted: {} as TEmitted,
      tags: {} as DraftFormTag,
    },
    actors: { autosave: autosaveMachine },
    guards: {
      isValid: ({ context }) => isEmpty(rules.validate(context)),
      /** The submission made on Submit is what the server last acknowledged. */
      isSubmissionStored: ({ context }) => context.submission !== null && rules.isSubmission(context.savedDraft as Draft, context),
      hasUnsavedChanges: ({ context }) => context.draft !== context.savedDraft,
      /** The visitor submitted while the stored draft was looked for (`restoringState`). */
      isSubmitHeld: stateIn(`#${submitHeldId}`),
    },
    actions: {
      /**
       * The new value; a refusal of that field goes with it. A value even a draft may not hold is
       * said at once, next to its field (`DraftFormRules.refused`).
       */
      assignField: assign(({ context }, { field, value }: { field: string; value: unknown }) => {
        const { [field]: _fixed, ...errors } = context.errors;
        const draft = { ...context.draft, [field]: value };
        const refused = rules.refused(draft)[field];
        return { draft, errors: refused ? { ...errors, [field]: refused } : errors } as Update;
      }),
      /**
       * Once a submit's errors are shown they follow the typing, so a fixed field loses its
       * message; until then only the values a draft may not hold are said.
       */
      revalidate: assign(({ context }) => {
        const refused = rules.refused(context.draft);
        const shown = Object.keys(context.errors).some((field) => !(field in refused));
        return { errors: shown ? rules.validate(context) : refused } as Update;
      }),
      showErrors: assign(({ context }) => ({ errors: rules.validate(context) }) as Update),
      /** The server's refusal next to its field; one that names none is said next to Submit. */
      assignRefusal: assign(({ context }, { field, reason }: { field: string | null; reason: FieldError | null }) => {
        // A refusal this client cannot name is said as the generic one.
        return { errors: { ...context.errors, [field ?? 'form']: reason ?? { key: 'invalid' } } } as Update;
      }),
      /**
       * A stored draft comes back under what the visitor has already typed. A record the form
       * handed over (continued or tried again) comes back as given: nothing to restore.
       */
      assignRestored: assign(({ context }, found: { recordId: string | null; draft: Draft | null }) => {
        // No second merge: the autosave has already put what was typed here on top of the stored
        // draft (`mergeDraft`, its `assignRestored`). The screen also holds what the autosave is
        // never given, or not yet: a value a draft may not hold (`rules.refused`), the features of
        // the URL, a link's address. Those stay as shown; the typing they come with is the same.
        const draft = found.draft ? { ...found.draft, ...context.draft } : context.draft;
        const untouched = context.draft === context.savedDraft;
        // 'Send another request' has been acted on: a later restart of the autosave looks as usual.
        return { draft, recordId: found.recordId, savedDraft: untouched ? draft : context.savedDraft, afresh: false } as Update;
      }),
      assignSaved: assign((_, { recordId, draft }: Saved) => ({ recordId, savedDraft: draft }) as Update),
      assignSubmission: assign(({ context }) => ({ submission: rules.toSubmission(context) }) as Update),
      /** A refused Send: what the visitor types next is a draft again, merged as one (not taken for the submission). */
      clearSubmission: assign({ submission: null } as Update),
      /**
       * Another tab's fields: the fields this tab changed since its last save stay as typed here,
       * the others are the other tab's. A submission on its way becomes the merged one the
       * autosave now saves, so its answer is still recognised.
       *
       * The autosave merged (`mergeDraft`); the same rule again here, with the same base (the
       * `saved` the autosave last told this form), changes nothing it already did. It is needed for
       * what only the screen holds (see `assignRestored`), which the autosave cannot put back.
       */
      assignMerged: assign(({ context }, e: { recordId: string; draft: Draft; saved: Draft }) => {
        if (context.submission) return { draft: e.draft, submission: e.draft, recordId: e.recordId } as Update;
        const draft = mergeDraft(e.draft, context.draft as Draft, context.savedDraft as Draft);
        return { draft, savedDraft: sameDraft(draft, e.saved) ? draft : e.saved, recordId: e.recordId } as Update;
      }),
      /**
       * The record was sent elsewhere or earlier: what the form shows from now on. Typing the
       * sent record lacks (the autosave tells, and keeps it on the device) is not dropped: kept
       * for 'Send another request', and said.
       */
      assignSent: assign((_, e: SentRecord) => {
        const unsent = (e.unsent as TContext['draft'] | undefined) ?? null;
        return { sent: { recordId: e.recordId, at: e.at, ...(unsent && { withoutUnsent: true }) }, submission: null, unsent } as Update;
      }),
      /** 'Send another request' after a record sent elsewhere: the new form holds what this page had not sent. */
      fillUnsent: assign(({ context }) => (context.unsent ? { draft: { ...context.draft, ...context.unsent }, unsent: null } : {}) as Update),
      /** 'Send another request' (after the form's own reset): see `DraftFormContext.afresh`. */
      markAfresh: assign({ afresh: true } as Update),
      /** Sent by this page, just now (the server has it: its `autosave.saved` came). */
      assignSentNow: assign(({ context }) => ({ sent: context.recordId ? { recordId: context.recordId, at: new Date().toISOString() } : null }) as Update),
      /** What the draft may hold goes to the autosave; a value it may not stays here, with its error. */
      saveDraft: sendTo('autosave', ({ context }) => ({ type: 'draft.change' as const, draft: without(context.draft, rules.refused(context.draft)) as Draft })),
      sendSubmission: sendTo('autosave', ({ context }) => ({ type: 'draft.save' as const, draft: context.submission as Draft })),
      forwardPageLeave: sendTo('autosave', { type: 'page.leave' as const }),
      /** A submit held while restoring, made again where the form handles it. */
      replaySubmit: raise((): DraftFormEvent => ({ type: 'form.submit' })),
      // Bound by each form's actors (src/actors/*.ts).
      logFailure: (_, _params: { error: unknown }) => {},
    },
  });
}

/** The starting context: one object for draft and saved draft, since nothing typed is nothing unsaved. */
export function initialDraftForm<TDraft extends object>(draft: TDraft): DraftFormContext<TDraft> {
  return { draft, savedDraft: draft, recordId: null, errors: {}, submission: null, sent: null, afresh: false };
}

/** Where a form goes once the server has its submission (the autosave then completes), and what it does. */
export interface StoredTransition<A extends string> {
  target: string;
  reenter?: boolean;
  actions: readonly A[];
}

/**
 * The `autosave` child of the filling state. Started from the last acknowledged draft, so a
 * restarted autosave sees what is newer. It completes once it saved the submission: the form
 * goes on as `stored` says. Should it end otherwise, the form is `stalled` and nothing typed is
 * lost (`onStop`: the form's own actions for that); should it break once the submission is
 * stored, the visitor is thanked all the same (saving it again would find it sent).
 */
export function autosaveChild<const A extends string, const B extends string = never>(stored: StoredTransition<A>, onStop: readonly B[] = []) {
  const logFailure = { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;
  return {
    id: 'autosave',
    src: 'autosave',
    input: ({ context }: { context: DraftFormContext }) => ({
      recordId: context.recordId,
      draft: context.savedDraft as Draft,
      // Going on with a record this form sent (the pricing short form's lead): only its completion is saved.
      ...(context.sent && context.sent.recordId === context.recordId && { upgrade: true }),
      ...(context.afresh && { afresh: true }),
      ...(context.linkEmail && { email: context.linkEmail }),
      ...(context.sentReceipt && { sentReceipt: context.sentReceipt }),
    }),
    onDone: [
      { guard: 'isSubmissionStored', ...stored },
      { target: 'stalled', actions: [...onStop] },
    ],
    onError: [
      { guard: 'isSubmissionStored', ...stored, actions: [logFailure, ...stored.actions] },
      { target: 'stalled', actions: [logFailure, ...onStop] },
    ],
  } as const;
}

/** The filling state's autosave and what it hears wherever it is, for a form with nothing to add. */
export const fillingState = <const A extends string>(stored: StoredTransition<A>) => ({
  invoke: autosaveChild(stored),
  on: fillingEvents(),
  initial: 'open' as const,
});

/** What the filling state hears wherever it is. */
export function fillingEvents<const A extends string = never>(onSaved: readonly A[] = []) {
  return {
    'page.leave': { actions: 'forwardPageLeave' },
    'autosave.saved': { actions: [assignSaved, ...onSaved] },
    'autosave.merged': { actions: withEvent('assignMerged') },
  } as const;
}

/** The autosave found the record sent (another tab, or before this page): the form shows it sent. */
export const sentTransition = (target: string) => ({ target, actions: assignSent }) as const;

/**
 * Shown as sent, with when. Nothing more is saved until the visitor asks for 'Send another
 * request' (`form.restart`), whose `onRestart` actions start the form afresh (a new record).
 */
export function sentEvents<const A extends string>(target: string, onRestart: readonly A[]) {
  return { 'form.restart': { target, actions: [...onRestart, 'markAfresh', 'fillUnsent'] } } as const;
}

/**
 * The autosave looks for a stored draft: typing is fine, and anything typed meanwhile (or left
 * unsaved by a stopped autosave) goes to it once it is ready. A submit meanwhile (autofill and
 * Enter, or a deferred island replaying the press that woke it) is held and made once the
 * autosave is ready, as the form's own `form.submit` there (its rules, its errors): never dropped.
 */
export function restoringState<const A extends string = never>(onReady: readonly A[] = []) {
  const restored = withEvent('assignRestored');
  return {
    initial: 'lookingForDraft',
    states: {
      lookingForDraft: { on: { 'form.submit': 'submitHeld' } },
      /** Pressed before the stored draft came back: sent once it has. */
      submitHeld: { id: submitHeldId },
    },
    on: {
      'autosave.ready': [
        // Ready with a submit held: restored, then the same submit again, now in `editing`.
        { guard: and(['isSubmitHeld', 'hasUnsavedChanges']), target: 'editing', actions: [restored, 'saveDraft', ...onReady, 'replaySubmit'] },
        { guard: 'isSubmitHeld', target: 'editing', actions: [restored, ...onReady, 'replaySubmit'] },
        { guard: 'hasUnsavedChanges', target: 'editing', actions: [restored, 'saveDraft', ...onReady] },
        { target: 'editing', actions: [restored, ...onReady] },
      ],
    },
  } as const;
}

/**
 * The submission is on its way; the fields are read-only until the server has it (its
 * `autosave.saved`, then the autosave completes: `autosaveChild`). A refusal brings the visitor
 * back to editing. `onRefused`: the form's own actions on it.
 */
export function submittingEvents<const B extends string = never>(onRefused: readonly B[] = []) {
  return {
    'autosave.rejected': { target: 'open.editing', actions: [assignRefusal, 'clearSubmission', ...onRefused] },
    // No save can get through from this browser: the fields are the visitor's again, and the
    // view posts the form plainly (FormActions.tsx), which needs no cookie.
    'autosave.blocked': { target: 'open.editing', actions: 'clearSubmission' },
  } as const;
}

/**
 * The autosave stopped working. What the visitor typed stays on screen and editable; 'Try
 * again' starts a new autosave that continues the same record. Nothing is sent here: there is
 * no autosave to send it to.
 */
export const stalledEvents = { 'form.submit': 'filling' } as const;

/** What a form view reads; every form machine's snapshot fits (the kit's, and formLifecycle.ts's). */
export interface DraftFormSnapshot<TDraft extends object = object> {
  context: { draft: TDraft; errors: FieldErrors; sent: SentNote | { recordId: string; at: string; unsent?: object } | null };
  // Method syntax with a wide parameter: each machine has tags of its own beside these.
  hasTag(tag: DraftFormTag | (string & {})): boolean;
  can(event: { type: 'form.submit' }): boolean;
  children: Record<string, unknown>;
  value: unknown;
}

/** What the submit button does now. */
export type SubmitAction = 'submit' | 'submitting' | 'retry';

export const selectDraft = <TDraft extends object>(s: DraftFormSnapshot<TDraft>): TDraft => s.context.draft;
export const selectErrors = (s: DraftFormSnapshot): FieldErrors => s.context.errors;
export const selectIsReadOnly = (s: DraftFormSnapshot): boolean => s.hasTag('readOnly');
export const selectIsSubmitted = (s: DraftFormSnapshot): boolean => s.hasTag('submitted');
/** The sent record the form shows (with its date), while it shows one. */
export function selectSent(s: DraftFormSnapshot): SentNote | null {
  const sent = s.hasTag('submitted') ? s.context.sent : null;
  if (!sent) return null;
  // A kit form keeps the note; a form that owns its lead keeps the sent record, with what it lacks.
  const withoutUnsent = 'withoutUnsent' in sent ? sent.withoutUnsent : 'unsent' in sent && sent.unsent !== undefined;
  return { recordId: sent.recordId, at: sent.at, ...(withoutUnsent && { withoutUnsent: true }) };
}
export const selectCanSubmit = (s: DraftFormSnapshot): boolean => s.can({ type: 'form.submit' });
export const selectAutosave = (s: DraftFormSnapshot) => s.children.autosave as import('xstate').ActorRefFrom<typeof autosaveMachine> | undefined;
/** The form owns its saving (formLifecycle.ts): its own snapshot says how saving goes. */
export const ownsSaving = (s: DraftFormSnapshot): boolean => typeof s.value === 'object' && s.value !== null && 'save' in s.value;

export function selectSubmitAction(s: DraftFormSnapshot): SubmitAction {
  if (s.hasTag('retry')) return 'retry';
  return s.hasTag('readOnly') ? 'submitting' : 'submit';
}
