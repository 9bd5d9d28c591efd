import { ScholarshipDraft, validateScholarship, type ScholarshipField } from '../src/domain/scholarship';
import { draftRefusals } from '../src/domain/fieldError';
import { isSubmissionOf, submissionOf } from '../src/domain/submission';
import type { FieldErrors } from './draftForm';
import * as lead from './formLifecycle';

/**
 * The sponsorship application of the Scholarship Program (spec sections 2-5, /scholarship), on
 * the lead lifecycle (formLifecycle.ts): its `form` region beside the `save` region, over one
 * context. Sending is possible only while the application is valid; it saves the application
 * with status `submitted` and shows the success message in place of the form. What is still
 * missing is listed by the view from the same rules as it is typed; a Send pressed anyway marks
 * every field to fix, and the marks then follow the typing.
 *
 * The spec's page asks to 'fill in the form below' but has no form, and its change handler
 * saves nothing: this is the form it describes, saving like the others.
 *
 * An application found sent (another tab, or a reload or return visit after sending) is shown
 * `sent`, with its date; only 'Send another request' (`form.restart`) starts a new one.
 */
export type ScholarshipContext = lead.LeadContext<ScholarshipDraft>;

export const scholarshipLifecycle: lead.LifecycleRules<ScholarshipDraft> = {
  blank: { status: 'draft' },
  validate: validateScholarship,
  refused: (draft) => draftRefusals(ScholarshipDraft, draft),
  toSubmission: (draft) => submissionOf('scholarship-applications', draft),
  isSubmission: (draft) => isSubmissionOf('scholarship-applications', draft),
};

export const scholarshipMachine = lead
  .lifecycleSetup(scholarshipLifecycle)
  .extend({
    actions: {
      // Bound in src/actors/scholarship.ts.
      trackSubmitted: () => {},
    },
  })
  .createMachine({
    id: 'scholarship',
    context: () => lead.initialLead(scholarshipLifecycle.blank),
    type: 'parallel',
    invoke: lead.lifecycleInvokes,
    states: {
      form: {
        initial: 'filling',
        states: {
          // Blocked while invalid (spec section 5): nothing is sent, the fields to fix are marked.
          filling: lead.fillingState('#scholarship.form.submitted', '#scholarship.form.sent'),
          /** The success message replaces the form. */
          submitted: { tags: 'submitted', entry: 'trackSubmitted', on: lead.restartEvents },
          /** Found sent (another tab, or before this page): shown with its date, nothing is saved. */
          sent: { tags: 'submitted', on: lead.restartEvents },
        },
      },
      save: lead.saveRegion,
    },
  });

/** What is still missing or wrong before the application can be sent. */
export const selectMissing = (s: { context: { draft: ScholarshipDraft } }): FieldErrors<ScholarshipField> => validateScholarship(s.context.draft);
