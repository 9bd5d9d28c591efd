import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { affiliateMachine, selectInterrupted, selectPreviewReady, type AffiliateContext } from '../../machines/affiliate.machine';
import { bindAffiliate } from '../../src/actors/affiliate';
import { AffiliateForm } from '../../src/components/affiliate/AffiliateForm';
import { formatSentDate } from '../../src/components/form/SentDetails';
import { affiliateText } from '../../src/content/affiliate';
import { validateAffiliate, type AffiliateDraft } from '../../src/domain/affiliate';
import { analyticsEvents } from '../../src/domain/analyticsEvents';
import { messages } from '../../src/domain/messages';
import { isSubmissionOf } from '../../src/domain/submission';
import { leadMemory } from '../../src/services/leadMemory';
import type { LeadCall } from '../support/fakeLeads';
import { settle } from '../support/renderWaitlist';
import { describePaths } from './describePaths';
import { lifecycleEvents } from './lifecycle.model';
import {
  control,
  expectRequests,
  lifecycleFormPaths,
  liveContext,
  withBrokenWatchers,
  worldEvents,
  type LifecycleDriver,
  type LifecycleWorld,
} from './lifecycleDriver';

/**
 * Paths of the affiliate machine (its form and notice regions beside the save region), each
 * replayed on the real referral form with its real bindings: the visitor types and clicks; the
 * server, the clock, the page and the other tabs as in every lifecycle path test
 * (lifecycleDriver.ts). The save region's rules meet every event in every situation in
 * lifecycle.paths.test.tsx (`cover: 'edges'`); here every state and transition is taken once
 * (`cover: 'transitions'`), with what the referral form adds: the notice, the next referral
 * after a send, 'Try again'.
 */
const text = affiliateText.form;
const notices = affiliateText.notices;
const resource = 'affiliates';

const referral: LifecycleWorld = {
  resource,
  machineId: 'affiliate',
  stored: {
    centerName: 'Fjord Lifestyle Senter',
    website: 'www.fjord.example',
    centerStage: 'paper',
    email: 'kari@fjord.example',
    nameA: 'Ada Lovelace',
    emailA: 'ada@example.org',
    relationship: 'guest',
  },
  completingField: 'contactPersonName',
  otherField: 'centerName',
  otherTabField: 'otherInfo',
  valid: (draft) => Object.keys(validateAffiliate(draft as AffiliateDraft)).length === 0,
  sentFields: { submitted: true },
  sentMark: { submitted: true },
};

type Driver = LifecycleDriver;

const field = (name: 'centerName' | 'contactPersonName' | 'nameA' | 'otherInfo') => control('textbox', text.labels[name]);
const formElement = () => screen.queryByRole('form', { name: text.name });
const button = () => within(formElement()!).getByRole('button', { name: /.+/ });
const contextOf = (s: AnyMachineSnapshot): AffiliateContext => s.context;
const alert = () => screen.queryByRole('alert');
const success = () => screen.queryByText(notices.succeeded);
const preview = () => screen.queryByTestId('email-preview');

let typed = 0;

/** The indicator (unless the notice says how saving goes) and the requests the state stands for, never two at once. */
function expectIndicator(driver: Driver, state: AnyMachineSnapshot, said: string, requests: LeadCall['kind'][]): void {
  if (formElement() && !state.matches({ notice: 'failed' })) {
    expect(document.querySelector('.save-indicator')).toHaveTextContent(said, { normalizeWhitespace: true });
  }
  expectRequests(driver, requests);
}

const editable = (yes: boolean) => {
  for (const name of ['centerName', 'contactPersonName'] as const) {
    if (yes) expect(field(name)).not.toHaveAttribute('readonly');
    else expect(field(name)).toHaveAttribute('readonly');
  }
};

/** A failed save: told on screen and tracked with why (the last failure tracked is this one). */
const expectFailed = (reason: keyof typeof notices.failed) => (driver: Driver) => {
  if (formElement()) expect(alert()).toHaveTextContent(notices.failed[reason]);
  expect(driver.analytics.track).toHaveBeenLastCalledWith(analyticsEvents.affiliateSaveFailed, expect.objectContaining({ reason }));
};

