import { render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { scholarshipMachine, type ScholarshipContext } from '../../machines/scholarship.machine';
import { bindScholarship } from '../../src/actors/scholarship';
import { ScholarshipForm } from '../../src/components/scholarship/ScholarshipForm';
import { scholarshipText } from '../../src/content/scholarship';
import { analyticsEvents } from '../../src/domain/analyticsEvents';
import { situationOptions, validateScholarship, type ScholarshipField } from '../../src/domain/scholarship';
import { messages } from '../../src/domain/messages';
import { describePaths } from './describePaths';
import { expectEditable, expectThanked, leadFormDriver, onScreen, restart, startForm, type FormDriver } from './formDriver';
import { leadFormModel, sentAt, type LeadForm } from './leadForm.model';

/** The real application form (src/components/scholarship) on the scholarship machine, driven by formDriver.ts. */
const text = scholarshipText.form;

const application: LeadForm = {
  name: text.name,
  labels: text.labels,
  complete: {
    centerName: 'Casa Verde',
    contactPersonName: 'Ioana Pop',
    email: 'ioana@casaverde.example',
    country: 'Romania',
    situation: 'new',
    message: 'We opened in March and welcome twelve guests a week.',
  },
  choices: { situation: situationOptions },
  validate: validateScholarship,
  draft: { status: 'draft' },
  submission: { status: 'submitted' },
  stored: { status: 'draft', position: 'Director' },
  otherTabField: 'position',
};
const { field, form, button, steps } = leadFormDriver(application);

const missingList = () => screen.queryByText(text.missing);
const missing = (state: { context: unknown }) => Object.keys(validateScholarship((state.context as ScholarshipContext).draft)) as ScholarshipField[];
const editable = (yes: boolean) => expectEditable(['centerName', 'email', 'message'].map(field), yes);

/** The button cannot send: disabled, or (while fields are missing) marked so and describing what is missing. */
function expectCannotSend(): void {
  const b = button();
  expect(b.hasAttribute('disabled') || b.getAttribute('aria-disabled') === 'true').toBe(true);
}

describePaths<typeof scholarshipMachine, FormDriver>('scholarship', scholarshipMachine, {
  ...leadFormModel(scholarshipMachine, application),
  pathCount: 12,

  start: (coverage) => startForm(coverage, (deps) => render(<ScholarshipForm logic={bindScholarship(deps)} />)),

  perform: {
    ...steps,
    'form.restart': async (driver) => {
      // A new application: a new autosave with no record to continue, and an empty form.
      expect(await restart(driver)).toEqual({ recordId: null, draft: { status: 'draft' } });
      expect(field('centerName')).toHaveValue('');
    },
  },

  expectations: {
    // What the server refused shows next to its field.
    filling: onScreen((_, state) => {
      const { errors: refusals } = state.context as ScholarshipContext;
      expect(form()!.querySelectorAll('[aria-invalid="true"]')).toHaveLength(Object.keys(refusals).length);
    }),
    // A stored draft is looked for: typing is fine, and a press of Submit counts (issue 20).
    'filling.open.restoring.lookingForDraft': onScreen((_, state) => {
      if (missing(state).length) expectCannotSend();
      else expect(button()).not.toHaveAttribute('aria-disabled');
      expect(button()).toBeEnabled();
      editable(true);
    }),
    // Pressed already: it is made once the stored draft is back.
    'filling.open.restoring.submitHeld': onScreen(() => {
      expectCannotSend();
      editable(true);
    }),
    'filling.open.editing': onScreen((driver, state) => {
      editable(true);
      if (missing(state).length) {
        // Blocked while incomplete, and the visitor is told what is missing.
        expect(button()).toHaveAttribute('aria-disabled', 'true');
        for (const name of missing(state)) expect(missingList()!.parentElement).toHaveTextContent(text.labels[name]);
      } else {
        expect(button()).toBeEnabled();
        expect(button()).not.toHaveAttribute('aria-disabled');
        expect(missingList()).toBeNull();
      }
      expect(button()).toHaveAccessibleName(text.submit);
      // Whatever the server may not have yet has been handed, whole, to the autosave.
      const { draft, savedDraft } = state.context as ScholarshipContext;
      if (draft !== savedDraft) expect(driver.autosave.lastDraft('draft.change')).toEqual(draft);
    }),
    'filling.submitting': (driver) => {
      expect(button()).toHaveAccessibleName(text.submitting);
      expect(button()).toBeDisabled();
      editable(false);
      expect(driver.autosave.lastDraft('draft.save')).toMatchObject({ ...application.complete, status: 'submitted' });
    },
    stalled: () => {
      expect(button()).toHaveAccessibleName(text.retry);
      expect(button()).toBeEnabled();
      expect(screen.getByText(text.stalled)).toHaveAttribute('role', 'alert');
      editable(true);
    },
    submitted: (driver) => {
      expect(form()).toBeNull();
      expect(screen.getByText(text.success)).toHaveFocus();
      expect(vi.mocked(driver.analytics.track)).toHaveBeenCalledWith(analyticsEvents.scholarshipSubmitted);
      expect(screen.getByRole('button', { name: messages.sent.again })).toBeEnabled();
    },
    // Sent before this page or in another tab; not counted as a submission here.
    sent: (driver) => {
      expectThanked(text.success, sentAt);
      expect(vi.mocked(driver.analytics.track)).not.toHaveBeenCalledWith(analyticsEvents.scholarshipSubmitted);
    },
  },
});
