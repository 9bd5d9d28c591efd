import { ScholarshipDraft, validateScholarship, type ScholarshipField } from '../src/domain/scholarship';
import type { FieldErrors } from './draftForm';
import * as lead from './formLifecycle';

/**
 * The sponsorship application of the Scholarship Program (spec sections 2-5, /scholarship), on the
 * lead lifecycle (formLifecycle.ts). Send saves the application as `submitted` and shows the success
 * message in place of the form; a Send pressed while invalid marks every field to fix, and the
 * marks then follow the typing. The spec's page asks to 'fill in the form below' but has no form,
 * and its change handler saves nothing: this is the form it describes, saving like the others.
 */
export type ScholarshipContext = lead.LeadContext<ScholarshipDraft>;

export const scholarshipLifecycle: lead.LifecycleRules<ScholarshipDraft> = {
  resource: 'scholarship-applications',
  blank: { status: 'draft' },
  draftStruct: ScholarshipDraft,
  validate: validateScholarship,
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
    context: () => lead.initialLead(scholarshipLifecycle.blank, null),
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
