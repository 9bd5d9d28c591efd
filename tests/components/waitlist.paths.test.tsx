import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { followUpMode, waitlistMachine, type WaitlistContext, type WaitlistInput } from '../../machines/waitlist.machine';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { readFeatures } from '../../src/services/featuresQuery';
import { fakeAutosave } from '../support/fakeAutosave';
import { allStates, allTransitions, coverageRecorder, pathName, transitionCoverPaths, type ModelPath } from '../support/paths';
import { renderWaitlist, settle, useFakeClock } from '../support/renderWaitlist';
import { serializeWaitlist, waitlistEvents } from '../support/waitlistModel';

/**
 * Paths generated from the real wait-list machine (@xstate/graph), one shortest path per
 * transition, replayed on the real form in its three placements: /demo (URL in sync), the home
 * page and the pricing page's short form. The visitor types and clicks; the URL changes; the
 * autosave child is a fake the test drives (the autosave has path tests of its own). After every
 * step the running machine must be where the model says and the view must show it.
 */
type Step = { event: { type: string; [key: string]: any }; state: { value: unknown; context: WaitlistContext } };

const placements: { name: string; input: WaitlistInput; props: Record<string, unknown> }[] = [
  { name: '/demo', input: { layout: 'full', syncWithUrl: true, showNavBar: false }, props: { syncWithUrl: true, showNavBar: false } },
  { name: 'the home page', input: { layout: 'full' }, props: {} },
  {
    name: 'the pricing page',
    input: { layout: 'short', showNavBar: false, showContactUsDetails: false },
    props: { shortForm: true, showNavBar: false, showContactUsDetails: false },
  },
];

const generated = placements.map((p) => ({
  ...p,
  paths: transitionCoverPaths(waitlistMachine, { input: p.input, cover: 'transitions', events: waitlistEvents, serializeState: serializeWaitlist }),
}));
const coverage = coverageRecorder('waitlist');
const automatic = new Set(['mode.open', 'xstate.done.actor.autosave']);

let restoreClock: () => void;
beforeEach(() => {
  restoreClock = useFakeClock();
  localStorage.clear();
  history.replaceState(null, '', '/demo');
});
afterEach(() => restoreClock());

const submit = () => screen.queryByRole('button', { name: new RegExp(`^(${waitlistText.submit}|${waitlistText.submitting})$`) });

function input(field: string, layout: string) {
  const text = field === 'email' && layout === 'short' ? waitlistText.labels.shortEmail : waitlistText.labels[field as 'name' | 'email'];
  return screen.getByLabelText(new RegExp(`^${text}`)) as HTMLInputElement;
}

let typed = 0;
async function perform(step: Step, before: Step['state'], env: { autosave: ReturnType<typeof fakeAutosave>; unmount: () => void }) {
  const { event } = step;
  switch (event.type) {
    case 'field.change':
      typed += 1;
      fireEvent.change(input(event.field, before.context.layout), {
        target: { value: event.field === 'name' ? `Ada Lovelace ${typed}` : `ada${typed}@example.org` },
      });
      break;
    case 'features.change': {
      const opener = screen.getByRole('button', { name: new RegExp(waitlistText.labels.interestedFeatures) });
      if (opener.getAttribute('aria-expanded') !== 'true') fireEvent.click(opener);
      fireEvent.click(screen.getByLabelText('Guests data management'));
      break;
    }
    case 'features.sync':
      act(() => history.pushState(null, '', `/demo?features=${event.features.join(',')}`));
      break;
    case 'autosave.ready':
    case 'autosave.rejected':
      act(() => env.autosave.send({ type: 'test.report', report: event }));
      break;
    case 'autosave.saved':
      act(() => env.autosave.send({ type: 'test.saved' }));
      break;
    case 'form.submit':
      fireEvent.click(submit()!);
      break;
    case 'form.expand':
      fireEvent.click(screen.getByRole('button', { name: waitlistText.success.expandAction }));
      break;
    case 'page.leave':
      env.unmount();
      break;
    case 'xstate.error.actor.autosave':
      act(() => env.autosave.send({ type: 'test.fail' }));
      break;
    default:
      if (!automatic.has(event.type)) throw new Error(`no way to make ${event.type} happen`);
  }
  await settle();
}

