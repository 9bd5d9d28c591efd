import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromCallback, type InspectionEvent } from 'xstate';
import { autosaveMachine, autosaveTiming, retryDelayMs, selectSaveStatus, type AutosaveContext } from '../../machines/autosave.machine';
import { autosaveFor } from '../../src/actors/autosave';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { messages } from '../../src/domain/messages';
import { draftStorage } from '../../src/services/draftStorage';
import { autosaveEvents, continuedDraft, continuedEvents, serializeAutosave, storedDraft } from '../support/autosaveModel';
import { FakeLeads, networkDown, refused } from '../support/fakeLeads';
import { allStates, allTransitions, coverageRecorder, pathName, transitionCoverPaths } from '../support/paths';
import { elapse, renderWaitlist, settle, typist, useFakeClock } from '../support/renderWaitlist';

/**
 * Paths generated from the real autosave machine (@xstate/graph), each replayed on the real
 * wait-list form: the form's edits and submits by typing and clicking, the server's answers by
 * answering the fake leads API, timers by moving the fake clock. After every step the running
 * autosave must be in the state the model predicts and the save indicator must say so.
 */
type Step = { event: { type: string; [key: string]: unknown }; state: ModelSnapshot };
type ModelSnapshot = { value: unknown; context: AutosaveContext; hasTag: (t: never) => boolean };

// The traversal runs without a form around it: the reports to the form are left out.
const model = autosaveMachine.provide({ actions: { reportReady: () => {}, reportSaved: () => {}, reportRejected: () => {} } });
const fresh = transitionCoverPaths(model, { input: {}, events: autosaveEvents, serializeState: serializeAutosave });
const continued = transitionCoverPaths(model, {
  input: { recordId: 'continued', draft: continuedDraft },
  events: continuedEvents,
  serializeState: serializeAutosave,
});
const coverage = coverageRecorder('autosave');

const automatic = new Set(['draft.close', 'xstate.error.actor.watchPage']);

let restoreClock: () => void;
beforeEach(() => {
  restoreClock = useFakeClock();
  localStorage.clear();
  history.replaceState(null, '', '/demo');
});
afterEach(() => restoreClock());

function field(name: 'name' | 'email') {
  return screen.getByLabelText(new RegExp(`^${name === 'name' ? waitlistText.labels.name : waitlistText.labels.email}`));
}

async function start(steps: readonly Step[], continuing: boolean) {
  const leads = new FakeLeads();
  let latest: { value: unknown; status: string; context: AutosaveContext } | undefined;
  const inspect = (event: InspectionEvent) => {
    coverage.inspect(event);
    if (event.type === '@xstate.snapshot' && (event.actorRef as { id?: string }).id === 'autosave') latest = event.snapshot as never;
  };
  const breaksPageWatch = steps.some((s) => s.event.type === 'xstate.error.actor.watchPage');
  let autosave = autosaveFor('waitlist-records', { client: leads, storage: draftStorage, log: () => {} });
  if (breaksPageWatch) {
    autosave = autosave.provide({
      actors: {
        watchPage: fromCallback(() => {
          throw new Error('no page events here');
        }),
      },
    });
  }
  if (continuing) {
    renderWaitlist({ shortForm: true }, { leads, autosave, inspect });
    await settle();
    await typist().type(screen.getByLabelText(new RegExp(waitlistText.labels.shortEmail)), String(continuedDraft.email));
    leads.manual = true;
    await typist().click(screen.getByRole('button', { name: waitlistText.submit }));
    await act(async () => leads.next('add').settle());
    await settle();
    await typist().click(screen.getByRole('button', { name: waitlistText.success.expandAction }));
    await settle();
  } else {
    // A draft id is stored, so the restore waits for the (fake) server like a real reload.
    leads.records.set('stored', { ...storedDraft, _id: 'stored' });
    draftStorage.set('waitlist-records', 'stored');
    leads.manual = true;
    renderWaitlist({}, { leads, autosave, inspect });
    await settle();
  }
  return { leads, state: () => latest };
}

