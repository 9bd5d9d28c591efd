import { act, fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import { autosaveMachine, autosaveTiming, retryDelayMs, type AutosaveInput, type Draft, type TabAnnouncement } from '../../machines/autosave.machine';
import { autosaveFor } from '../../src/actors/autosave';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { messages } from '../../src/domain/messages';
import { leadMemory } from '../../src/services/leadMemory';
import { antiForgeryRefused, FakeLeads, networkDown, refused, slowedDown, type LeadCall } from '../support/fakeLeads';
import { fakeAutosave } from '../support/fakeAutosave';
import { FakeTabs } from '../support/fakeTabs';
import { elapse, renderWaitlist, settle, typist, useFakeClock } from '../support/renderWaitlist';
import {
  autosaveEvents,
  autosaveView,
  continuedDraft,
  continuedRecord,
  describeAutosaveEvent,
  newVisit,
  otherTabNotes,
  resumedRecord,
  serializeAutosave,
  storedDraft,
  slowDown,
} from './autosave.model';
import type { PathCoverage } from '../../tools/paths/coverage';
import { describePaths } from './describePaths';
import { control } from './formDriver';

/**
 * Paths of the real autosave machine, each replayed on the real wait-list form (the full form)
 * with its real autosave and save indicator: the form's edits and submits by typing and
 * clicking, the server's answers by answering the fake leads API, timers by moving the fake
 * clock, leaving and coming back online by window events. Every situation the model tells apart
 * meets every event that can happen in it (cover: 'edges'). After every step the running
 * autosave must agree with the model, the indicator must say what the state means, and the fake
 * server must have exactly the request the state stands for, never two at once.
 */
interface Driver {
  leads: FakeLeads;
  tabs: FakeTabs;
  coverage: PathCoverage;
  restoreClock: () => void;
}

const field = (name: 'name' | 'email') => control('textbox', waitlistText.labels[name]);

let typed = 0;

/** Opens the form on a new visit whose earlier draft is stored, the restore waiting for the server. */
async function openNewVisit(driver: Driver, breaks: { page: boolean; tabs: boolean }): Promise<void> {
  const { leads } = driver;
  let autosave = autosaveFor('waitlist-records', { client: leads, log: () => {}, tabs: driver.tabs.open });
  const broken = <E extends EventObject>(message: string) =>
    fromCallback<E>(() => {
      throw new Error(message);
    });
  if (breaks.page) autosave = autosave.provide({ actors: { watchPage: broken('no page events here') } });
  if (breaks.tabs) autosave = autosave.provide({ actors: { watchTabs: broken<TabAnnouncement>('no tab channel here') } });
  leads.records.set('stored', { ...storedDraft, _id: 'stored', createdAt: '2026-11-23T11:00:00.000Z', updatedAt: '2026-11-23T11:00:00.000Z' });
  leadMemory.write('waitlist-records', { recordId: 'stored' });
  leads.manual = true;
  renderWaitlist({}, { leads, autosave });
  await settle();
}

/** Gives an email on the pricing page's short form, then goes on with 'click here'. */
async function continueFromShortForm({ leads, tabs }: Driver): Promise<void> {
  renderWaitlist({ shortForm: true }, { leads, autosave: autosaveFor('waitlist-records', { client: leads, log: () => {}, tabs: tabs.open }) });
  await settle();
  await typist().type(control('textbox', waitlistText.labels.shortEmail), String(continuedDraft.email));
  leads.manual = true;
  await typist().click(screen.getByRole('button', { name: waitlistText.submit }));
  // Leaving the field saves what is pending (the create); the submit follows right after it.
  while (leads.pending.length) {
    await act(async () => leads.next(leads.pending[0]!.call.kind).settle());
    await settle();
  }
  await typist().click(screen.getByRole('button', { name: waitlistText.success.expandAction }));
  await settle();
}

/**
 * The form's autosave stopped (the form is `stalled`), and the visitor presses 'Try again': the
 * form starts a new, real autosave that goes on with the record the stopped one had. The real
 * autosave stops only when one of its own effects throws, which in jsdom takes a broken
 * dependency: so the form starts directly in that situation, its first autosave being the
 * stand-in (tests/support/fakeAutosave.ts) that finds the record and then fails. The form machine
 * picks its autosave by name at each start, so the real one is named in before 'Try again'.
 */
async function resumeAfterStall({ leads, tabs }: Driver): Promise<void> {
  leads.records.set('resumed', { ...storedDraft, _id: 'resumed', createdAt: '2026-11-23T11:00:00.000Z', updatedAt: '2026-11-23T11:00:00.000Z' });
  const stopped = fakeAutosave();
  const { logic } = renderWaitlist({}, { leads, autosave: stopped.logic as unknown as ReturnType<typeof autosaveFor> });
  await settle();
  act(() => stopped.send({ type: 'test.report', report: { type: 'autosave.ready', recordId: 'resumed', draft: storedDraft } }));
  await settle();
  act(() => stopped.send({ type: 'test.fail' }));
  await settle();
  expect(screen.getByText(waitlistText.stalled)).toBeInTheDocument();
  (logic.implementations.actors as Record<string, unknown>).autosave = autosaveFor('waitlist-records', { client: leads, log: () => {}, tabs: tabs.open });
  leads.manual = true;
  fireEvent.click(screen.getByRole('button', { name: waitlistText.retry }));
  await settle();
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
          ? refused('email')
          : error?.status === 429
            ? slowedDown(error.retryAfterSeconds!)
            : undefined;
  act(() => call.settle(failure));
  await settle();
}

function expectIndicator(driver: Driver, text: string, requests: LeadCall['kind'][]): void {
  expect(document.querySelector('.save-indicator')).toHaveTextContent(text, { normalizeWhitespace: true });
  // The server sees exactly the request the state stands for, and never two at once.
  expect(driver.leads.pending.map((p) => p.call.kind)).toEqual(requests);
  expect(driver.leads.maxInFlight).toBeLessThanOrEqual(1);
}

/**
 * The model walks the machine as the wait-list binds it: its guards then decide as the live form's
 * do (`awaitsCompletion` knows the resource's short-form mark). No actor of it is ever started.
 */
const boundMachine = autosaveFor('waitlist-records', { client: new FakeLeads(), log: () => {} });

describePaths<typeof autosaveMachine, Driver>('autosave', boundMachine, {
  inputs: [newVisit, continuedRecord, resumedRecord],
  describeInput: (input) =>
    input === continuedRecord
      ? "continued after the short form's 'click here'"
      : input === resumedRecord
        ? "started again by 'Try again' after the form's autosave stopped"
        : 'a new visit with a stored draft',
  events: autosaveEvents,
  serializeState: serializeAutosave,
  compare: autosaveView,
  describeEvent: describeAutosaveEvent,
  cover: 'edges',
  pathCount: 502,
  // A broken watch fails at start.
  immediate: ['xstate.error.actor.watchPage', 'xstate.error.actor.watchTabs'],

  start: async (coverage, path) => {
    const driver: Driver = { leads: new FakeLeads(), tabs: new FakeTabs(), coverage, restoreClock: useFakeClock() };
    localStorage.clear();
    history.replaceState(null, '', '/demo');
    if ((path.input as AutosaveInput) === continuedRecord) await continueFromShortForm(driver);
    else if ((path.input as AutosaveInput) === resumedRecord) await resumeAfterStall(driver);
    else {
      const breaks = (type: string) => path.steps.some((s) => s.event.type === type);
      await openNewVisit(driver, { page: breaks('xstate.error.actor.watchPage'), tabs: breaks('xstate.error.actor.watchTabs') });
    }
    return driver;
  },
  stop: (driver) => driver.restoreClock(),

  perform: {
    'draft.change': async (_, event) => {
      typed += 1;
      fireEvent.change(field(event.field), { target: { value: event.field === 'name' ? `Ada Lovelace ${typed}` : `ada${typed}@example.org` } });
      await settle();
    },
    'draft.save': async () => {
      fireEvent.click(screen.getByRole('button', { name: waitlistText.submit }));
      await settle();
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
      fireEvent.focusOut(field('name'));
      await settle();
    },
    'xstate.after.SAVE_DELAY.autosave.debouncing.pausing': () => elapse(autosaveTiming.saveDelayMs),
    'xstate.after.MAX_WAIT.autosave.debouncing': async () => {
      const step = autosaveTiming.saveDelayMs / 2;
      for (let waited = 0; waited < autosaveTiming.maxWaitMs; waited += step) {
        typed += 1;
        fireEvent.change(field('name'), { target: { value: `Ada Lovelace ${typed}` } });
        await elapse(step);
      }
      await settle();
    },
    'xstate.after.RETRY_AFTER.autosave.slowedDown': () => elapse(slowDown.retryAfterSeconds * 1000),
    'xstate.after.RETRY_DELAY.autosave.retrying': (driver) => elapse(retryDelayMs(driver.coverage.snapshot()!.context.failures)),
    'xstate.after.RETRY_DELAY.autosave.restoreWaiting': (driver) => elapse(retryDelayMs(driver.coverage.snapshot()!.context.failures)),
    'xstate.done.actor.loadRecord': (driver, event) => {
      if (event.output === null) driver.leads.records.delete('stored');
      else if ('sent' in event.output) driver.leads.touch('stored', { status: 'submitted', email: 'grace@example.org' });
      return answer(driver, 'get', undefined);
    },
    'xstate.error.actor.loadRecord': (driver, event) => answer(driver, 'get', event.error),
    'xstate.done.actor.createRecord': (driver, event) => {
      // The key already made a record: one with more fields, or one that was sent.
      const { idempotencyKey, body } = driver.leads.pending.find((p) => p.call.kind === 'add')!.call;
      if (event.output.sent) driver.leads.seed(idempotencyKey!, { ...body, name: 'Ada Lovelace', email: 'ada@example.org', status: 'submitted' });
      // An earlier page's record is a draft: a sent one is read back as its receipt only, which
      // a create carrying the submission takes as its own (src/actors/autosave.ts).
      else if ((event.output.stored as { notes?: string } | undefined)?.notes === otherTabNotes)
        driver.leads.seed(idempotencyKey!, { ...body, notes: otherTabNotes, status: 'draft' });
      return answer(driver, 'add', undefined);
    },
    'xstate.error.actor.createRecord': (driver, event) => answer(driver, 'add', event.error),
    'xstate.done.actor.updateRecord': (driver) => answer(driver, 'update', undefined),
    'xstate.error.actor.updateRecord': (driver, event) => {
      // Another tab saved (412) or sent (409) the record while this tab's save was on its way.
      const status = (event.error as { status?: number }).status;
      const id = driver.leads.pending.find((p) => p.call.kind === 'update')!.call.id!;
      if (status === 412) driver.leads.touch(id, { notes: otherTabNotes });
      // (A short-form lead completed elsewhere no longer holds its mark: it takes no second completion.)
      const refusedCompletion = (event.error as { data?: { record?: Draft } }).data?.record?.shortForm === true;
      // The short-form lead holds another address than the full form sends: another person's.
      if (status === 409 && refusedCompletion) driver.leads.touch(id, { email: 'grace@example.org' });
      else if (status === 409) driver.leads.touch(id, { status: 'submitted', name: 'Ada Lovelace', email: 'ada@example.org', shortForm: false });
      return answer(driver, 'update', status === 412 || status === 409 ? undefined : event.error);
    },
    'tab.saved': async (driver, event) => {
      // The live record (the model names a created one 'created').
      const recordId = (driver.coverage.snapshot()!.context.recordId as string | null) ?? event.recordId;
      const saving = driver.leads.pending.find((p) => p.call.kind === 'update');
      if (saving) {
        // The other tab saves on top of this tab's save once that is answered, and says so now.
        const { draft, version } = driver.leads.onTopOf(saving, recordId, { notes: otherTabNotes });
        act(() => driver.tabs.emit({ type: 'tab.saved', recordId, draft, version }));
        await settle();
        return;
      }
      const { _id, createdAt, updatedAt, ...draft } = driver.leads.touch(recordId, { notes: otherTabNotes });
      act(() => driver.tabs.emit({ type: 'tab.saved', recordId: _id, draft, version: updatedAt! }));
      await settle();
    },
    'tab.sent': async (driver, event) => {
      // The live record (the model names the continued one 'continued').
      const recordId = (driver.coverage.snapshot()!.context.recordId as string | null) ?? event.recordId;
      const saving = driver.leads.pending.find((p) => p.call.kind === 'update');
      if (saving) {
        // The other tab sends on top of this tab's save once that is answered, and says so now.
        const { version } = driver.leads.onTopOf(saving, recordId, { status: 'submitted', name: 'Ada Lovelace', email: 'ada@example.org' });
        act(() => driver.tabs.emit({ type: 'tab.sent', recordId, at: version }));
        await settle();
        return;
      }
      const sent = driver.leads.touch(recordId, { status: 'submitted', name: 'Ada Lovelace', email: 'ada@example.org' });
      act(() => driver.tabs.emit({ type: 'tab.sent', recordId: sent._id, at: sent.updatedAt! }));
      await settle();
    },
  },

  expectations: {
    restoring: (driver) => expectIndicator(driver, '', ['get']),
    restoreWaiting: (driver) => expectIndicator(driver, messages.saveStatus.offline, []),
    idle: (driver, state) => {
      const recordId = state.context.recordId as string | null;
      // 'Saved' only once there is a record, and then the server holds what the form shows.
      expectIndicator(driver, recordId ? messages.saveStatus.saved : '', []);
      if (recordId) {
        const stored = driver.leads.records.get(recordId);
        const notes = control('textbox', waitlistText.labels.notes);
        expect([stored?.name ?? '', stored?.email ?? '', stored?.notes ?? '']).toEqual([field('name').value, field('email').value, notes.value]);
      }
    },
    debouncing: (driver) => expectIndicator(driver, messages.saveStatus.saving, []),
    'saving.creating': (driver) => expectIndicator(driver, messages.saveStatus.saving, ['add']),
    'saving.updating': (driver) => expectIndicator(driver, messages.saveStatus.saving, ['update']),
    retrying: (driver) => expectIndicator(driver, messages.saveStatus.offline, []),
    rejected: (driver) => expectIndicator(driver, messages.saveStatus.rejected, []),
    // A 429 is no alarm: the form says it is saving slowly, not that it is offline, and waits.
    slowedDown: (driver) => expectIndicator(driver, messages.saveStatus.slow, []),
    // Cookies blocked: said plainly, never 'offline', and nothing more is tried.
    blocked: (driver) => expectIndicator(driver, messages.saveStatus.blocked, []),
    // Nothing more goes to a sent record; the form shows it sent, with its one way to start another.
    sent: (driver) => {
      expect(driver.leads.pending).toEqual([]);
      expect(driver.leads.maxInFlight).toBeLessThanOrEqual(1);
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: messages.sent.again })).toBeEnabled();
    },
    // Completing a sent short-form lead: nothing is saved, and nothing claims to be, before its submit.
    holding: (driver) => expectIndicator(driver, '', []),
    closed: (driver) => {
      expect(screen.getByText(waitlistText.success.full)).toBeInTheDocument();
      expect(driver.leads.maxInFlight).toBeLessThanOrEqual(1);
    },
  },
});
