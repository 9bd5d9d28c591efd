import { assign } from 'xstate';
import { ScholarshipDraft, validateScholarship, type ScholarshipField } from '../src/domain/scholarship';
import { draftRefusals } from '../src/domain/fieldError';
import { isSubmissionOf, submissionOf } from '../src/domain/submission';
import * as kit from './draftForm';

/**
 * The sponsorship application of the Scholarship Program (spec sections 2-5, /scholarship), on
 * the shared draft-form lifecycle (draftForm.ts). Submitting is possible only while the
 * application is valid; it saves the application with status `submitted` and shows the success
 * message in place of the form. What is still missing is listed by the view from the same rules
 * as it is typed; a submit pressed anyway marks every field to fix, as the other forms do, and
 * the marks then follow the typing.
 *
 * The spec's page asks to 'fill in the form below' but has no form, and its change handler
 * saves nothing: this is the form it describes, saving like the others.
 *
 * An application found sent (another tab, or a reload or return visit after sending) is shown
 * `sent`, with its date; only 'Send another request' (`form.restart`) starts a new one.
 */
export type ScholarshipContext = kit.DraftFormContext<ScholarshipDraft>;
export type ScholarshipEvent = kit.FieldChange<ScholarshipDraft, ScholarshipField> | kit.DraftFormEvent;

export const scholarshipMachine = kit
  .draftFormSetup<ScholarshipContext, ScholarshipEvent>({
    validate: ({ draft }) => validateScholarship(draft),
    refused: (draft) => draftRefusals(ScholarshipDraft, draft),
    toSubmission: ({ draft }) => submissionOf('scholarship-applications', draft),
    isSubmission: (draft) => isSubmissionOf('scholarship-applications', draft),
  })
  .extend({
    actions: {
      // Bound in src/actors/scholarship.ts.
      trackSubmitted: () => {},
      startAfresh: assign(() => kit.initialDraftForm<ScholarshipDraft>({ status: 'draft' })),
    },
  })
  .createMachine({
    id: 'scholarship',
    context: () => kit.initialDraftForm<ScholarshipDraft>({ status: 'draft' }),
    initial: 'filling',
    states: {
      filling: {
        // The server has the application (and the autosave completed): the success message.
        ...kit.fillingState({ target: '#scholarship.submitted', actions: ['assignSentNow'] }),
        on: { ...kit.fillingEvents(), 'autosave.sent': kit.sentTransition('#scholarship.sent') },
        states: {
          /** The fields take input. */
          open: {
            on: {
              'field.change': { actions: [kit.assignField, 'revalidate', 'saveDraft'] },
              'autosave.rejected': { actions: kit.assignRefusal },
            },
            initial: 'restoring',
            states: {
              restoring: kit.restoringState(),
              editing: {
                on: {
                  // Blocked while invalid (spec section 5): nothing is sent, the fields to fix are marked.
                  'form.submit': [{ guard: 'isValid', target: '#scholarship.filling.submitting' }, { actions: 'showErrors' }],
                },
              },
            },
          },
          submitting: { tags: 'readOnly', entry: ['assignSubmission', 'sendSubmission'], on: kit.submittingEvents() },
        },
      },
      stalled: {
        tags: 'retry',
        on: { 'field.change': { actions: [kit.assignField, 'revalidate'] }, ...kit.stalledEvents },
      },
      /** The success message replaces the form. */
      submitted: { tags: 'submitted', entry: 'trackSubmitted', on: kit.sentEvents('filling', ['startAfresh']) },
      /** Found sent (another tab, or before this page): shown with its date, nothing is saved. */
      sent: { tags: 'submitted', on: kit.sentEvents('filling', ['startAfresh']) },
    },
  });

export type ScholarshipSnapshot = ReturnType<typeof scholarshipMachine.transition>;

/** What is still missing or wrong before the application can be sent. */
export const selectMissing = (s: kit.DraftFormSnapshot<ScholarshipDraft>): kit.FieldErrors<ScholarshipField> => validateScholarship(s.context.draft);