describePaths<typeof affiliateMachine, Driver>('affiliate', affiliateMachine, {
  // And 'Try again' while the submission's save fails.
  events: (s) => [...lifecycleEvents(referral)(s), ...(selectInterrupted(s) ? [{ type: 'form.submit' }] : [])],
  ...lifecycleFormPaths(referral, (bindings, steps) => render(<AffiliateForm logic={withBrokenWatchers(bindAffiliate(bindings), steps)} />)),
  pathCount: 48,

  perform: {
    ...worldEvents(referral, () => {
      typed += 1;
      fireEvent.change(field('centerName'), { target: { value: `Fjord Senter ${typed}` } });
    }),
    'field.change': async (_, event) => {
      typed += 1;
      fireEvent.change(field(event.field), { target: { value: `${event.field === 'contactPersonName' ? 'Kari' : 'Fjord Senter'} ${typed}` } });
      await settle();
    },
    'form.submit': async () => {
      fireEvent.click(button());
      await settle();
    },
    'form.restart': async (driver) => {
      fireEvent.click(screen.getByRole('button', { name: messages.sent.again }));
      await settle();
      // The next referral: no record to continue, the center's details gone.
      expect(liveContext(driver).recordId).toBeNull();
      expect(field('centerName')).toHaveValue('');
    },
    'draft.flush': async () => {
      if (formElement()) fireEvent.focusOut(field('centerName'));
      await settle();
    },
  },

  expectations: {
    'form.filling': (_, state) => {
      // The preview shows exactly when the contact person, the affiliate's name and email are there.
      const { draft, errors } = contextOf(state);
      if (selectPreviewReady({ context: contextOf(state) })) expect(preview()).toHaveTextContent(`Dear ${draft.contactPersonName?.trim()},`);
      else expect(preview()).toBeNull();
      // Errors next to the fields, as many as the machine holds.
      expect(formElement()!.querySelectorAll('[aria-invalid="true"]')).toHaveLength(Object.keys(errors).length);
    },
    // A stored draft is looked for: typing is fine, and a press of Submit counts (issue 20).
    'form.filling.open.lookingForDraft': () => {
      expect(button()).toHaveAccessibleName(text.submit);
      expect(button()).toBeEnabled();
      editable(true);
    },
    // Pressed already: it is made once the stored draft is back; meanwhile a second press does nothing.
    'form.filling.open.submitHeld': () => {
      expect(button()).toHaveAccessibleName(text.submit);
      expect(button()).toHaveAttribute('aria-disabled', 'true');
      editable(true);
    },
    'form.filling.open.editing': () => {
      expect(button()).toHaveAccessibleName(text.submit);
      expect(button()).toBeEnabled();
      editable(true);
    },
    'form.filling.submitting': (driver, state) => {
      editable(false);
      if (state.matches({ save: 'retrying' })) {
        // The submission's save failed and is retried: the visitor may try again at once.
        expect(button()).toHaveAccessibleName(text.retry);
        expect(button()).toBeEnabled();
        return;
      }
      expect(button()).toHaveAccessibleName(text.submitting);
      expect(button()).toBeDisabled();
      // The submission goes as typed, with submitted: true.
      const { sending, draft } = contextOf(state);
      if (state.matches({ save: 'saving' }) && isSubmissionOf(resource, sending)) {
        expect(driver.leads.pending.at(-1)?.call.body).toMatchObject({ ...draft, submitted: true });
      }
    },
    // Sent before this page or in another tab: thanked with its date; not counted as sent here.
    'form.sent': (driver, state) => {
      expect(formElement()).toBeNull();
      expect(screen.getByText(notices.sent)).toBeInTheDocument();
      expect(screen.getByText(messages.sent.on(formatSentDate(contextOf(state).sent!.at)!))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: messages.sent.again })).toBeEnabled();
      expect(driver.leads.pending).toEqual([]);
      expect(leadMemory.read(resource).sent?.recordId).toBe(contextOf(state).sent!.recordId);
    },

    'notice.none': () => {
      expect(alert()).toBeNull();
      expect(success()).toBeNull();
    },
    'notice.invalid': () => {
      expect(alert()).toHaveTextContent(notices.invalid);
      expect(success()).toBeNull();
    },
    // Over a failure already told: the same message; the failure is not tracked again (affiliate.form.test.tsx).
    'notice.invalidOverFailure': () => {
      expect(alert()).toHaveTextContent(notices.invalid);
      expect(success()).toBeNull();
    },
    'notice.failed.unreachable': expectFailed('unreachable'),
    'notice.failed.refused': expectFailed('refused'),
    'notice.succeeded': (driver, state) => {
      expect(driver.analytics.track).toHaveBeenCalledWith(analyticsEvents.affiliateSubmitted);
      expect(success()).toHaveFocus();
      expect(alert()).toBeNull();
      // The server has the referral, sent; the device says so (for a reload) and keeps nothing of
      // the next referral's record, which the next change makes.
      const { lastSent, recordId } = contextOf(state);
      expect(driver.leads.records.get(lastSent!.recordId)?.submitted).toBe(true);
      expect(leadMemory.read(resource).sent?.recordId).toBe(lastSent!.recordId);
      if (recordId === null) {
        expect(leadMemory.read(resource).recordId).toBeUndefined();
        expect(leadMemory.read(resource).key).toBeUndefined();
      }
      // Ready for the next referral: the center's details are gone, the affiliate's own stay.
      expect(field('centerName')).toHaveValue(contextOf(state).draft.centerName ?? '');
      expect(field('nameA')).toHaveValue(contextOf(state).draft.nameA ?? '');
    },

    // The save region: what the indicator says, and what the server is asked.
    'save.loading.restoring': (driver, state) => expectIndicator(driver, state, '', ['get']),
    'save.loading.waiting': (driver, state) => expectIndicator(driver, state, messages.saveStatus.offline, []),
    'save.idle': (driver, state) => {
      const { recordId } = contextOf(state);
      expectIndicator(driver, state, recordId ? messages.saveStatus.saved : '', []);
      if (recordId) {
        const stored = driver.leads.records.get(recordId);
        expect([stored?.centerName ?? '', stored?.contactPersonName ?? '', stored?.otherInfo ?? '']).toEqual([
          field('centerName').value,
          field('contactPersonName').value,
          field('otherInfo').value,
        ]);
        expect(leadMemory.read(resource)).toMatchObject({ recordId });
        expect(leadMemory.read(resource).draft).toBeUndefined();
      }
    },
    'save.debouncing': (driver, state) => {
      expectIndicator(driver, state, messages.saveStatus.saving, []);
      // What is typed and not saved yet is kept on the device (a reload restores it).
      expect(leadMemory.read(resource).draft).toEqual(contextOf(state).draft);
    },
    'save.saving.creating': (driver, state) => {
      expectIndicator(driver, state, messages.saveStatus.saving, ['add']);
      const { idempotencyKey } = driver.leads.pending[0]!.call;
      expect(idempotencyKey).toBeTruthy();
      expect(leadMemory.read(resource).key).toBe(idempotencyKey);
    },
    'save.saving.updating': (driver, state) => expectIndicator(driver, state, messages.saveStatus.saving, ['update']),
    'save.retrying': (driver, state) => expectIndicator(driver, state, messages.saveStatus.offline, []),
    'save.rejected': (driver, state) => expectIndicator(driver, state, messages.saveStatus.rejected, []),
    'save.slowedDown': (driver, state) => expectIndicator(driver, state, messages.saveStatus.slow, []),
    'save.blocked': (driver, state) => expectIndicator(driver, state, messages.saveStatus.blocked, []),
    'save.sent': (driver) => expect(driver.leads.maxInFlight).toBeLessThanOrEqual(1),
  },
});