let typed = 0;
async function perform(step: Step, before: ModelSnapshot, leads: FakeLeads) {
  const { event } = step;
  const error = event.error as { status?: number } | undefined;
  const failure = error?.status === 0 ? networkDown() : error?.status === 400 ? refused('email') : undefined;
  switch (event.type) {
    case 'draft.change':
      typed += 1;
      fireEvent.change(field(event.field as 'name' | 'email'), {
        target: { value: event.field === 'name' ? `Ada Lovelace ${typed}` : `ada${typed}@example.org` },
      });
      break;
    case 'draft.save':
      fireEvent.click(screen.getByRole('button', { name: waitlistText.submit }));
      break;
    case 'page.leave':
      act(() => void window.dispatchEvent(new Event('pagehide')));
      break;
    case 'network.online':
      act(() => void window.dispatchEvent(new Event('online')));
      break;
    case 'xstate.after.SAVE_DELAY.autosave.debouncing':
      return elapse(autosaveTiming.saveDelayMs);
    case 'xstate.after.RETRY_DELAY.autosave.retrying':
    case 'xstate.after.RETRY_DELAY.autosave.restoreWaiting':
      return elapse(retryDelayMs(before.context.failures));
    case 'xstate.done.actor.loadRecord':
      if (event.output === null) leads.records.delete('stored');
      act(() => leads.next('get').settle());
      break;
    case 'xstate.error.actor.loadRecord':
      act(() => leads.next('get').settle(networkDown()));
      break;
    case 'xstate.done.actor.createRecord':
    case 'xstate.error.actor.createRecord':
      act(() => leads.next('add').settle(failure));
      break;
    case 'xstate.done.actor.updateRecord':
    case 'xstate.error.actor.updateRecord': {
      const call = leads.next('update');
      if (error?.status === 404) leads.records.delete(call.call.id!);
      act(() => call.settle(failure));
      break;
    }
    default:
      if (!automatic.has(event.type)) throw new Error(`no way to make ${event.type} happen`);
  }
  await settle();
}

const indicatorText = (s: ModelSnapshot) => {
  const status = selectSaveStatus(s as never);
  return status === 'idle' || status === 'restoring' ? '' : messages.saveStatus[status];
};

async function replay(steps: readonly Step[], continuing: boolean) {
  const { leads, state } = await start(steps, continuing);
  for (let i = 1; i < steps.length; i++) {
    await perform(steps[i], steps[i - 1].state, leads);
    // A step the form takes by itself right after this one is checked after it.
    if (automatic.has(steps[i + 1]?.event.type ?? '')) continue;
    const expected = steps[i].state;
    expect(state()?.value, `after ${steps[i].event.type}`).toEqual(expected.value);
    if (expected.value === 'closed') {
      expect(screen.getByText(waitlistText.success.full)).toBeInTheDocument();
      continue;
    }
    expect(document.querySelector('.save-indicator')).toHaveTextContent(indicatorText(expected), { normalizeWhitespace: true });
    // The server sees exactly the request the state stands for.
    const waiting = { restoring: ['get'], '{"saving":"creating"}': ['add'], '{"saving":"updating"}': ['update'] } as Record<string, string[]>;
    const key = typeof expected.value === 'string' ? expected.value : JSON.stringify(expected.value);
    expect(leads.pending.map((p) => p.call.kind)).toEqual(waiting[key] ?? []);
    // 'Saved' means the server holds what the form shows.
    const recordId = state()?.context.recordId;
    if (expected.value === 'idle' && recordId) {
      const stored = leads.records.get(recordId);
      expect([stored?.name ?? '', stored?.email ?? '']).toEqual([(field('name') as HTMLInputElement).value, (field('email') as HTMLInputElement).value]);
    }
  }
  expect(leads.maxInFlight).toBeLessThanOrEqual(1);
}

describe('autosave paths', () => {
  it('generates a fixed number of paths (a change to the machine changes it)', () => {
    expect([fresh.length, continued.length]).toEqual([98, 11]);
  });

  describe('a new visit with a stored draft', () => {
    it.each(fresh.map((p) => [pathName(p), p] as const))('%s', async (_, path) => {
      await replay(path.steps as unknown as Step[], false);
    });
  });

  describe("a record continued after the short form's 'click here'", () => {
    it.each(continued.map((p) => [pathName(p), p] as const))('%s', async (_, path) => {
      await replay(path.steps as unknown as Step[], true);
    });
  });

  // Runs after the paths above (tests of a file run in order).
  it('took every transition and reached every state of the machine on the way', () => {
    const missingTransitions = allTransitions(autosaveMachine).filter((t) => !coverage.transitions.has(t));
    const missingStates = allStates(autosaveMachine).filter((s) => !coverage.states.has(s));
    expect({ missingTransitions, missingStates }).toEqual({ missingTransitions: [], missingStates: [] });
  });
});
