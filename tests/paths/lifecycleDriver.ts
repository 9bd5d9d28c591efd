import { act, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { fromCallback, type AnyActorLogic, type AnyEventObject, type AnyStateMachine, type EventObject } from 'xstate';
import { autosaveTiming, retryDelayMs, type SaveFailure, type TabAnnouncement } from '../../machines/saveRules';
import type { LeadContext } from '../../machines/formLifecycle';
import type { Draft } from '../../src/domain/draftMerge';
import type { ResourceName } from '../../src/domain/resources';
import { leadMemory } from '../../src/services/leadMemory';
import type { PathCoverage } from '../../tools/paths/coverage';
import { antiForgeryRefused, FakeLeads, networkDown, refused, slowedDown, type LeadCall } from '../support/fakeLeads';
import { FakeTabs } from '../support/fakeTabs';
import { elapse, fakeAnalytics, settle, useFakeClock } from '../support/renderWaitlist';
import type { PathTestOptions } from './describePaths';
import { describeLifecycleEvent, isRestartLoad, lifecycleView, otherTabNotes, slowDown, type LifecycleForm } from './lifecycle.model';

/**
 * How a lifecycle path test (tests/paths/lifecycle.model.ts) makes the world's events happen for
 * a form that owns its saving: the server's answers by answering the fake leads API, timers by
 * moving the fake clock, leaving and coming back online by window events, other tabs by the fake
 * tab channel. The visitor's own events (typing, Send, 'Send another request') are the form's.
 */
export interface LifecycleDriver {
  leads: FakeLeads;
  tabs: FakeTabs;
  coverage: PathCoverage;
  analytics: ReturnType<typeof fakeAnalytics>;
  restoreClock: () => void;
}

export interface LifecycleWorld extends LifecycleForm {
  resource: ResourceName;
  /** What marks a record sent (its resource's submission field). */
  sentMark: Draft;
}

export const liveContext = (driver: LifecycleDriver): LeadContext => driver.coverage.snapshot()!.context;

/** The logic's watchers, broken where the path says the page or the tabs cannot be watched. */
export function withBrokenWatchers<L extends AnyActorLogic & { provide: (i: object) => L }>(logic: L, steps: { event: EventObject }[]): L {
  const broken = <E extends EventObject>(message: string) =>
    fromCallback<E>(() => {
      throw new Error(message);
    });
  const breaks = (type: string) => steps.some((s) => s.event.type === type);
  let bound = logic;
  if (breaks('xstate.error.actor.watchPage')) bound = bound.provide({ actors: { watchPage: broken('no page events here') } });
  if (breaks('xstate.error.actor.watchTabs')) bound = bound.provide({ actors: { watchTabs: broken<TabAnnouncement>('no tab channel here') } });
  return bound;
}

/** A watch of the page or of the other tabs that fails at start: the machine hears it at once. */
export const isBrokenWatch = (e: AnyEventObject): boolean => e.type === 'xstate.error.actor.watchPage' || e.type === 'xstate.error.actor.watchTabs';

/** What the binding of a form's logic is given in a path test: the visit's fakes. */
export type PathBindings = { saving: { client: FakeLeads; tabs: FakeTabs['open'] }; analytics: LifecycleDriver['analytics']; log: () => void };

/**
 * What the path tests of a form with one placement share (scholarship, affiliate): the model's
 * view and event names, every transition covered, and each path a new visit with the form shown
 * by `show` on its logic, bound to the visit's fakes (its watchers broken where the path says so).
 */
export function lifecycleFormPaths<TMachine extends AnyStateMachine>(
  world: LifecycleWorld,
  show: (bindings: PathBindings, steps: { event: EventObject }[]) => void,
): Pick<PathTestOptions<TMachine, LifecycleDriver>, 'serializeState' | 'compare' | 'describeEvent' | 'cover' | 'immediate' | 'start' | 'stop'> {
  return {
    serializeState: (s) => JSON.stringify(lifecycleView(world)(s)),
    compare: lifecycleView(world),
    describeEvent: describeLifecycleEvent(world),
    cover: 'transitions',
    // The restore after 'Send another request' has nothing to ask.
    immediate: (e) => isBrokenWatch(e) || isRestartLoad(e),
    start: async (coverage, path) => {
      const driver = newVisit(coverage, world);
      show({ saving: { client: driver.leads, tabs: driver.tabs.open }, analytics: driver.analytics, log: () => {} }, path.steps);
      await settle();
      return driver;
    },
    stop: (driver) => driver.restoreClock(),
  };
}

/** A new visit whose earlier draft is stored, the restore to wait for the server's answer. */
export function newVisit(coverage: PathCoverage, world: LifecycleWorld): LifecycleDriver {
  const driver: LifecycleDriver = {
    leads: new FakeLeads(world.resource),
    tabs: new FakeTabs(),
    coverage,
    analytics: fakeAnalytics(),
    restoreClock: useFakeClock(),
  };
  localStorage.clear();
  const now = '2026-11-23T11:00:00.000Z';
  driver.leads.records.set('stored', { ...world.stored, _id: 'stored', createdAt: now, updatedAt: now });
  leadMemory.write(world.resource, { recordId: 'stored' });
  driver.leads.manual = true;
  return driver;
}

/** Answers the oldest waiting request of a kind, as the step's event says. */
async function answer(driver: LifecycleDriver, world: LifecycleWorld, kind: LeadCall['kind'], error: SaveFailure | undefined) {
  const call = driver.leads.next(kind);
  if (error?.status === 404) driver.leads.records.delete(call.call.id!);
  const failure =
    error?.status === 0
      ? networkDown()
      : error?.status === 403
        ? antiForgeryRefused()
        : error?.status === 400
          ? refused(world.otherField)
          : error?.status === 429
            ? slowedDown(error.outcome === 'slowedDown' ? error.retryAfterMs / 1000 : 0)
            : undefined;
  act(() => call.settle(failure));
  await settle();
}

type Perform = (driver: LifecycleDriver, event: AnyEventObject) => void | Promise<void>;

/**
 * The world's events. `keepTyping`: the visitor types once more (a change every half second
 * until the longest wait is over).
 */
export function worldEvents(world: LifecycleWorld, keepTyping: (driver: LifecycleDriver) => void): Record<string, Perform> {
  const id = world.machineId;
  /** Another tab saved (its field) or sent the record; while this tab's save is out, on top of it once that is answered, said now. */
  const tabNews = (sent: boolean) => async (driver: LifecycleDriver) => {
    const patch = sent ? world.sentMark : { [world.otherTabField]: otherTabNotes };
    const recordId = liveContext(driver).recordId!;
    const saving = driver.leads.pending.find((p) => p.call.kind === 'update');
    const { draft, version } = saving
      ? driver.leads.onTopOf(saving, recordId, patch)
      : (({ _id, createdAt, updatedAt, ...rest }) => ({ draft: rest, version: updatedAt! }))(driver.leads.touch(recordId, patch));
    act(() => driver.tabs.emit(sent ? { type: 'tab.sent', recordId, at: version } : { type: 'tab.saved', recordId, draft, version }));
    await settle();
  };
  return {
    'page.leave': async () => {
      act(() => void window.dispatchEvent(new Event('pagehide')));
      await settle();
    },
    'network.online': async () => {
      act(() => void window.dispatchEvent(new Event('online')));
      await settle();
    },
    [`xstate.after.SAVE_DELAY.${id}.save.debouncing.pausing`]: () => elapse(autosaveTiming.saveDelayMs),
    [`xstate.after.MAX_WAIT.${id}.save.debouncing`]: async (driver) => {
      const step = autosaveTiming.saveDelayMs / 2;
      for (let waited = 0; waited < autosaveTiming.maxWaitMs; waited += step) {
        keepTyping(driver);
        await elapse(step);
      }
      await settle();
    },
    [`xstate.after.RETRY_AFTER.${id}.save.slowedDown`]: () => elapse(slowDown.retryAfterMs),
    [`xstate.after.RETRY_DELAY.${id}.save.retrying`]: (driver) => elapse(retryDelayMs(liveContext(driver).failures)),
    [`xstate.after.RETRY_DELAY.${id}.save.loading.waiting`]: (driver) => elapse(retryDelayMs(liveContext(driver).failures)),
    'xstate.done.actor.loadRecord': (driver, event) => {
      if (isRestartLoad(event)) return settle();
      if (event.output === null) driver.leads.records.delete('stored');
      else if ('sent' in event.output) driver.leads.touch('stored', world.sentMark);
      return answer(driver, world, 'get', undefined);
    },
    'xstate.error.actor.loadRecord': (driver, event) => answer(driver, world, 'get', event.error),
    'xstate.done.actor.createRecord': (driver, event) => {
      // The key already made a record: one with more fields, or one that was sent.
      const { idempotencyKey, body } = driver.leads.pending.find((p) => p.call.kind === 'add')!.call;
      if (event.output.sent) driver.leads.seed(idempotencyKey!, { ...body, ...world.sentMark });
      else if ((event.output.stored as Draft | undefined)?.[world.otherTabField] === otherTabNotes)
        driver.leads.seed(idempotencyKey!, { ...body, [world.otherTabField]: otherTabNotes });
      return answer(driver, world, 'add', undefined);
    },
    'xstate.error.actor.createRecord': (driver, event) => answer(driver, world, 'add', event.error),
    'xstate.done.actor.updateRecord': (driver) => answer(driver, world, 'update', undefined),
    'xstate.error.actor.updateRecord': (driver, event) => {
      // Another tab saved (412) or sent (409) the record while this tab's save was on its way.
      const status = (event.error as { status?: number }).status;
      const recordId = driver.leads.pending.find((p) => p.call.kind === 'update')!.call.id!;
      if (status === 412) driver.leads.touch(recordId, { [world.otherTabField]: otherTabNotes });
      else if (status === 409) driver.leads.touch(recordId, world.sentMark);
      return answer(driver, world, 'update', status === 412 || status === 409 ? undefined : event.error);
    },
    'tab.saved': tabNews(false),
    'tab.sent': tabNews(true),
  };
}

/** What the server is asked in a save state: exactly the request the state stands for, never two at once. */
export function expectRequests(driver: LifecycleDriver, requests: LeadCall['kind'][]): void {
  expect(driver.leads.pending.map((p) => p.call.kind)).toEqual(requests);
  expect(driver.leads.maxInFlight).toBeLessThanOrEqual(1);
}

export type ControlRole = 'textbox' | 'combobox' | 'checkbox';

/** A form control, found as a person finds it: by its role and its label (the required mark is not part of the name). */
export const control = (role: ControlRole, label: string) => screen.getByRole(role, { name: label }) as HTMLInputElement;