function expectView(step: Step, env: { autosave: ReturnType<typeof fakeAutosave>; log: unknown; draft: () => unknown }) {
  const { state, event } = step;
  const { context } = state;
  if (event.type === 'page.leave') {
    expect(env.autosave.received.at(-1)).toEqual({ type: 'page.leave' });
    return;
  }
  if (event.type === 'xstate.error.actor.autosave') expect(env.log).toHaveBeenCalled();
  if (state.value === 'submitted') {
    expect(screen.getByText(context.layout === 'short' ? waitlistText.success.short : waitlistText.success.full)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    return;
  }
  const form = screen.getByRole('form');
  const restoring = JSON.stringify(state.value).includes('restoring');
  const submitting = JSON.stringify(state.value).includes('submitting') || JSON.stringify(state.value).includes('closing');
  expect(submit()).toHaveTextContent(submitting ? waitlistText.submitting : waitlistText.submit);
  if (restoring || submitting) expect(submit()).toBeDisabled();
  else expect(submit()).toBeEnabled();
  if (context.layout === 'short') expect(within(form).getAllByRole('textbox')).toEqual([input('email', 'short')]);
  else expect(input('name', 'full')).toBeInTheDocument();
  expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(Object.keys(context.errors).length);
  // The form hands every change, whole, to its autosave.
  if (event.type === 'field.change' || event.type === 'features.change') {
    const sent = env.autosave.received.at(-1);
    expect(sent).toEqual({ type: 'draft.change', draft: env.draft() });
  }
  if (context.syncWithUrl) expect(readFeatures(location.search)).toEqual(context.draft.interestedFeatures ?? []);
  if (context.mode === followUpMode && step.event.type === 'mode.open' && step.event.email) {
    expect(input('email', context.layout)).toHaveValue(step.event.email);
  }
}

async function replay(path: ModelPath, props: Record<string, unknown>) {
  const steps = path.steps as unknown as Step[];
  const first = steps[1]?.event;
  if (first?.type === 'mode.open') {
    history.replaceState(null, '', `/demo?mode=${first.mode}${first.email ? `&email=${encodeURIComponent(first.email)}` : ''}`);
  }
  const autosave = fakeAutosave();
  type Running = { machine?: { id: string }; value: unknown; context: WaitlistContext };
  let latest: Running | undefined;
  const inspect = (event: InspectionEvent) => {
    coverage.inspect(event);
    const snapshot = event.type === '@xstate.snapshot' ? (event.snapshot as unknown as Running) : undefined;
    if (snapshot?.machine?.id === 'waitlist') latest = snapshot;
  };
  const view = renderWaitlist(props, { autosave: autosave.logic as never, inspect });
  await settle();
  const env = { autosave, unmount: view.unmount, log: view.log, draft: () => latest?.context.draft };
  for (let i = 1; i < steps.length; i++) {
    await perform(steps[i], steps[i - 1].state, env);
    if (automatic.has(steps[i + 1]?.event.type ?? '')) continue;
    expect(latest?.value, `after ${steps[i].event.type}`).toEqual(steps[i].state.value);
    expectView(steps[i], env);
  }
}

describe('wait-list paths', () => {
  it('generates a fixed number of paths per placement (a change to the machine changes it)', () => {
    expect(generated.map((g) => g.paths.length)).toEqual([11, 8, 7]);
  });

  for (const { name, paths, props } of generated) {
    describe(name, () => {
      it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_, path) => {
        await replay(path, props);
      });
    });
  }

  it('took every transition and reached every state of the machine on the way', () => {
    const missingTransitions = allTransitions(waitlistMachine).filter((t) => !coverage.transitions.has(t));
    const missingStates = allStates(waitlistMachine).filter((s) => !coverage.states.has(s));
    expect({ missingTransitions, missingStates }).toEqual({ missingTransitions: [], missingStates: [] });
  });
});
