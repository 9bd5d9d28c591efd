import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { AnyActorLogic } from 'xstate';
import { consentMachine, type ConsentChoice, type ConsentInput } from '../../machines/consent.machine';
import { ConsentContext, consentActorLogic, consentStorageKey } from '../../src/actors/consent';
import { ConsentBanner } from '../../src/components/consent/ConsentBanner';
import { ConsentSettingsButton } from '../../src/components/consent/ConsentSettingsButton';
import { consentText } from '../../src/content/consent';
import { describePaths } from './describePaths';

/**
 * The consent banner and the footer's "Privacy choices" button on the app's consent actor
 * (src/actors/consent.ts: the choice read from and remembered in localStorage, inspected through
 * its own `actorOptions`), with analytics switched on and off through a fake.
 *
 * The app reads the stored choice as soon as the actor starts. Here that same reader is held
 * until the path's step says the choice is read, with the step's choice put in storage (or
 * storage blocked) first: so every path also sees the moment before, when nothing may show.
 */
type Switch = 'on' | 'off';

interface Driver {
  user: UserEvent;
  /** Analytics switched on or off, in order. */
  analytics: Switch[];
  /** Lets the held reader of the stored choice run. */
  read: () => Promise<void>;
  storageBlocked: boolean;
}

/** Actor logic that starts only once `release` is called; until then it is invoked and waiting. */
function held<T extends AnyActorLogic>(logic: T): { logic: T; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const start: AnyActorLogic['start'] = (snapshot, scope) => void released.then(() => logic.start?.(snapshot, scope));
  return { logic: { ...logic, start }, release };
}

// Blocking storage replaces these; what is really stored is still read through the original.
const readStorage = Storage.prototype.getItem;
const storedChoice = () => readStorage.call(localStorage, consentStorageKey);

function blockStorage(): void {
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
}

const banner = () => screen.queryByRole('region', { name: consentText.title });
const heading = () => screen.getByRole('heading', { name: consentText.title });
const settingsButton = () => screen.queryByRole('button', { name: consentText.settingsButton });

/** The banner's question with both answers, side by side. */
function expectBannerAsking(): void {
  expect(banner(), 'banner shown').not.toBeNull();
  expect(within(banner()!).getByRole('button', { name: consentText.accept })).toBeVisible();
  expect(within(banner()!).getByRole('button', { name: consentText.decline })).toBeVisible();
}

/** Nothing on screen about consent: no banner, no footer button, analytics untouched, nothing stored. */
function expectNothingAsked(driver: Driver): void {
  expect(banner(), 'banner shown').toBeNull();
  expect(settingsButton(), 'footer button shown').toBeNull();
  expect(driver.analytics, 'analytics switched').toEqual([]);
  expect(storedChoice(), 'remembered choice').toBeNull();
}

/** Analytics switched to match the choice, and the choice remembered (unless storage is blocked). */
function expectChosen(driver: Driver, choice: ConsentChoice): void {
  expect(driver.analytics.at(-1), 'analytics switch').toBe(choice === 'granted' ? 'on' : 'off');
  expect(storedChoice(), 'remembered choice').toBe(driver.storageBlocked ? null : choice);
}

function expectSettled(): void {
  expect(banner(), 'banner shown').toBeNull();
  expect(settingsButton(), 'footer button shown').toBeVisible();
}

/** Opened again from the footer: the banner says what holds now and takes the visitor to it. */
function expectReviewing(current: string): void {
  expectBannerAsking();
  expect(banner()).toHaveTextContent(current);
  expect(heading()).toHaveFocus();
  expect(settingsButton(), 'footer button shown').toBeNull();
}

describePaths<typeof consentMachine, Driver>('consent', consentMachine, {
  inputs: [{ available: true }, { available: false }],
  describeInput: (input) => (input.available ? 'analytics key set' : 'no analytics key'),
  events: [
    { type: 'xstate.done.actor.readChoice', output: 'granted' },
    { type: 'xstate.done.actor.readChoice', output: 'denied' },
    { type: 'xstate.done.actor.readChoice', output: null },
    // Storage blocked (xstate.error.actor.readChoice) is added by generatePaths.
    { type: 'consent.accept' },
    { type: 'consent.decline' },
    { type: 'consent.review' },
  ],
  describeEvent: (e) => {
    if (e.type === 'xstate.done.actor.readChoice') {
      const { output } = e as { output?: ConsentChoice | null };
      return output ? `stored choice ${output}` : 'no stored choice';
    }
    if (e.type === 'xstate.error.actor.readChoice') return 'storage blocked';
    return e.type;
  },
  pathCount: 8,

  start: (_, path): Driver => {
    localStorage.clear();
    const reader = held(consentActorLogic.implementations.actors.readChoice as AnyActorLogic);
    const driver: Driver = {
      user: userEvent.setup(),
      analytics: [],
      read: () =>
        act(async () => {
          reader.release();
          // The reader settles in microtasks; a zero-delay tick lets the banner update inside act.
          await new Promise((resolve) => setTimeout(resolve, 0));
        }),
      storageBlocked: false,
    };
    const logic = consentActorLogic.provide({
      actors: { readChoice: reader.logic as never },
      actions: {
        enableAnalytics: () => driver.analytics.push('on'),
        disableAnalytics: () => driver.analytics.push('off'),
      },
    });
    render(
      // Only the input is the path's: the app's own options (inspection included) still apply.
      <ConsentContext.Provider logic={logic} options={{ input: path.input as ConsentInput }}>
        <ConsentBanner />
        <footer>
          <ConsentSettingsButton />
        </footer>
      </ConsentContext.Provider>,
    );
    return driver;
  },
  stop: () => {
    vi.restoreAllMocks();
    localStorage.clear();
  },

  perform: {
    'xstate.done.actor.readChoice': async (driver, event) => {
      const choice = event.output as ConsentChoice | null;
      if (choice) localStorage.setItem(consentStorageKey, choice);
      await driver.read();
    },
    'xstate.error.actor.readChoice': async (driver) => {
      blockStorage();
      driver.storageBlocked = true;
      await driver.read();
    },
    'consent.accept': (driver) => driver.user.click(within(banner()!).getByRole('button', { name: consentText.accept })),
    'consent.decline': (driver) => driver.user.click(within(banner()!).getByRole('button', { name: consentText.decline })),
    'consent.review': (driver) => driver.user.click(settingsButton()!),
  },

  expectations: {
    unavailable: expectNothingAsked,
    // Reading the stored choice: a returning visitor must not see the banner flash.
    restoring: expectNothingAsked,
    asking: (driver) => {
      expectBannerAsking();
      expect(banner()).not.toHaveTextContent(consentText.current.granted);
      expect(banner()).not.toHaveTextContent(consentText.current.denied);
      // A first visit is asked politely: the banner does not take focus.
      expect(heading()).not.toHaveFocus();
      expect(settingsButton(), 'footer button shown').toBeNull();
      expect(driver.analytics, 'analytics switched').toEqual([]);
      expect(storedChoice(), 'remembered choice').toBeNull();
    },
    granted: (driver) => expectChosen(driver, 'granted'),
    'granted.settled': expectSettled,
    'granted.reviewing': () => expectReviewing(consentText.current.granted),
    denied: (driver) => expectChosen(driver, 'denied'),
    'denied.settled': expectSettled,
    'denied.reviewing': () => expectReviewing(consentText.current.denied),
  },
});
