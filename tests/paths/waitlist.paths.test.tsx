import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { waitlistMachine, type WaitlistContext, type WaitlistInput } from '../../machines/waitlist.machine';
import type { WaitlistLayout } from '../../src/domain/waitlist';
import { bindWaitlist } from '../../src/actors/waitlist';
import { formatSentDate } from '../../src/components/form/SentDetails';
import { WaitlistForm, type WaitlistFormProps } from '../../src/components/waitlist/WaitlistForm';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { messages } from '../../src/domain/messages';
import { readFeatures } from '../../src/services/featuresQuery';
import { leadMemory } from '../../src/services/leadMemory';
import type { LeadCall } from '../support/fakeLeads';
import { render } from '@testing-library/react';
import { settle } from '../support/renderWaitlist';
import { describePaths } from './describePaths';
import { isRestartLoad } from './lifecycle.model';
import { control, expectRequests, isBrokenWatch, liveContext, newVisit, withBrokenWatchers, worldEvents, type LifecycleDriver } from './lifecycleDriver';
import { describeWaitlistEvent, typedCompletion, waitlistEvents, waitlistView, waitlistWorld } from './waitlist.model';

/**
 * Paths of the wait-list machine (its form region and the lifecycle's save region), each replayed
 * on the real form with its real bindings, in each of its three placements: /demo (URL in sync),
 * the home page and the pricing page's short form. The visitor types and clicks, the URL changes;
 * the server, the clock, the page and the other tabs as in every lifecycle path test
 * (lifecycleDriver.ts). After every step the running machine must agree with the model, the page
 * must show what the state means, and the fake server must have exactly the request the state
 * stands for. Every state and transition is taken once here (`cover: 'transitions'`); the save
 * region's rules meet every event in every situation in lifecycle.paths.test.tsx.
 */
interface Placement {
  name: string;
  input: WaitlistInput;
  props: Partial<WaitlistFormProps>;
}

const placements: Placement[] = [
  { name: '/demo', input: { layout: 'full', syncWithUrl: true }, props: { syncWithUrl: true, showNavBar: false } },
  { name: 'the home page', input: { layout: 'full' }, props: {} },
  {
    name: 'the pricing page',
    input: { layout: 'short' },
    props: { shortForm: true, showNavBar: false, showContactUsDetails: false },
  },
];
const placementOf = (input: unknown) => placements.find((p) => p.input === input)!;
const resource = 'waitlist-records';
const contextOf = (s: AnyMachineSnapshot): WaitlistContext => s.context;
const live = (driver: LifecycleDriver) => liveContext(driver) as unknown as WaitlistContext;

const isCompletionLoad = (e: AnyEventObject) => e.type === 'xstate.done.actor.loadRecord' && Boolean(e.output?.sent?.completion);

function input(field: string, layout: WaitlistLayout): HTMLInputElement {
  return control('textbox', field === 'email' && layout === 'short' ? waitlistText.labels.shortEmail : waitlistText.labels[field as 'name' | 'email']);
}
const formElement = () => screen.queryByRole('form');
const submit = () => within(formElement()!).getByRole('button', { name: new RegExp(`^(${waitlistText.submit}|${waitlistText.submitting})$`) });
const thanks = (c: WaitlistContext) => (c.own.layout === 'short' ? waitlistText.success.short : waitlistText.success.full);

function expectIndicator(driver: LifecycleDriver, said: string, requests: LeadCall['kind'][]): void {
  const indicator = document.querySelector('.save-indicator');
  if (said) expect(indicator).toHaveTextContent(said, { normalizeWhitespace: true });
  else if (indicator) expect(indicator).toHaveTextContent('', { normalizeWhitespace: true });
  expectRequests(driver, requests);
}

/** The world's events for the layout the form shows now (the pricing page's full form after 'click here'). */
const keepTyping = (driver: LifecycleDriver) => {
  const layout = live(driver).own.layout;
  fireEvent.change(input('email', layout), { target: { value: `ada${Date.now()}@example.org` } });
};
const world = (layout: WaitlistLayout) => worldEvents(waitlistWorld(layout), keepTyping);
const worldPerform = Object.fromEntries(
  Object.keys(world('full')).map((type) => [
    type,
    (driver: LifecycleDriver, event: AnyEventObject) => {
      const c = live(driver);
      // Read from the device (see 'start'): nothing to answer.
      if (isCompletionLoad(event)) return settle();
      // A completion held: a 409 is the completed lead (another tab sent it), or the short lead
      // still waiting for its own completion (this one refused as another person's).
      if (type === 'xstate.error.actor.updateRecord' && c.holding && event.error?.status === 409) {
        const recordId = driver.leads.pending.find((p) => p.call.kind === 'update')!.call.id!;
        if (event.error.record?.draft?.shortForm === true) driver.leads.touch(recordId, { email: 'someone-else@example.org' });
        else driver.leads.touch(recordId, { shortForm: false, status: 'submitted' });
        const call = driver.leads.next('update');
        act(() => call.settle());
        return settle();
      }
      return world(c.own.layout)[type]!(driver, event);
    },
  ]),
);

