import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate';
import { affiliateMachine, selectPreviewReady, type AffiliateContext, type AffiliateSnapshot } from '../../machines/affiliate.machine';
import { bindAffiliate } from '../../src/actors/affiliate';
import { AffiliateForm } from '../../src/components/affiliate/AffiliateForm';
import { affiliateText } from '../../src/content/affiliate';
import { centerStageOptions, relationshipOptions, validateAffiliate } from '../../src/domain/affiliate';
import { analyticsEvents } from '../../src/domain/analyticsEvents';
import { fakeAnalytics } from '../support/renderWaitlist';
import { byTakenTransitions } from '../support/modelKeys';
import { fakeAutosave } from '../support/fakeAutosave';
import { describePaths } from './describePaths';

/**
 * The real referral form (src/components/affiliate) on the affiliate machine with its real
 * bindings, except that the autosave child is scripted (the autosave has path tests of its
 * own) and analytics and logging are fakes. The visitor types, picks and clicks; the autosave's
 * reports are played by the test.
 */
const { labels, submit, submitting, retry } = affiliateText.form;
const notices = affiliateText.notices;

/** One valid value per required field: the model fills them in to reach a valid referral. */
const complete = {
  centerName: 'Fjord Lifestyle Senter',
  website: 'www.fjord.example',
  centerStage: 'paper',
  contactPersonName: 'Kari Nordmann',
  email: 'kari@fjord.example',
  nameA: 'Ada Lovelace',
  emailA: 'ada@example.org',
  relationship: 'guest',
} as const;
type CompleteField = keyof typeof complete;
const selects: Record<string, readonly { value: string }[]> = { centerStage: centerStageOptions, relationship: relationshipOptions };

