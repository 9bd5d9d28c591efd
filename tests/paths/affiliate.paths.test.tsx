import { render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { affiliateMachine, selectPreviewReady, type AffiliateContext, type AffiliateSnapshot } from '../../machines/affiliate.machine';
import { bindAffiliate } from '../../src/actors/affiliate';
import { AffiliateForm } from '../../src/components/affiliate/AffiliateForm';
import { affiliateText } from '../../src/content/affiliate';
import { centerStageOptions, relationshipOptions, validateAffiliate } from '../../src/domain/affiliate';
import { analyticsEvents } from '../../src/domain/analyticsEvents';
import { describePaths } from './describePaths';
import { expectButton, expectEditable, expectThanked, leadFormDriver, onScreen, playReport, restart, startForm, type FormDriver } from './formDriver';
import { leadFormModel, sentAt, type LeadForm } from './leadForm.model';

/** The real referral form (src/components/affiliate) on the affiliate machine, driven by formDriver.ts. */
const { labels, submit, submitting, retry } = affiliateText.form;
const notices = affiliateText.notices;

const referral: LeadForm = {
  name: affiliateText.form.name,
  labels,
  complete: {
    centerName: 'Fjord Lifestyle Senter',
    website: 'www.fjord.example',
    centerStage: 'paper',
    contactPersonName: 'Kari Nordmann',
    email: 'kari@fjord.example',
    nameA: 'Ada Lovelace',
    emailA: 'ada@example.org',
    relationship: 'guest',
  },
  choices: { centerStage: centerStageOptions, relationship: relationshipOptions },
  validate: validateAffiliate,
  draft: {},
  submission: { submitted: true },
  stored: { otherInfo: 'Met them at a conference' },
  otherTabField: 'otherInfo',
};
const { field, form, button, steps } = leadFormDriver(referral);

const alert = () => screen.queryByRole('alert');
const success = () => screen.queryByText(notices.succeeded);
const preview = () => screen.queryByTestId('email-preview');
const editable = (yes: boolean) => expectEditable(['centerName', 'email', 'nameA'].map(field), yes);

const expectSubmit = (name: string, enabled: boolean | 'waiting') => expectButton(button(), name, enabled);

/** A failed save: told on screen (while there is one) and tracked with why. */
const expectFailed = (reason: keyof typeof notices.failed) => (driver: FormDriver) => {
  if (!driver.left) expect(alert()).toHaveTextContent(notices.failed[reason]);
  expect(vi.mocked(driver.analytics.track)).toHaveBeenLastCalledWith(analyticsEvents.affiliateSaveFailed, expect.objectContaining({ reason }));
};

describePaths<typeof affiliateMachine, FormDriver>('affiliate', affiliateMachine, {
  ...leadFormModel(affiliateMachine, referral, { type: 'autosave.failed', status: 0 }),
  pathCount: 11,

  start: (coverage) => startForm(coverage, (deps) => render(<AffiliateForm logic={bindAffiliate(deps)} />)),

  perform: {
    ...steps,
    'autosave.failed': playReport,
    'form.restart': async (driver) => {
      // The next referral: a new autosave with no record to continue.
      expect(await restart(driver)).toMatchObject({ recordId: null });
      expect(field('centerName')).toHaveValue('');
    },
  },

  expectations: {
    form: onScreen((_, state) => {
      if (state.matches({ form: 'sent' })) return;
      // The preview shows exactly when the contact person, the affiliate's name and email are there.
      const { draft, errors } = state.context as AffiliateContext;
      if (selectPreviewReady(state as AffiliateSnapshot)) expect(preview()).toHaveTextContent(`Dear ${draft.contactPersonName?.trim()},`);
      else expect(preview()).toBeNull();
      // Errors next to the fields, as many as the machine holds.
      expect(form()!.querySelectorAll('[aria-invalid="true"]')).toHaveLength(Object.keys(errors).length);
    }),
    // A stored draft is looked for: typing is fine, and a press of Submit counts (issue 20).
    'form.filling.open.restoring.lookingForDraft': onScreen(() => {
      expectSubmit(submit, true);
      editable(true);
    }),
    // Pressed already: it is made once the stored draft is back; meanwhile a second press does nothing.
    'form.filling.open.restoring.submitHeld': onScreen(() => {
      expectSubmit(submit, 'waiting');
      editable(true);
    }),
    'form.filling.open.editing': onScreen((driver, state) => {
      expectSubmit(submit, true);
      editable(true);
      // Whatever the server may not have yet has been handed, whole, to the autosave.
      const { draft, savedDraft } = state.context as AffiliateContext;
      if (draft !== savedDraft) expect(driver.autosave.lastDraft('draft.change')).toEqual(draft);
    }),
    'form.filling.submitting.sending': (driver) => {
      expectSubmit(submitting, false);
      editable(false);
      expect(driver.autosave.lastDraft('draft.save')).toMatchObject({ ...referral.complete, submitted: true });
    },
    'form.filling.submitting.interrupted': () => {
      expectSubmit(retry, true);
      editable(false);
    },
    // Sent before this page or in another tab.
    'form.sent': onScreen(() => expectThanked(notices.sent, sentAt)),
    'form.stalled': () => {
      expectSubmit(retry, true);
      editable(true);
    },
    'notice.none': onScreen(() => {
      expect(alert()).toBeNull();
      expect(success()).toBeNull();
    }),
    'notice.invalid': onScreen(() => {
      expect(alert()).toHaveTextContent(notices.invalid);
      expect(success()).toBeNull();
    }),
    'notice.failed.unreachable': expectFailed('unreachable'),
    'notice.failed.refused': expectFailed('refused'),
    'notice.failed.stopped': expectFailed('stopped'),
    'notice.succeeded': (driver, state) => {
      expect(vi.mocked(driver.analytics.track)).toHaveBeenCalledWith(analyticsEvents.affiliateSubmitted);
      if (driver.left) return;
      expect(success()).toHaveFocus();
      expect(alert()).toBeNull();
      // Ready for the next referral: the center's details are gone, the affiliate's own stay.
      const { draft } = state.context as AffiliateContext;
      expect(field('centerName')).toHaveValue(draft.centerName ?? '');
      expect(field('nameA')).toHaveValue(draft.nameA ?? '');
    },
  },
});
