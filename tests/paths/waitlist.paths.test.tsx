import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { waitlistMachine, type Layout, type WaitlistInput, type WaitlistSnapshot } from '../../machines/waitlist.machine';
import type { WaitlistFormProps } from '../../src/components/waitlist/WaitlistForm';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { featureOptions } from '../../src/domain/features';
import { readFeatures } from '../../src/services/featuresQuery';
import { fakeAutosave } from '../support/fakeAutosave';
import { renderWaitlist, settle, useFakeClock } from '../support/renderWaitlist';
import type { PathCoverage } from '../../tools/paths/coverage';
import { describePaths } from './describePaths';
import { formatSentDate } from '../../src/components/form/SentDetails';
import { messages } from '../../src/domain/messages';
import { describeWaitlistEvent, otherTabNotes, sentAt, serializeWaitlist, tickedFeature, waitlistEvents, waitlistView } from './waitlist.model';

/**
 * Paths of the real wait-list machine, for every state and transition the shortest path that
 * gets there (cover: 'transitions'), in each of the form's three placements: /demo (URL in
 * sync), the home page and the pricing page's short form. The real form is rendered; the visitor
 * types and clicks, the URL changes, and the autosave child is a fake the test drives (the
 * autosave has path tests of its own). After every step the running machine must agree with the
 * model and the view must show it; every change must reach the autosave whole, and an autosave
 * started again after it stopped must continue the record with whatever the server lacks.
 */
interface Placement {
  name: string;
  input: WaitlistInput;
  props: Partial<WaitlistFormProps>;
}

const placements: Placement[] = [
  { name: '/demo', input: { layout: 'full', syncWithUrl: true, showNavBar: false }, props: { syncWithUrl: true, showNavBar: false } },
  { name: 'the home page', input: { layout: 'full' }, props: {} },
  {
    name: 'the pricing page',
    input: { layout: 'short', showNavBar: false, showContactUsDetails: false },
    props: { shortForm: true, showNavBar: false, showContactUsDetails: false },
  },
];
const placementOf = (input: unknown) => placements.find((p) => p.input === input)!;

interface Driver {
  autosave: ReturnType<typeof fakeAutosave>;
  coverage: PathCoverage;
  log: ReturnType<typeof renderWaitlist>['log'];
  unmount: () => void;
  /** The visitor left the page (the form is gone). */
  left: boolean;
  restoreClock: () => void;
}

const submit = () =>
  screen.queryByRole('button', { name: new RegExp(`^(${waitlistText.submit}|${waitlistText.submitting}|${waitlistText.retry})$`) });
const stalledMessage = () => screen.queryByText(waitlistText.stalled);

function input(field: string, layout: Layout): HTMLInputElement {
  const text = field === 'email' && layout === 'short' ? waitlistText.labels.shortEmail : waitlistText.labels[field as 'name' | 'email'];
  return screen.getByLabelText(new RegExp(`^${text}`)) as HTMLInputElement;
}

const live = (driver: Driver) => driver.coverage.snapshot()!;

/**
 * The form hands every change, whole, to its autosave; once the autosave stopped, there is none
 * to hand it to (a restarted one gets it, see 'form.submit').
 */
async function expectDraftSaved(driver: Driver, change: () => Promise<void>): Promise<void> {
  const stalled = live(driver).matches('stalled');
  const sent = driver.autosave.received.length;
  await change();
  if (stalled) expect(driver.autosave.received).toHaveLength(sent);
  else expect(driver.autosave.received.at(-1)).toEqual({ type: 'draft.change', draft: live(driver).context.draft });
}

/** The form as it shows in every state where it is there: the fields of its layout and their errors. */
function expectForm(state: WaitlistSnapshot): void {
  const { context } = state;
  const form = screen.getByRole('form');
  if (context.layout === 'short') expect(within(form).getAllByRole('textbox')).toEqual([input('email', 'short')]);
  else expect(input('name', 'full')).toBeInTheDocument();
  expect(input('email', context.layout)).toHaveValue(context.draft.email ?? '');
  expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(Object.keys(context.errors).length);
  if (context.syncWithUrl) expect(readFeatures(location.search)).toEqual(context.draft.interestedFeatures ?? []);
}

/** Sends the fake autosave's report (or failure) to the form. */
async function fromAutosave(driver: Driver, command: AnyEventObject): Promise<void> {
  act(() => driver.autosave.send(command));
  await settle();
}

let typed = 0;

