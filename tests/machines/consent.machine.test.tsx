import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { consentMachine, type ConsentChoice } from '../../machines/consent.machine';
import { ConsentContext, consentActorLogic, consentStorageKey } from '../../src/actors/consent';
import { ConsentBanner } from '../../src/components/consent/ConsentBanner';
import { ConsentSettingsButton } from '../../src/components/consent/ConsentSettingsButton';
import { consentText } from '../../src/content/consent';
import { everyTransitionPaths, transitionsNotTaken } from './transitionPaths';

type Snapshot = SnapshotFrom<typeof consentMachine>;

const events = [
  { type: 'xstate.done.actor.readChoice', output: 'granted' },
  { type: 'xstate.done.actor.readChoice', output: 'denied' },
  { type: 'xstate.done.actor.readChoice', output: null },
  { type: 'xstate.error.actor.readChoice', error: new Error('storage blocked') },
  { type: 'consent.accept' },
  { type: 'consent.decline' },
  { type: 'consent.review' },
] as unknown as Parameters<typeof consentMachine.transition>[1][];

const paths = everyTransitionPaths(consentMachine, { input: { available: true }, events });

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** The real banner, footer button and localStorage binding; analytics switched by a fake. */
function renderConsent() {
  const analytics: ('on' | 'off')[] = [];
  const logic = consentActorLogic.provide({
    actions: {
      enableAnalytics: () => analytics.push('on'),
      disableAnalytics: () => analytics.push('off'),
    },
  });
  render(
    <ConsentContext.Provider logic={logic} options={{ input: { available: true } }}>
      <ConsentBanner />
      <footer>
        <ConsentSettingsButton />
      </footer>
    </ConsentContext.Provider>,
  );
  return { analytics };
}

const banner = () => screen.queryByRole('region', { name: consentText.title });
const settingsButton = () => screen.queryByRole('button', { name: consentText.settingsButton });

/** What the visitor must see (and what must be switched and stored) in a state. */
function expectViewOf(state: Snapshot, analytics: ('on' | 'off')[]) {
  const asking = state.hasTag('asking');
  expect(banner() !== null, 'banner shown').toBe(asking);
  expect(settingsButton() !== null, 'footer button shown').toBe(state.can({ type: 'consent.review' }));
  if (asking) {
    expect(within(banner()!).getByRole('button', { name: consentText.accept })).toBeVisible();
    expect(within(banner()!).getByRole('button', { name: consentText.decline })).toBeVisible();
  }
  if (state.hasTag('reviewing')) {
    expect(screen.getByRole('heading', { name: consentText.title })).toHaveFocus();
    const current = state.matches('granted') ? consentText.current.granted : consentText.current.denied;
    expect(banner()).toHaveTextContent(current);
  }
  const choice: ConsentChoice | null = state.matches('granted') ? 'granted' : state.matches('denied') ? 'denied' : null;
  expect(analytics.at(-1) ?? null, 'analytics switch').toBe(choice === 'granted' ? 'on' : choice === 'denied' ? 'off' : null);
  if (choice) expect(localStorage.getItem(consentStorageKey), 'remembered choice').toBe(choice);
}

describe('consent machine, every path through the real banner', () => {
  it('generates paths that reach every state and take every transition', () => {
    expect(paths).toHaveLength(12);
    expect(transitionsNotTaken(consentMachine, paths)).toEqual([]);
  });

  const label = (event: { type: string; output?: unknown }) =>
    event.type.replace('xstate.', '') + ('output' in event ? `(${String(event.output)})` : '');
  const name = (path: (typeof paths)[number]) =>
    `${path.steps.slice(1).map((s) => label(s.event)).join(' → ')} ends in ${JSON.stringify(path.state.value)}`;

  it.each(paths.map((p) => [name(p), p] as const))('%s', async (_, path) => {
    const user = userEvent.setup();
    const [, restore, ...choices] = path.steps;
    const restoreEvent = restore?.event as { type: string; output?: ConsentChoice | null } | undefined;
    if (restoreEvent?.type === 'xstate.error.actor.readChoice') {
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new Error('storage blocked');
      });
    } else if (restoreEvent?.output) {
      localStorage.setItem(consentStorageKey, restoreEvent.output);
    }
    const { analytics } = renderConsent();
    expectViewOf(path.steps[0]!.state, analytics);
    if (!restore) return;
    await act(() => Promise.resolve());
    expectViewOf(restore.state, analytics);

    for (const step of choices) {
      if (step.event.type === 'consent.review') await user.click(settingsButton()!);
      if (step.event.type === 'consent.accept') await user.click(within(banner()!).getByRole('button', { name: consentText.accept }));
      if (step.event.type === 'consent.decline') await user.click(within(banner()!).getByRole('button', { name: consentText.decline }));
      expectViewOf(step.state, analytics);
    }
  });
});

describe('consent machine without an analytics key', () => {
  it('asks nothing and offers no settings', () => {
    const actor = createActor(consentMachine.provide({ actors: { readChoice: fromPromise(async (): Promise<ConsentChoice | null> => null) } }), {
      input: { available: false },
    }).start();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().hasTag('asking')).toBe(false);
    expect(actor.getSnapshot().can({ type: 'consent.review' })).toBe(false);
  });

  it('shows no banner and no footer button in the view', async () => {
    render(
      <ConsentContext.Provider options={{ input: { available: false } }}>
        <ConsentBanner />
        <ConsentSettingsButton />
      </ConsentContext.Provider>,
    );
    await act(() => Promise.resolve());
    expect(banner()).toBeNull();
    expect(settingsButton()).toBeNull();
  });
});
