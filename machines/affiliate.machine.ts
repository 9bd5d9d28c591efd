import { assign, raise } from 'xstate';
import { AffiliateDraft, referrerOf, validateAffiliate, type AffiliateField } from '../src/domain/affiliate';
import { draftRefusals } from '../src/domain/fieldError';
import { isSubmissionOf, submissionOf } from '../src/domain/submission';
import * as kit from './draftForm';

/**
 * The affiliate referral form (spec sections 2-5, /affiliate), on the shared draft-form
 * lifecycle (draftForm.ts). Every change is saved and clears the success message. A submit of
 * an invalid form shows the invalid-form message; a valid one saves the referral with
 * `submitted: true`, then starts afresh for the next referral (a new record) and shows the
 * success message. A failed save shows an error message and is tracked; what the visitor typed
 * stays and the save is retried.
 *
 * A referral found sent (another tab, or a reload or return visit after sending) is shown
 * `sent`, with its date; only 'Send another request' (`form.restart`) starts the next one.
 *
 * Two regions: `form` is the referral's lifecycle and hears the autosave; `notice` is the one
 * message the form area shows (each only while it holds), told by `form` with raised events.
 * The autosave retries failed requests by itself and tells its form of each (`autosave.failed`):
 * this form says so and tracks it.
 */
export type AffiliateContext = kit.DraftFormContext<AffiliateDraft>;

/**
 * `wentOn`: this page sent a referral and went on to the next one, of which nothing is kept yet
 * (src/actors/autosave.ts `wentOnWith`). Shown again here (a link away and back), the form starts
 * with it: the next referral, with the affiliate's own name and e-mail.
 */
export interface AffiliateInput {
  wentOn?: AffiliateDraft | null;
}

export type AffiliateEvent =
  | kit.FieldChange<AffiliateDraft, AffiliateField>
  | kit.DraftFormEvent
  // Raised by the form region for the notice region.
  | { type: 'form.invalid' }
  | { type: 'referral.submitted' }
  | { type: 'referral.found.sent' }
  | { type: 'save.unreachable'; status: number | null }
  | { type: 'save.refused' }
  | { type: 'save.stopped' }
  | { type: 'save.recovered' };

export type SaveFailureReason = 'unreachable' | 'refused' | 'stopped';

const isComplete = (draft: AffiliateDraft) => Object.keys(validateAffiliate(draft)).length === 0;

const filled = (value: string | undefined) => Boolean(value?.trim());

export const affiliateMachine = kit
  .draftFormSetup<AffiliateContext, AffiliateEvent, AffiliateInput>({
    validate: ({ draft }) => validateAffiliate(draft),
    refused: (draft) => draftRefusals(AffiliateDraft, draft),
    toSubmission: ({ draft }) => submissionOf('affiliates', draft),
    // Only a submit sends `submitted: true`.
    isSubmission: (draft) => isSubmissionOf('affiliates', draft),
  })
  .extend({
    guards: {
      /** The change completes a form that was refused as invalid. */
      isFixedByChange: ({ context, event }) => event.type === 'field.change' && isComplete({ ...context.draft, [event.field]: event.value }),
    },
    actions: {
      /**
       * A new referral, most likely from the same person: their own name and email stay, the
       * center's details go. The new record starts with the next change.
       */
      startNextReferral: assign(({ context }) => kit.initialDraftForm<AffiliateDraft>(referrerOf(context.draft))),

      announceInvalid: raise({ type: 'form.invalid' as const }),
      announceSubmitted: raise({ type: 'referral.submitted' as const }),
      announceFoundSent: raise({ type: 'referral.found.sent' as const }),
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
    },
  })
  .createMachine({
    id: 'affiliate',
    context: ({ input }) => kit.initialDraftForm<AffiliateDraft>(input?.wentOn ?? {}),
    type: 'parallel',
    states: {
      form: {
        initial: 'filling',
        states: {
          filling: {
            // The server has the referral (and the autosave completed): the next one, thanked.
            invoke: kit.autosaveChild(
              { target: '#affiliate.form.filling', reenter: true, actions: ['startNextReferral', 'trackSubmitted', 'announceSubmitted'] },
              ['announceStopped'],
            ),
            on: {
              ...kit.fillingEvents(['announceRecovered']),
              'autosave.failed': { actions: 'announceUnreachable' },
              'autosave.sent': { target: '#affiliate.form.sent', actions: [kit.assignSent, 'announceFoundSent'] },
            },
            initial: 'open',
            states: {
              /** The fields take input. */
              open: {
                on: {
                  'field.change': { actions: [kit.assignField, 'revalidate', 'saveDraft'] },
                  'autosave.rejected': { actions: [kit.assignRefusal, 'announceRefused'] },
                },
                initial: 'restoring',
                states: {
                  restoring: kit.restoringState(['announceRecovered']),
                  editing: {
                    on: {
                      'form.submit': [{ guard: 'isValid', target: '#affiliate.form.filling.submitting' }, { actions: ['showErrors', 'announceInvalid'] }],
                    },
                  },
                },
              },
              submitting: {
                tags: 'readOnly',
                entry: ['assignSubmission', 'sendSubmission'],
                on: kit.submittingEvents(['announceRefused']),
                initial: 'sending',
                states: {
                  sending: {
                    on: { 'autosave.failed': { target: 'interrupted', actions: 'announceUnreachable' } },
                  },
                  /** The autosave keeps retrying; the visitor may retry at once. */
                  interrupted: {
                    tags: 'retry',
                    on: { 'form.submit': { target: 'sending', actions: 'sendSubmission' } },
                  },
                },
              },
            },
          },
          /** Found sent: shown with its date; nothing is saved until the visitor starts the next referral. */
          sent: {
            tags: 'submitted',
            on: kit.sentEvents('filling', ['startNextReferral']),
          },
          stalled: {
            tags: 'retry',
            on: { 'field.change': { actions: [kit.assignField, 'revalidate'] }, ...kit.stalledEvents },
          },
        },
      },
      notice: {
        initial: 'none',
        on: {
          'form.invalid': '.invalid',
          'referral.submitted': '.succeeded',
          // The sent referral is all the form area shows.
          'referral.found.sent': '.none',
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

export function selectNotice(s: AffiliateSnapshot): Notice {
  if (s.matches({ notice: 'invalid' })) return { kind: 'invalid' };
  if (s.matches({ notice: 'succeeded' })) return { kind: 'succeeded' };
  for (const reason of ['unreachable', 'refused', 'stopped'] as const) {
    if (s.matches({ notice: { failed: reason } })) return { kind: 'failed', reason };
  }
  return null;
}

/** The e-mail preview shows once the contact person, the affiliate's name and email are filled in (spec section 5). */
export const selectPreviewReady = (s: kit.DraftFormSnapshot<AffiliateDraft>): boolean =>
  filled(s.context.draft.contactPersonName) && filled(s.context.draft.nameA) && filled(s.context.draft.emailA);
