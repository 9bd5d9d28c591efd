import { validate } from 'superstruct';
import { assign, sendTo, setup, type DoneActorEvent } from 'xstate';
import { fieldErrors, messages } from '../src/domain/messages';
import type { AttributionField } from '../src/domain/attribution';
import { ScholarshipSubmission, type ScholarshipDraft } from '../src/domain/scholarship';
import { autosaveMachine, type AutosaveOutput, type AutosaveReport, type Draft } from './autosave.machine';

/**
 * The sponsorship application of the Scholarship Program (spec sections 2-5, /scholarship).
 * Every change goes to the `autosave` child (create once, then update by id). Submitting is
 * possible only while the application is valid (the view asks `can`); it saves the application
 * with status `submitted` and shows the success message in place of the form.
 *
 * The spec's page asks to 'fill in the form below' but has no form, and its change handler
 * saves nothing: this is the form it describes, saving like the others.
 */
export type ScholarshipField = Exclude<keyof ScholarshipDraft, 'status' | AttributionField>;
export type FieldErrors = Partial<Record<ScholarshipField, string>>;

export interface ScholarshipContext {
  draft: ScholarshipDraft;
  /** The draft the server last acknowledged (by identity): a restarted autosave saves anything newer. */
  savedDraft: ScholarshipDraft;
  recordId: string | null;
  /** What the server refused, by field, until the field changes. */
  refusals: FieldErrors;
  submission: ScholarshipDraft | null;
}

type FieldChange = { [K in ScholarshipField]: { type: 'field.change'; field: K; value: ScholarshipDraft[K] } }[ScholarshipField];

export type ScholarshipEvent =
  | FieldChange
  | { type: 'form.submit' }
  | { type: 'page.leave' }
  | AutosaveReport
  // The closed autosave completing (handled where it is expected: `closing`).
  | DoneActorEvent<AutosaveOutput, 'autosave'>;

/** What still keeps the application from being sent, by field; empty when it can be. */
export function validateScholarship(draft: ScholarshipDraft): FieldErrors {
  const [error] = validate({ ...draft, status: 'submitted' }, ScholarshipSubmission);
  return error ? (fieldErrors(error.failures()) as FieldErrors) : {};
}

export const scholarshipMachine = setup({
  types: {
    context: {} as ScholarshipContext,
    events: {} as ScholarshipEvent,
  },
  actors: {
    autosave: autosaveMachine,
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateScholarship(context.draft)).length === 0,
    isSubmissionSaved: ({ event }) => event.type === 'autosave.saved' && (event.draft as ScholarshipDraft).status === 'submitted',
    hasUnsavedChanges: ({ context }) => context.draft !== context.savedDraft,
  },
  actions: {
    assignField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _fixed, ...refusals } = context.refusals;
      return { draft: { ...context.draft, [event.field]: event.value }, refusals };
    }),
    assignRefusal: assign({
      refusals: ({ context, event }) =>
        event.type === 'autosave.rejected' && event.field
          ? { ...context.refusals, [event.field]: event.message ?? messages.invalid }
          : context.refusals,
    }),
    /** A stored draft comes back under what the visitor has typed meanwhile. */
    assignRestored: assign(({ context, event }) => {
      if (event.type !== 'autosave.ready') return {};
      const draft = event.draft ? { ...(event.draft as ScholarshipDraft), ...context.draft } : context.draft;
      const untouched = context.draft === context.savedDraft;
      return { draft, recordId: event.recordId, savedDraft: untouched ? draft : context.savedDraft };
    }),
    assignSaved: assign(({ event }) =>
      event.type === 'autosave.saved' ? { recordId: event.recordId, savedDraft: event.draft as ScholarshipDraft } : {},
    ),
    assignSubmission: assign({ submission: ({ context }) => ({ ...context.draft, status: 'submitted' as const }) }),
    saveDraft: sendTo('autosave', ({ context }) => ({ type: 'draft.change' as const, draft: context.draft as Draft })),
    sendSubmission: sendTo('autosave', ({ context }) => ({ type: 'draft.save' as const, draft: context.submission as Draft })),
    closeAutosave: sendTo('autosave', { type: 'draft.close' as const }),
    forwardPageLeave: sendTo('autosave', { type: 'page.leave' as const }),
    // Effects on the world, bound in src/actors/scholarship.ts.
    trackSubmitted: () => {},
    logFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'scholarship',
  context: () => {
    // One object: nothing typed yet is nothing unsaved.
    const draft: ScholarshipDraft = { status: 'draft' };
    return { draft, savedDraft: draft, recordId: null, refusals: {}, submission: null };
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
      initial: 'open',
      states: {
        /** The fields take input. */
        open: {
          on: {
            'field.change': { actions: ['assignField', 'saveDraft'] },
            'autosave.rejected': { actions: 'assignRefusal' },
          },
          initial: 'restoring',
          states: {
            /** The autosave looks for a stored draft: typing is fine, submitting waits. */
            restoring: {
              on: {
                'autosave.ready': [
                  { guard: 'hasUnsavedChanges', target: 'editing', actions: ['assignRestored', 'saveDraft'] },
                  { target: 'editing', actions: 'assignRestored' },
                ],
              },
            },
            editing: {
              on: {
                // Blocked while invalid (spec section 5): no transition, so the view's `can` is false.
                'form.submit': { guard: 'isValid', target: '#scholarship.filling.submitting' },
              },
            },
          },
        },
        /** The application is on its way; the fields are read-only until the server has it. */
        submitting: {
          entry: ['assignSubmission', 'sendSubmission'],
          on: {
            'autosave.saved': { guard: 'isSubmissionSaved', target: 'closing', actions: 'assignSaved' },
            'autosave.rejected': { target: 'open.editing', actions: 'assignRefusal' },
          },
        },
        /** The server has the application; the autosave forgets it and completes. */
        closing: {
          entry: 'closeAutosave',
          on: { 'xstate.done.actor.autosave': '#scholarship.submitted' },
        },
      },
    },
    /**
     * The autosave stopped working. What the visitor typed stays on screen and editable;
     * trying again starts a new autosave that continues the same record.
     */
    stalled: {
      on: {
        'field.change': { actions: 'assignField' },
        'form.submit': 'filling',
      },
    },
    /** The success message replaces the form. */
    submitted: {
      entry: 'trackSubmitted',
    },
  },
});

export type ScholarshipSnapshot = ReturnType<typeof scholarshipMachine.transition>;

export type SubmitAction = 'submit' | 'submitting' | 'retry';

export const selectDraft = (s: ScholarshipSnapshot): ScholarshipDraft => s.context.draft;
export const selectRefusals = (s: ScholarshipSnapshot): FieldErrors => s.context.refusals;
/** What is still missing or wrong before the application can be sent. */
export const selectMissing = (s: ScholarshipSnapshot): FieldErrors => validateScholarship(s.context.draft);
export const selectAutosave = (s: ScholarshipSnapshot) => s.children.autosave;
export const selectCanSubmit = (s: ScholarshipSnapshot): boolean => s.can({ type: 'form.submit' });
export const selectIsSubmitted = (s: ScholarshipSnapshot): boolean => s.matches('submitted');
export const selectIsReadOnly = (s: ScholarshipSnapshot): boolean =>
  s.matches({ filling: 'submitting' }) || s.matches({ filling: 'closing' });

export function selectSubmitAction(s: ScholarshipSnapshot): SubmitAction {
  if (s.matches('stalled')) return 'retry';
  return selectIsReadOnly(s) ? 'submitting' : 'submit';
}
