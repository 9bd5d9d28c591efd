import { validate } from 'superstruct';
import { assign, raise, sendTo, setup, type DoneActorEvent } from 'xstate';
import { AffiliateSubmission, type AffiliateDraft } from '../src/domain/affiliate';
import type { AttributionField } from '../src/domain/attribution';
import { fieldErrors, messages } from '../src/domain/messages';
import { autosaveMachine, type AutosaveOutput, type AutosaveReport, type Draft } from './autosave.machine';

/**
 * The affiliate referral form (spec sections 2-5, /affiliate). Every change goes to the
 * `autosave` child (create once, then update by id) and clears the success message. A submit of
 * an invalid form shows the invalid-form message; a valid one saves the referral with
 * `submitted: true`, then starts afresh for the next referral (a new record) and shows the
 * success message. A failed save shows an error message and is tracked; what the visitor typed
 * stays and the save is retried.
 *
 * Two regions: `form` is the referral's lifecycle and hears the autosave; `notice` is the one
 * message the form area shows (each only while it holds), told by `form` with raised events.
 * The autosave retries failed requests by itself; it tells this form about them with
 * `autosave.failed` (bound in src/actors/affiliate.ts).
 */
export type AffiliateField = Exclude<keyof AffiliateDraft, 'submitted' | AttributionField>;
/** Messages by field, shown next to the fields after a submit (and a server's refusal). */
export type FieldErrors = Partial<Record<AffiliateField, string>>;

export interface AffiliateContext {
  draft: AffiliateDraft;
  /** The draft the server last acknowledged (by identity): a restarted autosave saves anything newer. */
  savedDraft: AffiliateDraft;
  recordId: string | null;
  errors: FieldErrors;
  /** The referral as sent by the last submit, until the server has it. */
  submission: AffiliateDraft | null;
}

type FieldChange = { [K in AffiliateField]: { type: 'field.change'; field: K; value: AffiliateDraft[K] } }[AffiliateField];

/** A save that did not reach the server (it is retried); `status` 0 when no answer came. */
export type AutosaveFailure = { type: 'autosave.failed'; status: number | null };

export type AffiliateEvent =
  | FieldChange
  | { type: 'form.submit' }
  | { type: 'page.leave' }
  | AutosaveReport
  | AutosaveFailure
  // Raised by the form region for the notice region.
  | { type: 'form.invalid' }
  | { type: 'referral.submitted' }
  | { type: 'save.unreachable'; status: number | null }
  | { type: 'save.refused' }
  | { type: 'save.stopped' }
  | { type: 'save.recovered' }
  // The closed autosave completing (handled where it is expected: `closing`).
  | DoneActorEvent<AutosaveOutput, 'autosave'>;

export type SaveFailureReason = 'unreachable' | 'refused' | 'stopped';

/** The fields to fix before the referral can be sent; empty when it can. */
export function validateAffiliate(draft: AffiliateDraft): FieldErrors {
  const [error] = validate({ ...draft, submitted: true }, AffiliateSubmission);
  return error ? (fieldErrors(error.failures()) as FieldErrors) : {};
}

const isComplete = (draft: AffiliateDraft) => Object.keys(validateAffiliate(draft)).length === 0;

const changed = (draft: AffiliateDraft, event: AffiliateEvent): AffiliateDraft =>
  event.type === 'field.change' ? { ...draft, [event.field]: event.value } : draft;

const filled = (value: string | undefined) => Boolean(value?.trim());

