import { validate, type Struct } from 'superstruct';
import { and, assign, emit, sendTo, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { FeatureValue } from '../src/domain/features';
import { Email } from '../src/domain/fields';
import { fieldErrors, messages } from '../src/domain/messages';
import { WaitlistShortSubmission, WaitlistSubmission, type WaitlistDraft } from '../src/domain/waitlist';
import { autosaveMachine, type AutosaveOutput, type AutosaveReport, type Draft } from './autosave.machine';

/**
 * The wait-list form (spec sections 2-5): /demo, the home page's join section and the pricing
 * page's short form. Every change goes to the `autosave` child (create once, then update);
 * submit validates, saves the entry with status `submitted` and shows the success message in
 * place of the form, emitting `formSubmitted`.
 *
 * The short form's submit saves the email without marking the entry submitted, because its
 * 'click here' link continues the same record in the full form and a submitted record can no
 * longer be changed (409). Its entry stays a draft holding an email: exactly what the
 * follow-up e-mail (mode `follow-up-email-opened`) is for.
 *
 * Should the autosave stop (it fails, or ends before it was closed), the form is `stalled`:
 * what was typed stays on screen and editable, and 'Try again' starts a new autosave on the
 * same record, handing it whatever the server does not have yet.
 */
export type Layout = 'full' | 'short';

const withoutShortForm = ({ shortForm: _, ...draft }: WaitlistDraft): WaitlistDraft => draft;
export type WaitlistField = Exclude<keyof WaitlistDraft, 'status' | 'interestedFeatures'>;
/** Messages by field; `form` holds one the server gave for the entry as a whole. */
export type FieldErrors = Partial<Record<keyof WaitlistDraft | 'form', string>>;

/** The mode of a visit opened from the follow-up e-mail's link (spec section 4). */
export const followUpMode = 'follow-up-email-opened';

export interface WaitlistInput {
  layout?: Layout;
  showNavBar?: boolean;
  showContactUsDetails?: boolean;
  /** Keep the feature selection in the page's `features` query parameter (the /demo page). */
  syncWithUrl?: boolean;
}

export interface WaitlistContext {
  layout: Layout;
  showNavBar: boolean;
  showContactUsDetails: boolean;
  syncWithUrl: boolean;
  draft: WaitlistDraft;
  /**
   * The draft an autosave (re)starts from and counts as saved: the last one the server
   * acknowledged. A draft that is not this very object is handed to a restarted autosave.
   */
  savedDraft: WaitlistDraft;
  /** The record the form saves to, once there is one (null: none yet, or one the autosave may restore). */
  recordId: string | null;
  errors: FieldErrors;
  /** The entry as sent by the last submit, until the server has it. */
  submission: WaitlistDraft | null;
  mode: string | null;
  lastChangedField: string | null;
}

type FieldChange = { [K in WaitlistField]: { type: 'field.change'; field: K; value: WaitlistDraft[K] } }[WaitlistField];

export type WaitlistEvent =
  | FieldChange
  | { type: 'features.change'; features: FeatureValue[] }
  | { type: 'features.sync'; features: FeatureValue[] }
  | { type: 'mode.open'; mode: string; email: string | null }
  | { type: 'form.submit' }
  | { type: 'form.expand' }
  | { type: 'page.leave' }
  | AutosaveReport
  // The autosave ending (expected only in `closing`) or failing.
  | DoneActorEvent<AutosaveOutput, 'autosave'>
  | ErrorActorEvent<unknown, 'autosave'>;

export type WaitlistEmitted = { type: 'formSubmitted' };

const structFor = (layout: Layout): Struct<unknown, unknown> =>
  (layout === 'short' ? WaitlistShortSubmission : WaitlistSubmission) as Struct<unknown, unknown>;

/** The message next to each failing field; empty when the entry can be submitted. */
export function validateWaitlist(draft: WaitlistDraft, layout: Layout): FieldErrors {
  const [error] = validate(draft, structFor(layout));
  const errors: FieldErrors = error ? fieldErrors(error.failures()) : {};
  if (errors.email && !draft.email?.trim()) errors.email = messages.emailRequired;
  // superstruct runs the center refinement only once everything else is valid; the visitor
  // should see every missing field at once.
  if (layout === 'full' && draft.hasCenter && !draft.center?.trim()) errors.center ??= messages.Required;
  return errors;
}

const isValidEmail = (email: unknown): email is string => typeof email === 'string' && validate(email, Email)[0] === undefined;

const sameFeatures = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

export const waitlistMachine = setup({
  types: {
    context: {} as WaitlistContext,
    events: {} as WaitlistEvent,
    input: {} as WaitlistInput,
    emitted: {} as WaitlistEmitted,
  },
  actors: {
    autosave: autosaveMachine,
  },
  guards: {
    isSubmittable: ({ context }) => Object.keys(validateWaitlist(context.draft, context.layout)).length === 0,
    isShortLayout: ({ context }) => context.layout === 'short',
    isSyncedWithUrl: ({ context }) => context.syncWithUrl,
    isSameFieldAsLast: ({ context, event }) => event.type === 'field.change' && event.field === context.lastChangedField,
    isOtherFeatureSet: ({ context, event }) =>
      event.type === 'features.sync' && !sameFeatures(event.features, context.draft.interestedFeatures),
    isNewMode: ({ context, event }) => event.type === 'mode.open' && event.mode !== context.mode,
    isLinkEmailValid: ({ event }) => event.type === 'mode.open' && isValidEmail(event.email),
    isSubmissionSaved: ({ context, event }) => event.type === 'autosave.saved' && event.draft === context.submission,
    hasUnsavedChanges: ({ context }) => context.draft !== context.savedDraft,
  },
  actions: {
    assignField: assign({
      draft: ({ context, event }) => (event.type === 'field.change' ? { ...context.draft, [event.field]: event.value } : context.draft),
      lastChangedField: ({ context, event }) => (event.type === 'field.change' ? event.field : context.lastChangedField),
    }),
    assignFeatures: assign({
      draft: ({ context, event }) =>
        event.type === 'features.change' || event.type === 'features.sync'
          ? { ...context.draft, interestedFeatures: event.features }
          : context.draft,
      lastChangedField: ({ context, event }) => (event.type === 'features.change' ? 'interestedFeatures' : context.lastChangedField),
    }),
    /** Once errors are shown they follow the typing, so a fixed field loses its message. */
    revalidate: assign({
      errors: ({ context }) => (Object.keys(context.errors).length ? validateWaitlist(context.draft, context.layout) : {}),
    }),
    showErrors: assign({ errors: ({ context }) => validateWaitlist(context.draft, context.layout) }),
    assignRefusal: assign({
      errors: ({ context, event }) =>
        event.type === 'autosave.rejected' ? { ...context.errors, [event.field ?? 'form']: event.message ?? messages.invalid } : context.errors,
    }),
    /**
     * A stored draft comes back under what the visitor has already typed or was linked with. A
     * record the form handed over (continued or tried again) comes back as given: nothing to restore.
     */
    assignRestored: assign(({ context, event }) => {
      if (event.type !== 'autosave.ready') return {};
      const found = event.recordId !== context.recordId ? (event.draft as WaitlistDraft | null) : null;
      const draft = found ? { ...found, ...context.draft } : context.draft;
      const untouched = context.draft === context.savedDraft;
      return { draft, recordId: event.recordId, savedDraft: untouched ? draft : context.savedDraft };
    }),
    assignSaved: assign(({ event }) =>
      event.type === 'autosave.saved' ? { recordId: event.recordId, savedDraft: event.draft as WaitlistDraft } : {},
    ),
    assignMode: assign({
      mode: ({ event, context }) => (event.type === 'mode.open' ? event.mode : context.mode),
      draft: ({ event, context }) =>
        event.type === 'mode.open' && event.email ? { ...context.draft, email: event.email } : context.draft,
    }),
    assignSubmission: assign({
      submission: ({ context }) =>
        // The short form's lead stays a draft (see above) marked `shortForm`, so the owner can tell
        // an email left on the pricing page from an abandoned draft.
        context.layout === 'short' ? { ...context.draft, shortForm: true } : { ...context.draft, status: 'submitted' as const },
    }),
    /** The entry as the server has it (its record id and saved draft came with its `autosave.saved`). */
    keepSubmission: assign({ draft: ({ context }) => context.submission ?? context.draft, submission: null }),
    /**
     * Continuing in the full form makes the record a full entry again, checked by the full rules.
     * The draft without the short form's mark counts as saved: the mark goes with the visitor's
     * first change, so a click on 'click here' alone leaves the short form's lead as it was.
     */
    useFullLayout: assign(({ context }) => {
      const draft = withoutShortForm(context.draft);
      return { layout: 'full' as Layout, errors: {}, draft, savedDraft: draft };
    }),
    saveDraft: sendTo('autosave', ({ context }) => ({ type: 'draft.change' as const, draft: context.draft as Draft })),
    sendSubmission: sendTo('autosave', ({ context }) => ({ type: 'draft.save' as const, draft: context.submission as Draft })),
    closeAutosave: sendTo('autosave', { type: 'draft.close' as const }),
    forwardPageLeave: sendTo('autosave', { type: 'page.leave' as const }),
    notifySubmitted: emit({ type: 'formSubmitted' as const }),
    // Effects on the world, bound in src/actors/waitlist.ts.
    trackFieldChange: (_, _params: { field: string; layout: Layout }) => {},
    trackMode: (_, _params: { mode: string }) => {},
    trackSubmitted: (_, _params: { layout: Layout }) => {},
    identifyVisitor: (_, _params: { email: string }) => {},
    writeFeaturesQuery: (_, _params: { features: readonly string[] }) => {},
    logFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'waitlist',
  context: ({ input }) => {
    // One object: nothing typed yet is nothing unsaved.
    const draft: WaitlistDraft = { status: 'draft' };
    return {
      layout: input.layout ?? 'full',
      showNavBar: input.showNavBar ?? true,
      showContactUsDetails: input.showContactUsDetails ?? true,
      syncWithUrl: input.syncWithUrl ?? false,
      draft,
      savedDraft: draft,
      recordId: null,
      errors: {},
      submission: null,
      mode: null,
      lastChangedField: null,
    };
  },
  initial: 'filling',
  states: {
    filling: {
      invoke: {
        id: 'autosave',
        src: 'autosave',
        // Started from the last acknowledged draft, so a restarted autosave sees what is newer.
        input: ({ context }) => ({ recordId: context.recordId, draft: context.savedDraft as Draft }),
        // It completes only once closed (see `closing`); should it end otherwise, nothing typed is lost.
        onDone: 'stalled',
        onError: { target: 'stalled', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        'page.leave': { actions: 'forwardPageLeave' },
        'autosave.saved': { actions: 'assignSaved' },
      },
      initial: 'resuming',
      states: {
        /** A restarted autosave knows only what the server has: anything newer goes to it at once. */
        resuming: {
          always: [{ guard: 'hasUnsavedChanges', target: 'open', actions: 'saveDraft' }, { target: 'open' }],
        },
        /** The fields take input. */
        open: {
          on: {
            'field.change': [
              { guard: 'isSameFieldAsLast', actions: ['assignField', 'revalidate', 'saveDraft'] },
              {
                actions: [
                  'assignField',
                  'revalidate',
                  'saveDraft',
                  { type: 'trackFieldChange', params: ({ context, event }) => ({ field: event.field, layout: context.layout }) },
                ],
              },
            ],
            'features.change': [
              {
                guard: 'isSyncedWithUrl',
                actions: [
                  'assignFeatures',
                  'revalidate',
                  'saveDraft',
                  { type: 'trackFieldChange', params: ({ context }) => ({ field: 'interestedFeatures', layout: context.layout }) },
                  { type: 'writeFeaturesQuery', params: ({ context }) => ({ features: context.draft.interestedFeatures ?? [] }) },
                ],
              },
              {
                actions: [
                  'assignFeatures',
                  'revalidate',
                  'saveDraft',
                  { type: 'trackFieldChange', params: ({ context }) => ({ field: 'interestedFeatures', layout: context.layout }) },
                ],
              },
            ],
            // The URL changed under the form (a link, the back button): show it, save with the next change.
            'features.sync': { guard: 'isOtherFeatureSet', actions: 'assignFeatures' },
            'mode.open': [
              {
                guard: and(['isNewMode', 'isLinkEmailValid']),
                actions: [
                  'assignMode',
                  { type: 'trackMode', params: ({ event }) => ({ mode: event.mode }) },
                  { type: 'identifyVisitor', params: ({ event }) => ({ email: event.email! }) },
                ],
              },
              { guard: 'isNewMode', actions: ['assignMode', { type: 'trackMode', params: ({ event }) => ({ mode: event.mode }) }] },
            ],
            'autosave.rejected': { actions: 'assignRefusal' },
          },
          initial: 'restoring',
          states: {
            /** The autosave looks for a stored draft: typing is fine, submitting waits. */
            restoring: {
              on: {
                'autosave.ready': [
                  {
                    guard: 'isSyncedWithUrl',
                    target: 'editing',
                    actions: [
                      'assignRestored',
                      { type: 'writeFeaturesQuery', params: ({ context }) => ({ features: context.draft.interestedFeatures ?? [] }) },
                    ],
                  },
                  { target: 'editing', actions: 'assignRestored' },
                ],
              },
            },
            editing: {
              on: {
                'form.submit': [
                  { guard: 'isSubmittable', target: '#waitlist.filling.submitting' },
                  { actions: 'showErrors' },
                ],
              },
            },
          },
        },
        /** The entry is on its way; the fields are read-only until the server has it. */
        submitting: {
          entry: ['assignSubmission', 'sendSubmission'],
          on: {
            'autosave.saved': { guard: 'isSubmissionSaved', target: 'closing', actions: 'assignSaved' },
            'autosave.rejected': { target: 'open.editing', actions: 'assignRefusal' },
          },
        },
        /** The server has the entry; the autosave forgets the draft and completes. */
        closing: {
          entry: 'closeAutosave',
          on: {
            'xstate.done.actor.autosave': { target: '#waitlist.submitted', actions: 'keepSubmission' },
            // The entry is stored all the same. Saving it again would find it closed (409) and
            // start a second record, so the visitor is thanked rather than asked to try again.
            'xstate.error.actor.autosave': {
              target: '#waitlist.submitted',
              actions: [{ type: 'logFailure', params: ({ event }) => ({ error: event.error }) }, 'keepSubmission'],
            },
          },
        },
      },
    },
    /**
     * The autosave stopped working. What the visitor typed stays on screen and editable (and
     * tracked, as in `filling`); 'Try again' starts a new autosave that continues the same record.
     * Nothing is sent here: there is no autosave to send it to.
     */
    stalled: {
      on: {
        'field.change': [
          { guard: 'isSameFieldAsLast', actions: ['assignField', 'revalidate'] },
          {
            actions: [
              'assignField',
              'revalidate',
              { type: 'trackFieldChange', params: ({ context, event }) => ({ field: event.field, layout: context.layout }) },
            ],
          },
        ],
        'features.change': [
          {
            guard: 'isSyncedWithUrl',
            actions: [
              'assignFeatures',
              'revalidate',
              { type: 'trackFieldChange', params: ({ context }) => ({ field: 'interestedFeatures', layout: context.layout }) },
              { type: 'writeFeaturesQuery', params: ({ context }) => ({ features: context.draft.interestedFeatures ?? [] }) },
            ],
          },
          {
            actions: [
              'assignFeatures',
              'revalidate',
              { type: 'trackFieldChange', params: ({ context }) => ({ field: 'interestedFeatures', layout: context.layout }) },
            ],
          },
        ],
        'features.sync': { guard: 'isOtherFeatureSet', actions: 'assignFeatures' },
        'form.submit': 'filling',
      },
    },
    /** The success message replaces the form. */
    submitted: {
      entry: [
        'notifySubmitted',
        { type: 'trackSubmitted', params: ({ context }) => ({ layout: context.layout }) },
        // Identified once the visitor has confirmed the address by submitting it.
        { type: 'identifyVisitor', params: ({ context }) => ({ email: context.draft.email ?? '' }) },
      ],
      on: {
        'form.expand': { guard: 'isShortLayout', target: 'filling', actions: 'useFullLayout' },
      },
    },
  },
});

export type WaitlistSnapshot = ReturnType<typeof waitlistMachine.transition>;

export const selectDraft = (s: WaitlistSnapshot): WaitlistDraft => s.context.draft;
export const selectErrors = (s: WaitlistSnapshot): FieldErrors => s.context.errors;
export const selectLayout = (s: WaitlistSnapshot): Layout => s.context.layout;
export const selectIsSubmitted = (s: WaitlistSnapshot): boolean => s.matches('submitted');
/** The entry is on its way or being wrapped up: the fields are read-only. */
export const selectIsSubmitting = (s: WaitlistSnapshot): boolean =>
  s.matches({ filling: 'submitting' }) || s.matches({ filling: 'closing' });
export const selectIsStalled = (s: WaitlistSnapshot): boolean => s.matches('stalled');
export const selectIsRestoring = (s: WaitlistSnapshot): boolean => s.matches({ filling: { open: 'restoring' } });
export const selectCanSubmit = (s: WaitlistSnapshot): boolean => s.can({ type: 'form.submit' });
export const selectCanExpand = (s: WaitlistSnapshot): boolean => s.can({ type: 'form.expand' });
export const selectAutosave = (s: WaitlistSnapshot) => s.children.autosave;

/** What the submit button does now. */
export type SubmitAction = 'submit' | 'submitting' | 'retry';

export function selectSubmitAction(s: WaitlistSnapshot): SubmitAction {
  if (selectIsStalled(s)) return 'retry';
  return selectIsSubmitting(s) ? 'submitting' : 'submit';
}
