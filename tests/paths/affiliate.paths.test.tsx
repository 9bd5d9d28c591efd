import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { fromCallback, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { affiliateMachine, selectInterrupted, selectPreviewReady, type AffiliateContext } from '../../machines/affiliate.machine';
import { autosaveTiming, retryDelayMs, type TabAnnouncement } from '../../machines/saveRules';
import { bindAffiliate } from '../../src/actors/affiliate';
import { AffiliateForm } from '../../src/components/affiliate/AffiliateForm';
import { formatSentDate } from '../../src/components/form/SentDetails';
import { affiliateText } from '../../src/content/affiliate';
import { validateAffiliate, type AffiliateDraft } from '../../src/domain/affiliate';
import { analyticsEvents } from '../../src/domain/analyticsEvents';
import type { Draft } from '../../src/domain/draftMerge';
import { messages } from '../../src/domain/messages';
import { leadMemory } from '../../src/services/leadMemory';
import type { PathCoverage } from '../../tools/paths/coverage';
import { antiForgeryRefused, FakeLeads, networkDown, refused, slowedDown, type LeadCall } from '../support/fakeLeads';
import { FakeTabs } from '../support/fakeTabs';
import { elapse, fakeAnalytics, settle, useFakeClock } from '../support/renderWaitlist';
import { describePaths } from './describePaths';
import { control } from './formDriver';
import { describeLifecycleEvent, isRestartLoad, lifecycleEvents, lifecycleView, otherTabNotes, slowDown, type LifecycleForm } from './lifecycle.model';

/**
 * Paths of the affiliate machine (its form and notice regions beside the save region), each
 * replayed on the real referral form with its real bindings, driven as the scholarship's are
 * (scholarship.paths.test.tsx): the visitor types and clicks, the fake leads API answers, the fake
 * clock moves, window events leave and come back online, the fake tab channel brings other tabs'
 * news. The save region's rules meet every event in every situation in the scholarship's paths
 * (`cover: 'edges'`); here every state and transition is taken once (`cover: 'transitions'`),
 * which is what the referral form adds: the notice, the next referral after a send, 'Try again'.
 */
const text = affiliateText.form;
const notices = affiliateText.notices;
const resource = 'affiliates';

const referral: LifecycleForm = {
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
};

interface Driver {
  leads: FakeLeads;
  tabs: FakeTabs;
  coverage: PathCoverage;
  analytics: ReturnType<typeof fakeAnalytics>;
  restoreClock: () => void;
}

const field = (name: 'centerName' | 'contactPersonName' | 'nameA' | 'otherInfo') => control('textbox', text.labels[name]);
const formElement = () => screen.queryByRole('form', { name: text.name });
const button = () => within(formElement()!).getByRole('button', { name: /.+/ });
const live = (driver: Driver) => driver.coverage.snapshot()!;
const contextOf = (s: AnyMachineSnapshot): AffiliateContext => s.context;
const alert = () => screen.queryByRole('alert');
const success = () => screen.queryByText(notices.succeeded);
const preview = () => screen.queryByTestId('email-preview');

let typed = 0;

/** Opens the form on a new visit whose earlier draft is stored, the restore waiting for the server. */
function open(driver: Driver, breaks: { page: boolean; tabs: boolean }): void {
  const broken = <E extends EventObject>(message: string) =>
    fromCallback<E>(() => {
      throw new Error(message);
    });
  let logic = bindAffiliate({ saving: { client: driver.leads, tabs: driver.tabs.open }, analytics: driver.analytics, log: vi.fn() });
  if (breaks.page) logic = logic.provide({ actors: { watchPage: broken('no page events here') } });
  if (breaks.tabs) logic = logic.provide({ actors: { watchTabs: broken<TabAnnouncement>('no tab channel here') } });
  const now = '2026-11-23T11:00:00.000Z';
  driver.leads.records.set('stored', { ...referral.stored, _id: 'stored', createdAt: now, updatedAt: now });
  leadMemory.write(resource, { recordId: 'stored' });
  driver.leads.manual = true;
  render(<AffiliateForm logic={logic} />);
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
          ? refused(referral.otherField)
          : error?.status === 429
            ? slowedDown(error.retryAfterSeconds!)
            : undefined;
  act(() => call.settle(failure));
  await settle();
}

/** The indicator (unless the notice says how saving goes) and the requests the state stands for, never two at once. */
function expectIndicator(driver: Driver, state: AnyMachineSnapshot, said: string, requests: LeadCall['kind'][]): void {
  if (formElement() && !state.matches({ notice: 'failed' })) {
    expect(document.querySelector('.save-indicator')).toHaveTextContent(said, { normalizeWhitespace: true });
  }
  expect(driver.leads.pending.map((p) => p.call.kind)).toEqual(requests);
  expect(driver.leads.maxInFlight).toBeLessThanOrEqual(1);
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
  serializeState: (s) => JSON.stringify(lifecycleView(referral)(s)),
  compare: lifecycleView(referral),
  describeEvent: describeLifecycleEvent(referral),
  cover: 'transitions',
  pathCount: 48,
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
      expect(contextOf(live(driver)).recordId).toBeNull();
      expect(field('centerName')).toHaveValue('');
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
    'xstate.after.SAVE_DELAY.affiliate.save.debouncing.pausing': () => elapse(autosaveTiming.saveDelayMs),
    'xstate.after.MAX_WAIT.affiliate.save.debouncing': async () => {
      const step = autosaveTiming.saveDelayMs / 2;
      for (let waited = 0; waited < autosaveTiming.maxWaitMs; waited += step) {
        typed += 1;
        fireEvent.change(field('centerName'), { target: { value: `Fjord Senter ${typed}` } });
        await elapse(step);
      }
      await settle();
    },
    'xstate.after.RETRY_AFTER.affiliate.save.slowedDown': () => elapse(slowDown.retryAfterSeconds * 1000),
    'xstate.after.RETRY_DELAY.affiliate.save.retrying': (driver) => elapse(retryDelayMs(contextOf(live(driver)).failures)),
    'xstate.after.RETRY_DELAY.affiliate.save.loading.waiting': (driver) => elapse(retryDelayMs(contextOf(live(driver)).failures)),
    'xstate.done.actor.loadRecord': (driver, event) => {
      if (isRestartLoad(event)) return settle();
      if (event.output === null) driver.leads.records.delete('stored');
      else if ('sent' in event.output) driver.leads.touch('stored', { submitted: true });
      return answer(driver, 'get', undefined);
    },
    'xstate.error.actor.loadRecord': (driver, event) => answer(driver, 'get', event.error),
    'xstate.done.actor.createRecord': (driver, event) => {
      // The key already made a record: one with more fields, or one that was sent.
      const { idempotencyKey, body } = driver.leads.pending.find((p) => p.call.kind === 'add')!.call;
      if (event.output.sent) driver.leads.seed(idempotencyKey!, { ...body, submitted: true });
      else if ((event.output.stored as Draft | undefined)?.[referral.otherTabField] === otherTabNotes)
        driver.leads.seed(idempotencyKey!, { ...body, [referral.otherTabField]: otherTabNotes });
      return answer(driver, 'add', undefined);
    },
    'xstate.error.actor.createRecord': (driver, event) => answer(driver, 'add', event.error),
    'xstate.done.actor.updateRecord': (driver) => answer(driver, 'update', undefined),
    'xstate.error.actor.updateRecord': (driver, event) => {
      // Another tab saved (412) or sent (409) the record while this tab's save was on its way.
      const status = (event.error as { status?: number }).status;
      const id = driver.leads.pending.find((p) => p.call.kind === 'update')!.call.id!;
      if (status === 412) driver.leads.touch(id, { [referral.otherTabField]: otherTabNotes });
      else if (status === 409) driver.leads.touch(id, { submitted: true });
      return answer(driver, 'update', status === 412 || status === 409 ? undefined : event.error);
    },
    'tab.saved': async (driver) => {
      const recordId = contextOf(live(driver)).recordId!;
      const saving = driver.leads.pending.find((p) => p.call.kind === 'update');
      if (saving) {
        const { draft, version } = driver.leads.onTopOf(saving, recordId, { [referral.otherTabField]: otherTabNotes });
        act(() => driver.tabs.emit({ type: 'tab.saved', recordId, draft, version }));
        await settle();
        return;
      }
      const { _id, createdAt, updatedAt, ...draft } = driver.leads.touch(recordId, { [referral.otherTabField]: otherTabNotes });
      act(() => driver.tabs.emit({ type: 'tab.saved', recordId: _id, draft, version: updatedAt! }));
      await settle();
    },
    'tab.sent': async (driver) => {
      const recordId = contextOf(live(driver)).recordId!;
      const saving = driver.leads.pending.find((p) => p.call.kind === 'update');
      if (saving) {
        const { version } = driver.leads.onTopOf(saving, recordId, { submitted: true });
        act(() => driver.tabs.emit({ type: 'tab.sent', recordId, at: version }));
        await settle();
        return;
      }
      const sent = driver.leads.touch(recordId, { submitted: true });
      act(() => driver.tabs.emit({ type: 'tab.sent', recordId: sent._id, at: sent.updatedAt! }));
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
    'form.filling.open.restoring.lookingForDraft': () => {
      expect(button()).toHaveAccessibleName(text.submit);
      expect(button()).toBeEnabled();
      editable(true);
    },
    // Pressed already: it is made once the stored draft is back; meanwhile a second press does nothing.
    'form.filling.open.restoring.submitHeld': () => {
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
      const { sending, submission, draft } = contextOf(state);
      if (state.matches({ save: 'saving' }) && sending === submission) {
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
