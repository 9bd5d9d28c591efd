import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { scholarshipMachine, type ScholarshipContext } from '../../machines/scholarship.machine';
import { bindScholarship } from '../../src/actors/scholarship';
import { formatSentDate } from '../../src/components/form/SentDetails';
import { ScholarshipForm } from '../../src/components/scholarship/ScholarshipForm';
import { scholarshipText } from '../../src/content/scholarship';
import { analyticsEvents } from '../../src/domain/analyticsEvents';
import { messages } from '../../src/domain/messages';
import { validateScholarship, type ScholarshipField } from '../../src/domain/scholarship';
import { isSubmissionOf } from '../../src/domain/submission';
import { leadMemory } from '../../src/services/leadMemory';
import type { LeadCall } from '../support/fakeLeads';
import { settle } from '../support/renderWaitlist';
import { describePaths } from './describePaths';
import { scholarshipWorld } from './scholarship.world';
import { lifecycleEvents } from './lifecycle.model';
import { control, expectRequests, lifecycleFormPaths, liveContext, withBrokenWatchers, worldEvents, type LifecycleDriver } from './lifecycleDriver';

/**
 * Paths of the scholarship machine (its form region and its save region), each replayed on the
 * real application form with its real bindings: the visitor types and clicks; the server, the
 * clock, the page and the other tabs as in every lifecycle path test (lifecycleDriver.ts). After
 * every step the running machine must agree with the model, the page must show what the state
 * means, and the fake server must have exactly the request the state stands for, never two at
 * once. Every state and transition is taken once here (`cover: 'transitions'`); the save region's
 * rules meet every event in every situation in lifecycle.paths.test.tsx, on the actor.
 */
const text = scholarshipText.form;
const resource = 'scholarship-applications';

const application = scholarshipWorld;

type Driver = LifecycleDriver;

const field = (name: 'centerName' | 'message' | 'position') => control('textbox', text.labels[name]);
const formElement = () => screen.queryByRole('form', { name: text.name });
const button = () => within(formElement()!).getByRole('button');
const contextOf = (s: AnyMachineSnapshot): ScholarshipContext => s.context;

let typed = 0;

function expectIndicator(driver: Driver, said: string, requests: LeadCall['kind'][]): void {
  expect(document.querySelector('.save-indicator')).toHaveTextContent(said, { normalizeWhitespace: true });
  expectRequests(driver, requests);
}

/** Sent (now, or before this page, or in another tab): thanked; no form to send it again; nothing more goes to the server. */
function expectThanked(driver: Driver): void {
  expect(formElement()).toBeNull();
  expect(screen.getByText(text.success)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: messages.sent.again })).toBeEnabled();
  expect(driver.leads.pending).toEqual([]);
}

const missingList = () => screen.queryByText(text.missing);
const missing = (state: AnyMachineSnapshot) => Object.keys(validateScholarship(contextOf(state).draft)) as ScholarshipField[];
const editable = (yes: boolean) => {
  for (const name of ['centerName', 'message'] as const) {
    if (yes) expect(field(name)).not.toHaveAttribute('readonly');
    else expect(field(name)).toHaveAttribute('readonly');
  }
};

/** The button cannot send: disabled, or (while fields are missing) marked so and describing what is missing. */
function expectCannotSend(): void {
  const b = button();
  expect(b.hasAttribute('disabled') || b.getAttribute('aria-disabled') === 'true').toBe(true);
}

const sentDate = (s: AnyMachineSnapshot) => messages.sent.on(formatSentDate(contextOf(s).sent!.at)!);