interface Driver {
  user: UserEvent;
  autosave: ReturnType<typeof fakeAutosave>;
  analytics: ReturnType<typeof fakeAnalytics>;
  log: ReturnType<typeof vi.fn>;
  unmount: () => void;
  left: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (name: CompleteField | 'otherInfo') => screen.getByLabelText(new RegExp(`^${escape(labels[name])}( \\*)?$`)) as HTMLInputElement;
const form = () => screen.getByRole('form', { name: affiliateText.form.name });
const button = () => within(form()).getByRole('button');
const alert = () => screen.queryByRole('alert');
const success = () => screen.queryByText(notices.succeeded);
const preview = () => screen.queryByTestId('email-preview');

/** A value other than the one shown, so that React sees a change even when the model repeats one. */
function another(current: string, value: string, options?: readonly { value: string }[]): string {
  if (current !== value) return value;
  if (options) return options.find((o) => o.value !== value)!.value;
  return value.includes('@') ? value.replace('@', '+1@') : `${value} II`;
}

/** Compact model states: where the machine is, how much of the form is valid, whether something is unsaved. */
function key(s: AnyMachineSnapshot): string {
  const c = s.context as AffiliateContext;
  const valid = (Object.keys(complete) as CompleteField[]).filter((f) => !(f in validateAffiliate(c.draft))).length;
  return JSON.stringify([s.value, valid, c.draft !== c.savedDraft]);
}

function describeEvent(e: EventObject): string {
  const event = e as AnyEventObject;
  switch (e.type) {
    case 'field.change':
      return `field.change ${event.field}`;
    case 'autosave.ready':
      return event.draft ? 'autosave.ready (draft restored)' : 'autosave.ready (nothing stored)';
    case 'autosave.saved':
      return event.draft.submitted ? 'autosave.saved (the submission)' : 'autosave.saved (a draft)';
    case 'xstate.done.actor.autosave':
      return 'autosave done';
    case 'xstate.error.actor.autosave':
      return 'autosave error';
    default:
      return e.type;
  }
}

const report = (driver: Driver, event: AnyEventObject) => act(() => driver.autosave.send({ type: 'test.report', report: event }));

/** 'waiting': marked unavailable but not disabled, so the plain form still posts before the script is live. */
function expectButton(name: string, enabled: boolean | 'waiting'): void {
  expect(button()).toHaveAccessibleName(name);
  if (enabled === 'waiting') expect(button()).toHaveAttribute('aria-disabled', 'true');
  else expect(button()).not.toHaveAttribute('aria-disabled');
  if (enabled) expect(button()).toBeEnabled();
  else expect(button()).toBeDisabled();
}

function expectEditable(editable: boolean): void {
  for (const name of ['centerName', 'email', 'nameA'] as const) {
    if (editable) expect(field(name)).not.toHaveAttribute('readonly');
    else expect(field(name)).toHaveAttribute('readonly');
  }
}

function expectTracked(driver: Driver, reason: string): void {
  expect(vi.mocked(driver.analytics.track)).toHaveBeenLastCalledWith(analyticsEvents.affiliateSaveFailed, expect.objectContaining({ reason }));
}

/** A check of what is on screen, which has gone once the visitor left the page. */
const onScreen =
  (check: (driver: Driver, state: AnyMachineSnapshot) => void) =>
  (driver: Driver, state: AnyMachineSnapshot): void => {
    if (!driver.left) check(driver, state);
  };

describePaths<typeof affiliateMachine, Driver>('affiliate', affiliateMachine, {
  events: [
    ...(Object.entries(complete) as [CompleteField, string][]).map(([name, value]) => ({ type: 'field.change', field: name, value })),
    { type: 'form.submit' },
    { type: 'page.leave' },
    { type: 'autosave.ready', recordId: null, draft: null },
    { type: 'autosave.ready', recordId: 'stored', draft: { otherInfo: 'Met them at a conference' } },
    { type: 'autosave.saved', recordId: 'r1', draft: {} },
    { type: 'autosave.saved', recordId: 'r1', draft: { submitted: true } },
    { type: 'autosave.rejected', field: 'email', reason: { key: 'Email' } },
    { type: 'autosave.failed', status: 0 },
    // The autosave completing or breaking (xstate.done/error.actor.autosave) is added by generatePaths.
  ],
  describeEvent,
  serializeState: byTakenTransitions(affiliateMachine, key),
  pathCount: 9,

  start: (): Driver => {
    localStorage.clear();
    const autosave = fakeAutosave();
    const analytics = fakeAnalytics();
    const log = vi.fn();
    const view = render(<AffiliateForm logic={bindAffiliate({ autosave: autosave.logic as never, analytics, log })} />);
    return { user: userEvent.setup(), autosave, analytics, log, unmount: view.unmount, left: false };
  },

  perform: {
    'field.change': (_, event) => {
      const name = event.field as CompleteField;
      const element = field(name);
      fireEvent.change(element, { target: { value: another(element.value, event.value, selects[name]) } });
    },
    'form.submit': (driver) => driver.user.click(button()),
    'page.leave': (driver) => {
      driver.unmount();
      driver.left = true;
    },
    'autosave.ready': (driver, event) => report(driver, event),
    'autosave.rejected': (driver, event) => report(driver, event),
    'autosave.failed': (driver, event) => report(driver, event),
    'autosave.saved': (driver, event) => {
      // The autosave reports the very draft the form sent it.
      const { autosave } = driver;
      const sent = event.draft.submitted
        ? (autosave.lastDraft('draft.save') ?? { ...autosave.startDraft(), submitted: true })
        : (autosave.lastDraft('draft.change') ?? autosave.startDraft());
      return report(driver, { ...event, draft: sent });
    },
    'xstate.done.actor.autosave': (driver) => act(() => driver.autosave.send({ type: 'test.finish' })),
    'xstate.error.actor.autosave': (driver) => act(() => driver.autosave.send({ type: 'test.fail' })),
  },

  expectations: {
    form: (driver, state) => {
      if (driver.left) {
        // Leaving the page inside the app saves what is pending at once.
        expect(driver.autosave.received.at(-1)).toEqual({ type: 'page.leave' });
        return;
      }
      // The preview shows exactly when the contact person, the affiliate's name and email are there.
      const { draft, errors } = state.context as AffiliateContext;
      if (selectPreviewReady(state as AffiliateSnapshot)) expect(preview()).toHaveTextContent(`Dear ${draft.contactPersonName?.trim()},`);
      else expect(preview()).toBeNull();
      // Errors next to the fields, as many as the machine holds.
      expect(form().querySelectorAll('[aria-invalid="true"]')).toHaveLength(Object.keys(errors).length);
    },
    'form.filling.open.restoring': onScreen(() => {
      expectButton(submit, 'waiting');
      expectEditable(true);
    }),
    'form.filling.open.editing': onScreen((driver, state) => {
      expectButton(submit, true);
      expectEditable(true);
      // Whatever the server may not have yet has been handed, whole, to the autosave.
      const { draft, savedDraft } = state.context as AffiliateContext;
      if (draft !== savedDraft) expect(driver.autosave.lastDraft('draft.change')).toEqual(draft);
    }),
    'form.filling.submitting.sending': (driver) => {
      expectButton(submitting, false);
      expectEditable(false);
      expect(driver.autosave.lastDraft('draft.save')).toMatchObject({ ...complete, submitted: true });
    },
    'form.filling.submitting.interrupted': () => {
      expectButton(retry, true);
      expectEditable(false);
    },
    'form.filling.closing': (driver) => {
      expectButton(submitting, false);
      expect(driver.autosave.received.at(-1)).toEqual({ type: 'draft.close' });
    },
    'form.stalled': () => {
      expectButton(retry, true);
      expectEditable(true);
    },
    'notice.none': onScreen(() => {
      expect(alert()).toBeNull();
      expect(success()).toBeNull();
    }),
    'notice.invalid': onScreen(() => {
      expect(alert()).toHaveTextContent(notices.invalid);
      expect(success()).toBeNull();
    }),
    'notice.failed.unreachable': (driver) => {
      if (!driver.left) expect(alert()).toHaveTextContent(notices.failed.unreachable);
      expectTracked(driver, 'unreachable');
    },
    'notice.failed.refused': (driver) => {
      if (!driver.left) expect(alert()).toHaveTextContent(notices.failed.refused);
      expectTracked(driver, 'refused');
    },
    'notice.failed.stopped': (driver) => {
      if (!driver.left) expect(alert()).toHaveTextContent(notices.failed.stopped);
      expectTracked(driver, 'stopped');
    },
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
