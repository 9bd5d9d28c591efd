import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { fromCallback, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { autosaveTiming, retryDelayMs, type TabAnnouncement } from '../../machines/saveRules';
import { scholarshipMachine, type ScholarshipContext } from '../../machines/scholarship.machine';
import { bindScholarship } from '../../src/actors/scholarship';
import { formatSentDate } from '../../src/components/form/SentDetails';
import { ScholarshipForm } from '../../src/components/scholarship/ScholarshipForm';
import { scholarshipText } from '../../src/content/scholarship';
import { analyticsEvents } from '../../src/domain/analyticsEvents';
import type { Draft } from '../../src/domain/draftMerge';
import { messages } from '../../src/domain/messages';
import { validateScholarship, type ScholarshipDraft, type ScholarshipField } from '../../src/domain/scholarship';
import { leadMemory } from '../../src/services/leadMemory';
import type { PathCoverage } from '../../tools/paths/coverage';
import { antiForgeryRefused, FakeLeads, networkDown, refused, slowedDown, type LeadCall } from '../support/fakeLeads';
import { FakeTabs } from '../support/fakeTabs';
import { elapse, fakeAnalytics, settle, useFakeClock } from '../support/renderWaitlist';
import { describePaths } from './describePaths';
import { control } from './formDriver';
import { describeLifecycleEvent, isRestartLoad, lifecycleEvents, lifecycleView, otherTabNotes, slowDown, type LifecycleForm } from './lifecycle.model';

/**
 * Paths of the scholarship machine (its form region and its save region), each replayed on the
 * real application form with its real bindings: the visitor types and clicks, the server's
 * answers are given by answering the fake leads API, timers by moving the fake clock, leaving and
 * coming back online by window events, other tabs by the fake tab channel. After every step the
 * running machine must agree with the model, the page must show what the state means, and the
 * fake server must have exactly the request the state stands for, never two at once.
 */
const text = scholarshipText.form;
const resource = 'scholarship-applications';

const application: LifecycleForm = {
  machineId: 'scholarship',
  stored: { status: 'draft', centerName: 'Casa Verde', country: 'Romania', contactPersonName: 'Ioana Pop', email: 'ioana@casaverde.example', situation: 'new' },
  completingField: 'message',
  otherField: 'centerName',
  otherTabField: 'position',
  valid: (draft) => Object.keys(validateScholarship(draft as ScholarshipDraft)).length === 0,
  sentFields: { status: 'submitted' },
};

interface Driver {
  leads: FakeLeads;
  tabs: FakeTabs;
  coverage: PathCoverage;
  analytics: ReturnType<typeof fakeAnalytics>;
  restoreClock: () => void;
}

const field = (name: 'centerName' | 'message' | 'position') => control('textbox', text.labels[name]);
const formElement = () => screen.queryByRole('form', { name: text.name });
const button = () => within(formElement()!).getByRole('button');
const live = (driver: Driver) => driver.coverage.snapshot()!;
const contextOf = (s: AnyMachineSnapshot): ScholarshipContext => s.context;

let typed = 0;

/** Opens the form on a new visit whose earlier draft is stored, the restore waiting for the server. */
function open(driver: Driver, breaks: { page: boolean; tabs: boolean }): void {
  const broken = <E extends EventObject>(message: string) =>
    fromCallback<E>(() => {
      throw new Error(message);
    });
  let logic = bindScholarship({ saving: { client: driver.leads, tabs: driver.tabs.open }, analytics: driver.analytics, log: vi.fn() });
  if (breaks.page) logic = logic.provide({ actors: { watchPage: broken('no page events here') } });
  if (breaks.tabs) logic = logic.provide({ actors: { watchTabs: broken<TabAnnouncement>('no tab channel here') } });
  const now = '2026-11-23T11:00:00.000Z';
  driver.leads.records.set('stored', { ...application.stored, _id: 'stored', createdAt: now, updatedAt: now });
  leadMemory.write(resource, { recordId: 'stored' });
  driver.leads.manual = true;
  render(<ScholarshipForm logic={logic} />);
}

/** Answers the oldest waiting request of a kind, as the step's event says. */
async function answer(driver: Driver, kind: LeadCall['kind'], error: { status?: number; retryAfterSeconds?: number } | undefined): Promise<void> {
  const call = driver.leads.next(kind);
  if (error?.status === 404) driver.leads.records.delete(call.call.id!);
  const failure =
    error?.status === 0
      ? networkDown()
      : error?.status === 403
        ? antiForgeryRefused()
        : error?.status === 400
          ? refused(application.otherField)
          : error?.status === 429
            ? slowedDown(error.retryAfterSeconds!)
            : undefined;
  act(() => call.settle(failure));
  await settle();
}

function expectIndicator(driver: Driver, said: string, requests: LeadCall['kind'][]): void {
  expect(document.querySelector('.save-indicator')).toHaveTextContent(said, { normalizeWhitespace: true });
  // The server sees exactly the request the state stands for, and never two at once.
  expect(driver.leads.pending.map((p) => p.call.kind)).toEqual(requests);
  expect(driver.leads.maxInFlight).toBeLessThanOrEqual(1);
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
  serializeState: (s) => JSON.stringify(lifecycleView(application)(s)),
  compare: lifecycleView(application),
  describeEvent: describeLifecycleEvent(application),
  // Every situation the model tells apart meets every event that can happen in it.
  cover: 'edges',
  pathCount: 491,
  // A broken watch fails at start; the restore after 'Send another request' has nothing to ask.
  immediate: (e) => e.type === 'xstate.error.actor.watchPage' || e.type === 'xstate.error.actor.watchTabs' || isRestartLoad(e),

  start: async (coverage, path) => {
    const driver: Driver = { leads: new FakeLeads(resource), tabs: new FakeTabs(), coverage, analytics: fakeAnalytics(), restoreClock: useFakeClock() };
    localStorage.clear();
    const breaks = (type: string) => path.steps.some((s) => s.event.type === type);
    open(driver, { page: breaks('xstate.error.actor.watchPage'), tabs: breaks('xstate.error.actor.watchTabs') });
    await settle();
    return driver;
  },
  stop: (driver) => driver.restoreClock(),

  perform: {
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
      expect(contextOf(live(driver)).recordId).toBeNull();
    },
    'page.leave': async () => {
      act(() => void window.dispatchEvent(new Event('pagehide')));
      await settle();
    },
    'network.online': async () => {
      act(() => void window.dispatchEvent(new Event('online')));
      await settle();
    },
    'draft.flush': async () => {
      if (formElement()) fireEvent.focusOut(field('centerName'));
      await settle();
    },
    'xstate.after.SAVE_DELAY.scholarship.save.debouncing.pausing': () => elapse(autosaveTiming.saveDelayMs),
    'xstate.after.MAX_WAIT.scholarship.save.debouncing': async () => {
      const step = autosaveTiming.saveDelayMs / 2;
      for (let waited = 0; waited < autosaveTiming.maxWaitMs; waited += step) {
        typed += 1;
        fireEvent.change(field('centerName'), { target: { value: `Casa Verde ${typed}` } });
        await elapse(step);
      }
      await settle();
    },
    'xstate.after.RETRY_AFTER.scholarship.save.slowedDown': () => elapse(slowDown.retryAfterSeconds * 1000),
    'xstate.after.RETRY_DELAY.scholarship.save.retrying': (driver) => elapse(retryDelayMs(contextOf(live(driver)).failures)),
    'xstate.after.RETRY_DELAY.scholarship.save.loading.waiting': (driver) => elapse(retryDelayMs(contextOf(live(driver)).failures)),
    'xstate.done.actor.loadRecord': (driver, event) => {
      if (isRestartLoad(event)) return settle();
      if (event.output === null) driver.leads.records.delete('stored');
      else if ('sent' in event.output) driver.leads.touch('stored', { status: 'submitted' });
      return answer(driver, 'get', undefined);
    },
    'xstate.error.actor.loadRecord': (driver, event) => answer(driver, 'get', event.error),
    'xstate.done.actor.createRecord': (driver, event) => {
      // The key already made a record: one with more fields, or one that was sent.
      const { idempotencyKey, body } = driver.leads.pending.find((p) => p.call.kind === 'add')!.call;
      if (event.output.sent) driver.leads.seed(idempotencyKey!, { ...body, status: 'submitted' });
      else if ((event.output.stored as Draft | undefined)?.[application.otherTabField] === otherTabNotes)
        driver.leads.seed(idempotencyKey!, { ...body, [application.otherTabField]: otherTabNotes, status: 'draft' });
      return answer(driver, 'add', undefined);
    },
    'xstate.error.actor.createRecord': (driver, event) => answer(driver, 'add', event.error),
    'xstate.done.actor.updateRecord': (driver) => answer(driver, 'update', undefined),
    'xstate.error.actor.updateRecord': (driver, event) => {
      // Another tab saved (412) or sent (409) the record while this tab's save was on its way.
      const status = (event.error as { status?: number }).status;
      const id = driver.leads.pending.find((p) => p.call.kind === 'update')!.call.id!;
      if (status === 412) driver.leads.touch(id, { [application.otherTabField]: otherTabNotes });
      else if (status === 409) driver.leads.touch(id, { status: 'submitted' });
      return answer(driver, 'update', status === 412 || status === 409 ? undefined : event.error);
    },
    'tab.saved': async (driver) => {
      const recordId = contextOf(live(driver)).recordId!;
      const saving = driver.leads.pending.find((p) => p.call.kind === 'update');
      if (saving) {
        // The other tab saves on top of this tab's save once that is answered, and says so now.
        const { draft, version } = driver.leads.onTopOf(saving, recordId, { [application.otherTabField]: otherTabNotes });
        act(() => driver.tabs.emit({ type: 'tab.saved', recordId, draft, version }));
        await settle();
        return;
      }
      const { _id, createdAt, updatedAt, ...draft } = driver.leads.touch(recordId, { [application.otherTabField]: otherTabNotes });
      act(() => driver.tabs.emit({ type: 'tab.saved', recordId: _id, draft, version: updatedAt! }));
      await settle();
    },
    'tab.sent': async (driver) => {
      const recordId = contextOf(live(driver)).recordId!;
      const saving = driver.leads.pending.find((p) => p.call.kind === 'update');
      if (saving) {
        const { version } = driver.leads.onTopOf(saving, recordId, { status: 'submitted' });
        act(() => driver.tabs.emit({ type: 'tab.sent', recordId, at: version }));
        await settle();
        return;
      }
      const sent = driver.leads.touch(recordId, { status: 'submitted' });
      act(() => driver.tabs.emit({ type: 'tab.sent', recordId: sent._id, at: sent.updatedAt! }));
      await settle();
    },
  },

  expectations: {
    // The form region: what the visitor can do. What the server refused shows next to its field.
    'form.filling': (_, state) => {
      expect(formElement()!.querySelectorAll('[aria-invalid="true"]')).toHaveLength(Object.keys(contextOf(state).errors).length);
    },
    // A stored draft is looked for: typing is fine, and a press of Send counts (issue 20).
    'form.filling.open.restoring.lookingForDraft': (_, state) => {
      if (missing(state).length) expectCannotSend();
      else expect(button()).not.toHaveAttribute('aria-disabled');
      expect(button()).toBeEnabled();
      editable(true);
    },
    // Pressed already: it is made once the stored draft is back.
    'form.filling.open.restoring.submitHeld': () => {
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
      const { sending, submission, draft } = contextOf(state);
      if (state.matches({ save: 'saving' }) && sending === submission) {
        expect(driver.leads.pending.at(-1)?.call.body).toMatchObject({ ...draft, status: 'submitted' });
      }
    },
    'form.submitted': (driver) => {
      expectThanked(driver);
      expect(screen.getByText(text.success)).toHaveFocus();
      expect(driver.analytics.track).toHaveBeenCalledWith(analyticsEvents.scholarshipSubmitted);
      // The server has the application, sent, as the visitor typed it.
      const stored = driver.leads.records.get(contextOf(live(driver)).sent!.recordId)!;
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