describePaths<typeof scholarshipMachine, Driver>('scholarship', scholarshipMachine, {
  events: lifecycleEvents(application),
  ...lifecycleFormPaths(application, (bindings, steps) => render(<ScholarshipForm logic={withBrokenWatchers(bindScholarship(bindings), steps)} />)),
  pathCount: 45,

  perform: {
    ...worldEvents(application, () => {
      typed += 1;
      fireEvent.change(field('centerName'), { target: { value: `Casa Verde ${typed}` } });
    }),
    'field.change': async (_, event) => {
      typed += 1;
      fireEvent.change(field(event.field), { target: { value: `${event.field === 'message' ? 'We need help' : 'Casa Verde'} ${typed}` } });
      await settle();
    },
    'form.submit': async () => {
      fireEvent.click(button());
      await settle();
    },
    'form.restart': async (driver) => {
      fireEvent.click(screen.getByRole('button', { name: messages.sent.again }));
      await settle();
      // A new application: an empty form (what this page typed and the sent record lacks aside).
      expect(liveContext(driver).recordId).toBeNull();
    },
    'draft.flush': async () => {
      if (formElement()) fireEvent.focusOut(field('centerName'));
      await settle();
    },
  },

  expectations: {
    // The form region: what the visitor can do. What the server refused shows next to its field.
    'form.filling': (_, state) => {
      expect(formElement()!.querySelectorAll('[aria-invalid="true"]')).toHaveLength(Object.keys(contextOf(state).errors).length);
    },
    // A stored draft is looked for: typing is fine, and a press of Send counts (issue 20).
    'form.filling.open.lookingForDraft': (_, state) => {
      if (missing(state).length) expectCannotSend();
      else expect(button()).not.toHaveAttribute('aria-disabled');
      expect(button()).toBeEnabled();
      editable(true);
    },
    // Pressed already: it is made once the stored draft is back.
    'form.filling.open.submitHeld': () => {
      expectCannotSend();
      editable(true);
    },
    'form.filling.open.editing': (_, state) => {
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
    },
    'form.filling.submitting': (driver, state) => {
      expect(button()).toHaveAccessibleName(text.submitting);
      expect(button()).toBeDisabled();
      editable(false);
      // The submission goes as typed, with status submitted.
      const { sending, draft } = contextOf(state);
      if (state.matches({ save: 'saving' }) && isSubmissionOf(resource, sending)) {
        expect(driver.leads.pending.at(-1)?.call.body).toMatchObject({ ...draft, status: 'submitted' });
      }
    },
    'form.submitted': (driver) => {
      expectThanked(driver);
      expect(screen.getByText(text.success)).toHaveFocus();
      expect(driver.analytics.track).toHaveBeenCalledWith(analyticsEvents.scholarshipSubmitted);
      // The server has the application, sent, as the visitor typed it.
      const stored = driver.leads.records.get(liveContext(driver).sent!.recordId)!;
      expect(stored.status).toBe('submitted');
      expect(leadMemory.read(resource)).toMatchObject({ sent: { recordId: stored._id } });
      expect(leadMemory.read(resource).recordId).toBeUndefined();
    },
    // Sent before this page or in another tab: thanked with its date; not counted as sent here.
    'form.sent': (driver, state) => {
      expectThanked(driver);
      expect(screen.getByText(sentDate(state))).toBeInTheDocument();
      expect(driver.analytics.track).not.toHaveBeenCalledWith(analyticsEvents.scholarshipSubmitted);
      expect(leadMemory.read(resource).sent?.recordId).toBe(contextOf(state).sent!.recordId);
    },

    // The save region: what the indicator says, and what the server is asked.
    'save.loading.restoring': (driver) => expectIndicator(driver, '', ['get']),
    'save.loading.waiting': (driver) => expectIndicator(driver, messages.saveStatus.offline, []),
    'save.idle': (driver, state) => {
      const { recordId } = contextOf(state);
      // 'Saved' only once there is a record, and then the server holds what the form shows, and the device remembers it.
      expectIndicator(driver, recordId ? messages.saveStatus.saved : '', []);
      if (recordId) {
        const stored = driver.leads.records.get(recordId);
        expect([stored?.centerName ?? '', stored?.message ?? '', stored?.position ?? '']).toEqual([
          field('centerName').value,
          field('message').value,
          field('position').value,
        ]);
        expect(leadMemory.read(resource)).toMatchObject({ recordId });
        expect(leadMemory.read(resource).draft).toBeUndefined();
      }
    },
    'save.debouncing': (driver, state) => {
      expectIndicator(driver, messages.saveStatus.saving, []);
      // What is typed and not saved yet is kept on the device (a reload restores it).
      expect(leadMemory.read(resource).draft).toEqual(contextOf(state).draft);
    },
    'save.saving.creating': (driver) => {
      expectIndicator(driver, messages.saveStatus.saving, ['add']);
      // The device holds the create's key and what it carries: a reload now repeats this very create.
      const { idempotencyKey } = driver.leads.pending[0]!.call;
      expect(idempotencyKey).toBeTruthy();
      expect(leadMemory.read(resource).key).toBe(idempotencyKey);
    },
    'save.saving.updating': (driver) => expectIndicator(driver, messages.saveStatus.saving, ['update']),
    'save.retrying': (driver) => expectIndicator(driver, messages.saveStatus.offline, []),
    // (The refused field is marked: the editing state's check counts the marks.)
    'save.rejected': (driver) => expectIndicator(driver, messages.saveStatus.rejected, []),
    // A 429 is no alarm: the form says it is saving slowly, not that it is offline, and waits.
    'save.slowedDown': (driver) => expectIndicator(driver, messages.saveStatus.slow, []),
    // Cookies blocked: said plainly, never 'offline', and nothing more is tried.
    'save.blocked': (driver) => expectIndicator(driver, messages.saveStatus.blocked, []),
    'save.sent': (driver) => expect(driver.leads.maxInFlight).toBeLessThanOrEqual(1),
  },
});
