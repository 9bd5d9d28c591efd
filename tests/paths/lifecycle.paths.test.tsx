import { expect, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { scholarshipMachine, type ScholarshipContext } from '../../machines/scholarship.machine';
import { bindScholarship } from '../../src/actors/scholarship';
import { analyticsEvents } from '../../src/domain/analyticsEvents';
import { isSubmissionOf } from '../../src/domain/submission';
import { actorOptions } from '../../src/inspect';
import { leadMemory } from '../../src/services/leadMemory';
import { settle } from '../support/renderWaitlist';
import { describePaths } from './describePaths';
import { scholarshipWorld } from './scholarship.world';
import { describeLifecycleEvent, isRestartLoad, lifecycleEvents, lifecycleView } from './lifecycle.model';
import { expectRequests, isBrokenWatch, newVisit, withBrokenWatchers, worldEvents, type LifecycleDriver } from './lifecycleDriver';

/**
 * The save region's rules (machines/formLifecycle.ts), once for every form that places it: every
 * situation the model tells apart (tests/paths/lifecycle.model.ts) meets every event that can
 * happen in it (`cover: 'edges'`), on the scholarship machine with its real bindings, driven as an
 * actor (the visitor's typing, Send and 'Send another request' as its events; the server, the
 * clock, the page and the other tabs as in every lifecycle path test). After every step the running
 * machine must agree with the model, the fake server must have exactly the request the state
 * stands for, never two at once, and the device must remember what the state means. What the
 * visitor sees in each state is each form's own path test (scholarship, affiliate), which takes
 * every state and transition once, on the rendered form.
 */
const resource = 'scholarship-applications';
const world = scholarshipWorld;

type Driver = LifecycleDriver & { actor: AnyActorRef };
const contextOf = (s: AnyMachineSnapshot): ScholarshipContext => s.context;
let typed = 0;
const type = (driver: Driver, field: string) => {
  typed += 1;
  driver.actor.send({ type: 'field.change', field, value: `${field} ${typed}` });
};

describePaths<typeof scholarshipMachine, Driver>('lifecycle', scholarshipMachine, {
  events: lifecycleEvents(world),
  serializeState: (s) => JSON.stringify(lifecycleView(world)(s)),
  compare: lifecycleView(world),
  describeEvent: describeLifecycleEvent(world),
  cover: 'edges',
  pathCount: 491,
  immediate: (e) => isBrokenWatch(e) || isRestartLoad(e),

  start: async (coverage, path) => {
    const visit = newVisit(coverage, world);
    const logic = withBrokenWatchers(
      bindScholarship({ saving: { client: visit.leads, tabs: visit.tabs.open }, analytics: visit.analytics, log: vi.fn() }),
      path.steps,
    );
    const driver: Driver = { ...visit, actor: createActor(logic, actorOptions({})) };
    driver.actor.start();
    await settle();
    return driver;
  },
  stop: (driver) => {
    driver.actor.stop();
    driver.restoreClock();
  },

  perform: {
    ...worldEvents(world, (driver) => type(driver as Driver, world.otherField)),
    'field.change': async (driver, event) => {
      type(driver as Driver, event.field);
      await settle();
    },
    'form.submit': async (driver) => {
      (driver as Driver).actor.send({ type: 'form.submit' });
      await settle();
    },
    'form.restart': async (driver) => {
      (driver as Driver).actor.send({ type: 'form.restart' });
      await settle();
    },
    'draft.flush': async (driver) => {
      (driver as Driver).actor.send({ type: 'draft.flush' });
      await settle();
    },
  },

  expectations: {
    'form.filling.submitting': (driver, state) => {
      // The submission goes as typed, with status submitted.
      const { sending, draft } = contextOf(state);
      if (state.matches({ save: 'saving' }) && isSubmissionOf(resource, sending)) {
        expect(driver.leads.pending.at(-1)?.call.body).toMatchObject({ ...draft, status: 'submitted' });
      }
    },
    'form.submitted': (driver, state) => {
      expect(driver.analytics.track).toHaveBeenCalledWith(analyticsEvents.scholarshipSubmitted);
      // The server has the application, sent, as the visitor typed it; the device says it was sent.
      const stored = driver.leads.records.get(contextOf(state).sent!.recordId)!;
      expect(stored.status).toBe('submitted');
      expect(leadMemory.read(resource)).toMatchObject({ sent: { recordId: stored._id } });
      expect(leadMemory.read(resource).recordId).toBeUndefined();
    },
    'form.sent': (driver, state) => {
      expect(driver.analytics.track).not.toHaveBeenCalledWith(analyticsEvents.scholarshipSubmitted);
      expect(leadMemory.read(resource).sent?.recordId).toBe(contextOf(state).sent!.recordId);
    },
    'save.loading.restoring': (driver) => expectRequests(driver, ['get']),
    'save.loading.waiting': (driver) => expectRequests(driver, []),
    'save.idle': (driver, state) => {
      expectRequests(driver, []);
      const { recordId, draft } = contextOf(state);
      // With a record, the server holds what the form shows, and the device remembers it.
      if (recordId) {
        const stored = driver.leads.records.get(recordId);
        expect([stored?.centerName, stored?.message, stored?.position]).toEqual([draft.centerName, draft.message, draft.position]);
        expect(leadMemory.read(resource)).toMatchObject({ recordId });
        expect(leadMemory.read(resource).draft).toBeUndefined();
      }
    },
    'save.debouncing': (driver, state) => {
      expectRequests(driver, []);
      // What is typed and not saved yet is kept on the device (a reload restores it).
      expect(leadMemory.read(resource).draft).toEqual(contextOf(state).draft);
    },
    'save.saving.creating': (driver) => {
      expectRequests(driver, ['add']);
      // The device holds the create's key: a reload now repeats this very create.
      const { idempotencyKey } = driver.leads.pending[0]!.call;
      expect(idempotencyKey).toBeTruthy();
      expect(leadMemory.read(resource).key).toBe(idempotencyKey);
    },
    'save.saving.updating': (driver) => expectRequests(driver, ['update']),
    'save.retrying': (driver) => expectRequests(driver, []),
    'save.rejected': (driver) => expectRequests(driver, []),
    'save.slowedDown': (driver) => expectRequests(driver, []),
    'save.blocked': (driver) => expectRequests(driver, []),
    'save.sent': (driver) => {
      expectRequests(driver, []);
      expect(leadMemory.read(resource).sent).toBeDefined();
    },
  },
});