describePaths<typeof waitlistMachine, LifecycleDriver>('waitlist', waitlistMachine, {
  inputs: placements.map((p) => p.input),
  describeInput: (i) => placementOf(i).name,
  events: waitlistEvents,
  serializeState: (s) => JSON.stringify(waitlistView(s)),
  compare: waitlistView,
  describeEvent: describeWaitlistEvent,
  cover: 'transitions',
  pathCount: 142,
  // A broken watch fails at start; the URL is read on mount; the restore after 'Send another
  // request', and of a completion kept on the device, asks nothing of the server.
  immediate: (e) => isBrokenWatch(e) || e.type === 'mode.open' || isRestartLoad(e) || isCompletionLoad(e),

  start: async (coverage, path) => {
    const link = path.steps.find((s) => s.event.type === 'mode.open')?.event as AnyEventObject | undefined;
    const query = link ? `?mode=${link.mode}${link.email ? `&email=${encodeURIComponent(link.email)}` : ''}` : '';
    history.replaceState(null, '', `/demo${query}`);
    const placement = placementOf(path.input);
    const driver = newVisit(coverage, waitlistWorld(placement.input.layout ?? 'full'));
    if (path.steps.some((s) => isCompletionLoad(s.event as AnyEventObject))) {
      // The pricing page's lead was sent here, and its full form typed in before a reload.
      leadMemory.write(resource, {
        recordId: undefined,
        sent: { recordId: 'stored', at: '2026-11-23T12:30:00.000Z', receipt: { shortForm: true }, completion: typedCompletion },
      });
      driver.leads.touch('stored', { status: 'submitted', shortForm: true, email: 'ada@example.org' });
    }
    const logic = bindWaitlist({
      saving: { client: driver.leads, tabs: driver.tabs.open },
      analytics: driver.analytics,
      log: vi.fn(),
      writeFeatures: () => {},
    });
    render(<WaitlistForm logic={withBrokenWatchers(logic, path.steps)} {...placement.props} />);
    await settle();
    return driver;
  },
  stop: (driver) => driver.restoreClock(),

  perform: {
    ...worldPerform,
    'field.change': async (driver, event) => {
      fireEvent.change(input(event.field, live(driver).own.layout), { target: { value: event.value } });
      await settle();
    },
    'form.submit': async () => {
      fireEvent.click(submit());
      await settle();
    },
    'form.restart': async () => {
      fireEvent.click(screen.getByRole('button', { name: messages.sent.again }));
      await settle();
    },
    'form.expand': async (driver) => {
      const { sent } = live(driver);
      fireEvent.click(screen.getByRole('button', { name: waitlistText.success.expandAction }));
      await settle();
      // The sent short-form lead is completed, not a new one made: nothing is saved before its Submit.
      expect(live(driver).holding?.recordId).toBe(sent!.recordId);
      expect(driver.leads.pending).toEqual([]);
    },
    'draft.flush': async (driver) => {
      if (formElement()) fireEvent.focusOut(input('email', live(driver).own.layout));
      await settle();
    },
    'features.sync': async (_, event) => {
      act(() => history.pushState(null, '', `/demo?features=${event.features.join(',')}`));
      await settle();
    },
    'mode.open': (driver, event) => {
      if (event.email) expect(input('email', live(driver).own.layout)).toHaveValue(event.email);
    },
  },

  expectations: {
    'form.filling': (_, state) => {
      const c = contextOf(state);
      const form = formElement()!;
      if (c.own.layout === 'short') expect(within(form).getAllByRole('textbox')).toEqual([input('email', 'short')]);
      else expect(input('name', 'full')).toBeInTheDocument();
      expect(input('email', c.own.layout)).toHaveValue(c.draft.email ?? '');
      expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(Object.keys(c.errors).length);
      if (c.own.syncWithUrl && c.draft.interestedFeatures) expect(readFeatures(location.search)).toEqual(c.draft.interestedFeatures);
    },
    'form.filling.open': () => {
      expect(submit()).toBeEnabled();
    },
    'form.filling.submitting': () => {
      expect(submit()).toHaveAccessibleName(waitlistText.submitting);
      expect(submit()).toBeDisabled();
    },
    'form.submitted': (driver, state) => {
      const c = contextOf(state);
      expect(formElement()).toBeNull();
      expect(screen.getByText(thanks(c))).toBeInTheDocument();
      expect(driver.leads.records.get(c.sent!.recordId)?.status).toBe('submitted');
      expect(leadMemory.read(resource)).toMatchObject({ sent: { recordId: c.sent!.recordId } });
    },
    'form.sent': (_, state) => {
      const c = contextOf(state);
      expect(formElement()).toBeNull();
      expect(screen.getByText(thanks(c))).toBeInTheDocument();
      expect(screen.getByText(messages.sent.on(formatSentDate(c.sent!.at)!))).toBeInTheDocument();
    },

    'save.loading.restoring': (driver) => expect(driver.leads.maxInFlight).toBeLessThanOrEqual(1),
    'save.loading.waiting': (driver) => expectIndicator(driver, messages.saveStatus.offline, []),
    'save.idle': (driver, state) => expectIndicator(driver, contextOf(state).recordId ? messages.saveStatus.saved : '', []),
    'save.debouncing': (driver) => expectIndicator(driver, messages.saveStatus.saving, []),
    'save.saving.creating': (driver) => expectIndicator(driver, messages.saveStatus.saving, ['add']),
    'save.saving.updating': (driver) => expectIndicator(driver, messages.saveStatus.saving, ['update']),
    'save.retrying': (driver) => expectIndicator(driver, messages.saveStatus.offline, []),
    'save.rejected': (driver) => expectIndicator(driver, messages.saveStatus.rejected, []),
    'save.slowedDown': (driver) => expectIndicator(driver, messages.saveStatus.slow, []),
    'save.blocked': (driver) => expectIndicator(driver, messages.saveStatus.blocked, []),
    // A completion held: nothing saved before its Submit; what is typed is kept on the device with the sent lead.
    'save.holding': (driver, state) => {
      const c = contextOf(state);
      expectIndicator(driver, '', []);
      expect(leadMemory.read(resource).sent).toMatchObject({ recordId: c.holding!.recordId, completion: expect.objectContaining({ status: 'draft' }) });
    },
    'save.sent': (driver) => expect(driver.leads.maxInFlight).toBeLessThanOrEqual(1),
  },
});