describePaths<typeof waitlistMachine, Driver>('waitlist', waitlistMachine, {
  inputs: placements.map((p) => p.input),
  describeInput: (input) => placementOf(input).name,
  events: waitlistEvents,
  serializeState: serializeWaitlist,
  compare: waitlistView,
  describeEvent: describeWaitlistEvent,
  cover: 'transitions',
  pathCount: 52,
  // The URL is read on mount.
  immediate: ['mode.open'],

  start: async (coverage, path) => {
    const restoreClock = useFakeClock();
    localStorage.clear();
    const link = path.steps[0]?.event as AnyEventObject | undefined;
    const query = link?.type === 'mode.open' ? `?mode=${link.mode}${link.email ? `&email=${encodeURIComponent(link.email)}` : ''}` : '';
    history.replaceState(null, '', `/demo${query}`);
    const autosave = fakeAutosave();
    const view = renderWaitlist(placementOf(path.input).props, { autosave: autosave.logic as never });
    await settle();
    return { autosave, coverage, log: view.log, unmount: view.unmount, left: false, restoreClock };
  },
  stop: (driver) => driver.restoreClock(),

  perform: {
    'field.change': (driver, event) =>
      expectDraftSaved(driver, async () => {
        typed += 1;
        const value = event.field === 'name' ? `Ada Lovelace ${typed}` : `ada${typed}@example.org`;
        fireEvent.change(input(event.field, live(driver).context.layout), { target: { value } });
        await settle();
      }),
    'features.change': (driver) =>
      expectDraftSaved(driver, async () => {
        const opener = screen.getByRole('button', { name: new RegExp(waitlistText.labels.interestedFeatures) });
        if (opener.getAttribute('aria-expanded') !== 'true') fireEvent.click(opener);
        fireEvent.click(screen.getByLabelText(featureOptions.find((o) => o.value === tickedFeature)!.label));
        await settle();
      }),
    'features.sync': async (_, event) => {
      act(() => history.pushState(null, '', `/demo?features=${event.features.join(',')}`));
      await settle();
    },
    'mode.open': (driver, event) => {
      if (event.email) expect(input('email', live(driver).context.layout)).toHaveValue(event.email);
    },
    'autosave.ready': async (driver, event) => {
      const { draft, savedDraft } = live(driver).context;
      const sent = driver.autosave.received.length;
      const held = live(driver).matches({ filling: { open: { restoring: 'submitHeld' } } });
      await fromAutosave(driver, { type: 'test.report', report: event });
      // What the server lacks (typed meanwhile, or kept while the autosave had stopped) goes to it
      // now, and then a submit pressed meanwhile is made: the entry, when the form is complete.
      const after = live(driver);
      const expected = [
        ...(draft === savedDraft ? [] : [{ type: 'draft.change', draft: after.context.draft }]),
        ...(held && after.matches({ filling: 'submitting' }) ? [{ type: 'draft.save', draft: after.context.submission }] : []),
      ];
      expect(driver.autosave.received.slice(sent)).toEqual(expected);
      if (held && !after.matches({ filling: 'submitting' })) expect(Object.keys(after.context.errors).length).toBeGreaterThan(0);
    },
    'autosave.rejected': (driver, event) => fromAutosave(driver, { type: 'test.report', report: event }),
    // Another tab's field appears here; what this tab typed since its last save stays as typed.
    'autosave.merged': async (driver, event) => {
      const before = live(driver).context;
      const sent = driver.autosave.received.length;
      await fromAutosave(driver, { type: 'test.report', report: event });
      const { draft } = live(driver).context;
      expect(draft.notes).toBe(otherTabNotes);
      for (const key of Object.keys(before.draft) as (keyof typeof draft)[]) {
        if (before.draft[key] !== before.savedDraft[key]) expect(draft[key]).toEqual(before.draft[key]);
      }
      if (before.layout === 'full') expect(screen.getByLabelText(new RegExp(`^${waitlistText.labels.notes}`))).toHaveValue(otherTabNotes);
      // Nothing to send back: the autosave made the merge.
      expect(driver.autosave.received).toHaveLength(sent);
    },
    'autosave.sent': (driver, event) => fromAutosave(driver, { type: 'test.report', report: event }),
    'form.restart': async (driver) => {
      const starts = driver.autosave.started.length;
      fireEvent.click(screen.getByRole('button', { name: messages.sent.again }));
      await settle();
      // A new record: the new autosave has none to continue, and the form is empty.
      expect(driver.autosave.started).toHaveLength(starts + 1);
      expect(driver.autosave.started.at(-1)).toEqual({ recordId: null, draft: { status: 'draft' } });
    },
    // The fake reports the last draft the form sent it (the entry, when submitting).
    'autosave.saved': (driver) => fromAutosave(driver, { type: 'test.saved' }),
    'xstate.done.actor.autosave': (driver) => fromAutosave(driver, { type: 'test.finish' }),
    'xstate.error.actor.autosave': async (driver) => {
      await fromAutosave(driver, { type: 'test.fail' });
      expect(driver.log).toHaveBeenCalled();
    },
    'form.submit': async (driver) => {
      const before = live(driver);
      const sent = driver.autosave.received.length;
      fireEvent.click(submit()!);
      await settle();
      if (!before.matches('stalled')) return;
      // 'Try again': a new autosave on the same record, from what the server has; it is handed
      // what it lacks once it is ready (see 'autosave.ready').
      const { recordId, savedDraft, sent: sentRecord } = before.context;
      const upgrade = recordId !== null && sentRecord?.recordId === recordId;
      expect(driver.autosave.started.at(-1)).toEqual({ recordId, draft: savedDraft, ...(upgrade && { upgrade }) });
      expect(driver.autosave.received).toHaveLength(sent);
    },
    'form.expand': async (driver) => {
      const { sent } = live(driver).context;
      fireEvent.click(screen.getByRole('button', { name: waitlistText.success.expandAction }));
      await settle();
      // The sent short-form lead is completed, not a new one made: the autosave only saves the completion.
      expect(driver.autosave.started.at(-1)).toMatchObject({ recordId: sent!.recordId, upgrade: true });
    },
    'page.leave': async (driver) => {
      driver.unmount();
      driver.left = true;
      await settle();
      // What is pending is saved at once.
      expect(driver.autosave.received.at(-1)).toEqual({ type: 'page.leave' });
    },
  },

  expectations: {
    filling: (driver, state) => {
      if (driver.left) {
        expect(screen.queryByRole('form')).not.toBeInTheDocument();
        return;
      }
      expectForm(state as WaitlistSnapshot);
      expect(stalledMessage()).toBeNull();
    },
    // Typing is fine while a stored draft is looked for, and a press of Submit counts: it is
    // held and made once the draft is back (issue 20).
    'filling.open.restoring': (driver, state) => {
      if (driver.left) return;
      expect(submit()).toHaveTextContent(waitlistText.submit);
      expect(submit()).toBeEnabled();
      // Once pressed, marked unavailable (not disabled: before the script is live the plain form still posts).
      if (state.matches({ filling: { open: { restoring: 'submitHeld' } } })) expect(submit()).toHaveAttribute('aria-disabled', 'true');
      else expect(submit()).not.toHaveAttribute('aria-disabled');
      expect(input('email', live(driver).context.layout)).not.toHaveAttribute('readonly');
    },
    'filling.open.editing': (driver) => {
      if (driver.left) return;
      expect(submit()).toHaveTextContent(waitlistText.submit);
      expect(submit()).toBeEnabled();
      expect(submit()).not.toHaveAttribute('aria-disabled');
    },
    // The entry is on its way: nothing can be changed or sent twice.
    'filling.submitting': (driver) => {
      expect(submit()).toHaveTextContent(waitlistText.submitting);
      expect(submit()).toBeDisabled();
      expect(input('email', live(driver).context.layout)).toHaveAttribute('readonly');
    },
    // The server has it and the autosave is told to forget the draft; still nothing to change.
    'filling.closing': (driver) => {
      expect(driver.autosave.received.at(-1)).toEqual({ type: 'draft.close' });
      expect(submit()).toHaveTextContent(waitlistText.submitting);
      expect(submit()).toBeDisabled();
      expect(input('email', live(driver).context.layout)).toHaveAttribute('readonly');
    },
    // The autosave stopped: everything typed is still there and editable, the visitor is told
    // (an alert) and can try again.
    stalled: (driver, state) => {
      expectForm(state as WaitlistSnapshot);
      expect(stalledMessage()).toHaveAttribute('role', 'alert');
      expect(submit()).toHaveTextContent(waitlistText.retry);
      expect(submit()).toBeEnabled();
      expect(input('email', live(driver).context.layout)).not.toHaveAttribute('readonly');
    },
    submitted: (_, state) => {
      expect(screen.getByText(state.context.layout === 'short' ? waitlistText.success.short : waitlistText.success.full)).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.getByText(messages.sent.on(formatSentDate(state.context.sent!.at)!))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: messages.sent.again })).toBeEnabled();
    },
    // Sent before this page (or in another tab): thanked, with the date; no form to send again.
    sent: (_, state) => {
      expect(screen.getByText(state.context.layout === 'short' ? waitlistText.success.short : waitlistText.success.full)).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.getByText(messages.sent.on(formatSentDate(sentAt)!))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: messages.sent.again })).toBeEnabled();
    },
  },
});
