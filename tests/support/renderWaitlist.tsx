import userEvent from '@testing-library/user-event';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { bindWaitlist, type WaitlistDeps } from '../../src/actors/waitlist';
import { WaitlistForm, type WaitlistFormProps } from '../../src/components/waitlist/WaitlistForm';
import type { Analytics } from '../../src/services/analytics';
import { FakeLeads } from './fakeLeads';

export function fakeAnalytics() {
  return { track: vi.fn(), register: vi.fn(), peopleSet: vi.fn(), identify: vi.fn() } satisfies Analytics;
}

export interface WaitlistTestDeps extends Omit<WaitlistDeps, 'analytics'> {
  leads?: FakeLeads;
  analytics?: ReturnType<typeof fakeAnalytics>;
}

/** The real wait-list form with the real machines; the leads API, analytics and logging are fakes. */
export function renderWaitlist(props: Partial<WaitlistFormProps> = {}, deps: WaitlistTestDeps = {}) {
  const leads = deps.leads ?? new FakeLeads();
  const analytics = deps.analytics ?? fakeAnalytics();
  const log = deps.log ?? vi.fn();
  const logic = bindWaitlist({
    saving: { client: leads, ...deps.saving },
    analytics,
    log,
    writeFeatures: deps.writeFeatures,
  });
  const view = render(<WaitlistForm logic={logic} {...props} />);
  return { ...view, leads, analytics, log, logic };
}

/** Lets promise chains (fake server answers, actor reactions, React updates) run to the end. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
}

/** Moves fake time forward, running the timers (debounce, backoff) due meanwhile. */
export async function elapse(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await settle();
}

/**
 * Fake timers that Testing Library knows about: its async wrapper drains with a setTimeout(0)
 * and only advances fake time when it sees Jest's, so user-event would wait forever.
 */
export function useFakeClock(): () => void {
  vi.useFakeTimers();
  const global = globalThis as { jest?: unknown };
  global.jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
  return () => {
    delete global.jest;
    vi.useRealTimers();
  };
}

/**
 * Each test of the calling file a fresh visit: the fake clock, an empty device memory, and the
 * page at `path` when given (the forms read the URL).
 */
export function useFreshVisit(path?: string): void {
  let restoreClock: () => void;
  beforeEach(() => {
    restoreClock = useFakeClock();
    localStorage.clear();
    if (path) history.replaceState(null, '', path);
  });
  afterEach(() => restoreClock());
}

/** user-event driving the fake clock. */
export const typist = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