export const affiliateMachine = setup({
  types: {
    context: {} as AffiliateContext,
    events: {} as AffiliateEvent,
  },
  actors: {
    autosave: autosaveMachine,
  },
  guards: {
    isValid: ({ context }) => isComplete(context.draft),
    /** The change completes a form that was refused as invalid. */
    isFixedByChange: ({ context, event }) => isComplete(changed(context.draft, event)),
    /** The saved draft is the referral as submitted (only a submit sends `submitted: true`). */
    isSubmissionSaved: ({ event }) => event.type === 'autosave.saved' && (event.draft as AffiliateDraft).submitted === true,
    hasUnsavedChanges: ({ context }) => context.draft !== context.savedDraft,
  },
  actions: {
    assignField: assign({ draft: ({ context, event }) => changed(context.draft, event) }),
    /** Once errors are shown they follow the typing, so a fixed field loses its message. */
    revalidate: assign({
      errors: ({ context }) => (Object.keys(context.errors).length ? validateAffiliate(context.draft) : {}),
    }),
    showErrors: assign({ errors: ({ context }) => validateAffiliate(context.draft) }),
    assignRefusal: assign({
      errors: ({ context, event }) =>
        event.type === 'autosave.rejected' && event.field
          ? { ...context.errors, [event.field]: event.message ?? messages.invalid }
          : context.errors,
    }),
    /** A stored draft comes back under what the visitor has typed meanwhile. */
    assignRestored: assign(({ context, event }) => {
      if (event.type !== 'autosave.ready') return {};
      const draft = event.draft ? { ...(event.draft as AffiliateDraft), ...context.draft } : context.draft;
      const untouched = context.draft === context.savedDraft;
      return { draft, recordId: event.recordId, savedDraft: untouched ? draft : context.savedDraft };
    }),
    assignSaved: assign(({ event }) =>
      event.type === 'autosave.saved' ? { recordId: event.recordId, savedDraft: event.draft as AffiliateDraft } : {},
    ),
    assignSubmission: assign({ submission: ({ context }) => ({ ...context.draft, submitted: true }) }),
    /**
     * A new referral, most likely from the same person: their own name and email stay, the
     * center's details go. The new record starts with the next change.
     */
    startNextReferral: assign(({ context }) => {
      const draft: AffiliateDraft = { nameA: context.draft.nameA, emailA: context.draft.emailA };
      return { draft, savedDraft: draft, recordId: null, errors: {}, submission: null };
    }),
    saveDraft: sendTo('autosave', ({ context }) => ({ type: 'draft.change' as const, draft: context.draft as Draft })),
    sendSubmission: sendTo('autosave', ({ context }) => ({ type: 'draft.save' as const, draft: context.submission as Draft })),
    closeAutosave: sendTo('autosave', { type: 'draft.close' as const }),
    forwardPageLeave: sendTo('autosave', { type: 'page.leave' as const }),
    announceInvalid: raise({ type: 'form.invalid' as const }),
    announceSubmitted: raise({ type: 'referral.submitted' as const }),
    announceUnreachable: raise(({ event }) => ({
      type: 'save.unreachable' as const,
      status: event.type === 'autosave.failed' ? event.status : null,
    })),
    announceRefused: raise({ type: 'save.refused' as const }),
    announceStopped: raise({ type: 'save.stopped' as const }),
    announceRecovered: raise({ type: 'save.recovered' as const }),
    // Effects on the world, bound in src/actors/affiliate.ts.
    trackSaveFailed: (_, _params: { reason: SaveFailureReason; status: number | null }) => {},
    trackSubmitted: () => {},
    logFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'affiliate',
  context: () => {
    // One object: nothing typed yet is nothing unsaved.
    const draft: AffiliateDraft = {};
    return { draft, savedDraft: draft, recordId: null, errors: {}, submission: null };
  },
  type: 'parallel',
  states: {
    form: {
      initial: 'filling',
      states: {
        filling: {
          invoke: {
            id: 'autosave',
            src: 'autosave',
            // Started from the last acknowledged draft, so a restarted autosave sees what is newer.
            input: ({ context }) => ({ recordId: context.recordId, draft: context.savedDraft as Draft }),
            // It completes only once closed (see `closing`); should it end otherwise, nothing typed is lost.
            onDone: { target: 'stalled', actions: 'announceStopped' },
            onError: {
              target: 'stalled',
              actions: [{ type: 'logFailure', params: ({ event }) => ({ error: event.error }) }, 'announceStopped'],
            },
          },
          on: {
            'page.leave': { actions: 'forwardPageLeave' },
            'autosave.saved': { actions: ['assignSaved', 'announceRecovered'] },
            'autosave.failed': { actions: 'announceUnreachable' },
          },
          initial: 'open',
          states: {
            /** The fields take input. */
            open: {
              on: {
                'field.change': { actions: ['assignField', 'revalidate', 'saveDraft'] },
                'autosave.rejected': { actions: ['assignRefusal', 'announceRefused'] },
              },
              initial: 'restoring',
              states: {
                /** The autosave looks for a stored draft: typing is fine, submitting waits. */
                restoring: {
                  on: {
                    'autosave.ready': [
                      { guard: 'hasUnsavedChanges', target: 'editing', actions: ['assignRestored', 'saveDraft', 'announceRecovered'] },
                      { target: 'editing', actions: ['assignRestored', 'announceRecovered'] },
                    ],
                  },
                },
                editing: {
                  on: {
                    'form.submit': [
                      { guard: 'isValid', target: '#affiliate.form.filling.submitting' },
                      { actions: ['showErrors', 'announceInvalid'] },
                    ],
                  },
                },
              },
            },
            /** The referral is on its way; the fields are read-only until the server has it. */
            submitting: {
              entry: ['assignSubmission', 'sendSubmission'],
              on: {
                'autosave.saved': { guard: 'isSubmissionSaved', target: 'closing', actions: ['assignSaved', 'announceRecovered'] },
                'autosave.rejected': { target: 'open.editing', actions: ['assignRefusal', 'announceRefused'] },
              },
              initial: 'sending',
              states: {
                sending: {
                  on: { 'autosave.failed': { target: 'interrupted', actions: 'announceUnreachable' } },
                },
                /** The autosave keeps retrying; the visitor may retry at once. */
                interrupted: {
                  on: { 'form.submit': { target: 'sending', actions: 'sendSubmission' } },
                },
              },
            },
            /** The server has the referral; the autosave forgets it and completes. */
            closing: {
              entry: 'closeAutosave',
              on: {
                'xstate.done.actor.autosave': {
                  target: '#affiliate.form.filling',
                  reenter: true,
                  actions: ['startNextReferral', 'trackSubmitted', 'announceSubmitted'],
                },
              },
            },
          },
        },
        /**
         * The autosave stopped working. What the visitor typed stays on screen and editable;
         * trying again starts a new autosave that continues the same record.
         */
        stalled: {
          on: {
            'field.change': { actions: ['assignField', 'revalidate'] },
            'form.submit': 'filling',
          },
        },
      },
    },
    notice: {
      initial: 'none',
      on: {
        'form.invalid': '.invalid',
        'referral.submitted': '.succeeded',
        'save.unreachable': {
          target: '.failed.unreachable',
          actions: { type: 'trackSaveFailed', params: ({ event }) => ({ reason: 'unreachable' as const, status: event.status }) },
        },
        'save.refused': {
          target: '.failed.refused',
          actions: { type: 'trackSaveFailed', params: { reason: 'refused' as const, status: 400 } },
        },
        'save.stopped': {
          target: '.failed.stopped',
          actions: { type: 'trackSaveFailed', params: { reason: 'stopped' as const, status: null } },
        },
      },
      states: {
        none: {},
        invalid: {
          on: { 'field.change': { guard: 'isFixedByChange', target: 'none' } },
        },
        failed: {
          // The message holds until the autosave reaches the server again.
          on: { 'save.recovered': 'none' },
          initial: 'unreachable',
          states: {
            unreachable: {
              // The autosave's retries fail too: told (and tracked) once.
              on: { 'save.unreachable': {} },
            },
            refused: {},
            stopped: {},
          },
        },
        succeeded: {
          on: { 'field.change': 'none' },
        },
      },
    },
  },
});

export type AffiliateSnapshot = ReturnType<typeof affiliateMachine.transition>;

/** What the form area says: an error or a success, or nothing. */
export type Notice = { kind: 'invalid' } | { kind: 'failed'; reason: SaveFailureReason } | { kind: 'succeeded' } | null;

/** What the submit button does now. */
export type SubmitAction = 'submit' | 'submitting' | 'retry';

export const selectDraft = (s: AffiliateSnapshot): AffiliateDraft => s.context.draft;
export const selectErrors = (s: AffiliateSnapshot): FieldErrors => s.context.errors;
export const selectAutosave = (s: AffiliateSnapshot) => s.children.autosave;
export const selectCanSubmit = (s: AffiliateSnapshot): boolean => s.can({ type: 'form.submit' });
export const selectIsReadOnly = (s: AffiliateSnapshot): boolean =>
  s.matches({ form: { filling: 'submitting' } }) || s.matches({ form: { filling: 'closing' } });

export function selectSubmitAction(s: AffiliateSnapshot): SubmitAction {
  if (s.matches({ form: 'stalled' }) || s.matches({ form: { filling: { submitting: 'interrupted' } } })) return 'retry';
  return selectIsReadOnly(s) ? 'submitting' : 'submit';
}

export function selectNotice(s: AffiliateSnapshot): Notice {
  if (s.matches({ notice: 'invalid' })) return { kind: 'invalid' };
  if (s.matches({ notice: 'succeeded' })) return { kind: 'succeeded' };
  for (const reason of ['unreachable', 'refused', 'stopped'] as const) {
    if (s.matches({ notice: { failed: reason } })) return { kind: 'failed', reason };
  }
  return null;
}

/** The e-mail preview shows once the contact person, the affiliate's name and email are filled in (spec section 5). */
export const selectPreviewReady = (s: AffiliateSnapshot): boolean =>
  filled(s.context.draft.contactPersonName) && filled(s.context.draft.nameA) && filled(s.context.draft.emailA);
