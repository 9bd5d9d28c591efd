import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { waitlistMachine, type Layout, type WaitlistInput, type WaitlistSnapshot } from '../../machines/waitlist.machine';
import type { WaitlistFormProps } from '../../src/components/waitlist/WaitlistForm';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { featureOptions } from '../../src/domain/features';
import { readFeatures } from '../../src/services/featuresQuery';
import { renderWaitlist, settle } from '../support/renderWaitlist';
import { describePaths } from './describePaths';
import {
  commonSteps,
  control,
  expectButton,
  expectEditable,
  expectThanked,
  live,
  onScreen,
  playReport,
  reportSaved,
  restart,
  startForm,
  type FormDriver,
} from './formDriver';
import { otherTabText, sentAt } from './leadForm.model';
import { describeWaitlistEvent, serializeWaitlist, tickedFeature, typedCompletion, waitlistEvents, waitlistView } from './waitlist.model';

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

const submit = () => screen.queryByRole('button', { name: new RegExp(`^(${waitlistText.submit}|${waitlistText.submitting}|${waitlistText.retry})$`) });
const stalledMessage = () => screen.queryByText(waitlistText.stalled);
const thanks = (state: AnyMachineSnapshot) => (state.context.layout === 'short' ? waitlistText.success.short : waitlistText.success.full);

const expectSubmit = (name: string, enabled: boolean | 'waiting') => expectButton(submit()!, name, enabled);

function input(field: string, layout: Layout): HTMLInputElement {
  return control('textbox', field === 'email' && layout === 'short' ? waitlistText.labels.shortEmail : waitlistText.labels[field as 'name' | 'email']);
}

/**
 * The form hands every change, whole, to its autosave; once the autosave stopped, there is none
 * to hand it to (a restarted one gets it, see 'form.submit').
 */
async function expectDraftSaved(driver: FormDriver, change: () => Promise<void>): Promise<void> {
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

let typed = 0;

describePaths<typeof waitlistMachine, FormDriver>('waitlist', waitlistMachine, {
  inputs: placements.map((p) => p.input),
  describeInput: (input) => placementOf(input).name,
  events: waitlistEvents,
  serializeState: serializeWaitlist,
  compare: waitlistView,
  describeEvent: describeWaitlistEvent,
  cover: 'transitions',
  pathCount: 56,
  // The URL is read on mount.
  immediate: ['mode.open'],

  start: (coverage, path) => {
    const link = path.steps[0]?.event as AnyEventObject | undefined;
    const query = link?.type === 'mode.open' ? `?mode=${link.mode}${link.email ? `&email=${encodeURIComponent(link.email)}` : ''}` : '';
    history.replaceState(null, '', `/demo${query}`);
    return startForm(coverage, (deps) => renderWaitlist(placementOf(path.input).props, deps), 'fake');
  },

  perform: {
    ...commonSteps,
    'field.change': (driver, event) =>
      expectDraftSaved(driver, async () => {
        typed += 1;
        const value = event.field === 'name' ? `Ada Lovelace ${typed}` : `ada${typed}@example.org`;
        fireEvent.change(input(event.field, live(driver).context.layout), { target: { value } });
        await settle();
      }),
    'features.change': (driver) =>
      expectDraftSaved(driver, async () => {
        // The list's button is named by its label, then by what is chosen.
        const opener = screen.getByRole('button', { name: (name) => name.startsWith(waitlistText.labels.interestedFeatures) });
        if (opener.getAttribute('aria-expanded') !== 'true') fireEvent.click(opener);
        fireEvent.click(control('checkbox', featureOptions.find((o) => o.value === tickedFeature)!.label));
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
      await playReport(driver, event);
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
    // Another tab's field appears here; what this tab typed since its last save stays as typed.
    'autosave.merged': async (driver, event) => {
      const before = live(driver).context;
      const sent = driver.autosave.received.length;
      await playReport(driver, event);
      const { draft } = live(driver).context;
      expect(draft.notes).toBe(otherTabText);
      for (const key of Object.keys(before.draft) as (keyof typeof draft)[]) {
        if (before.draft[key] !== before.savedDraft[key]) expect(draft[key]).toEqual(before.draft[key]);
      }
      if (before.layout === 'full') expect(control('textbox', waitlistText.labels.notes)).toHaveValue(otherTabText);
      // Nothing to send back: the autosave made the merge.
      expect(driver.autosave.received).toHaveLength(sent);
    },
    // A new record: the new autosave has none to continue, and the form is empty.
    'form.restart': async (driver) => expect(await restart(driver)).toEqual({ recordId: null, draft: { status: 'draft' } }),
    'autosave.saved': reportSaved,
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
    // Found sent: thanked; the pricing page's lead found with a completion typed before a reload
    // opens that full form again, with the typing, on a new autosave that completes the lead.
    'autosave.sent': async (driver, event) => {
      await playReport(driver, event);
      if (!event.completion) return;
      expect(control('textbox', waitlistText.labels.name)).toHaveValue(typedCompletion.name);
      expect(control('textbox', waitlistText.labels.notes)).toHaveValue(typedCompletion.notes);
      expect(driver.autosave.started.at(-1)).toMatchObject({ recordId: event.recordId, upgrade: true });
    },
    'form.expand': async (driver) => {
      const { sent } = live(driver).context;
      fireEvent.click(screen.getByRole('button', { name: waitlistText.success.expandAction }));
      await settle();
      // The sent short-form lead is completed, not a new one made: the autosave only saves the completion.
      expect(driver.autosave.started.at(-1)).toMatchObject({ recordId: sent!.recordId, upgrade: true });
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
    'filling.open.restoring': onScreen((_, state) => {
      // Once pressed, marked unavailable.
      expectSubmit(waitlistText.submit, state.matches({ filling: { open: { restoring: 'submitHeld' } } }) ? 'waiting' : true);
      expectEditable([input('email', state.context.layout)], true);
    }),
    'filling.open.editing': onScreen(() => expectSubmit(waitlistText.submit, true)),
    // The entry is on its way: nothing can be changed or sent twice.
    'filling.submitting': (_, state) => {
      expectSubmit(waitlistText.submitting, false);
      expectEditable([input('email', state.context.layout)], false);
    },
    // The autosave stopped: everything typed is still there and editable, the visitor is told
    // (an alert) and can try again.
    stalled: (_, state) => {
      expectForm(state as WaitlistSnapshot);
      expect(stalledMessage()).toHaveAttribute('role', 'alert');
      expectSubmit(waitlistText.retry, true);
      expectEditable([input('email', state.context.layout)], true);
    },
    submitted: (_, state) => expectThanked(thanks(state), state.context.sent!.at),
    // Sent before this page (or in another tab).
    sent: (_, state) => expectThanked(thanks(state), sentAt),
  },
});
