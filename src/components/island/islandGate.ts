import type { ComponentType } from 'react';
import { isHydrated } from '../../hydration';
import type { LazyComponent } from './lazyComponent';
import { onDemand, type OnDemand } from '../../onDemand';

/**
 * The replay of what was typed before an island's code came (replayEdits.ts): needed only once that
 * code has come, so it is fetched with it rather than in every page's first load (issue 33: the
 * first load's JavaScript may not grow).
 */
export const replayCode = onDemand(() => import('./replayEdits').then((m) => m.replayEdits));

/**
 * When an island's code is fetched. While the first page hydrates, only once the gate is opened
 * (a trigger fired): until then React keeps the server's HTML. On the server, and for islands
 * mounted after the first hydration (a client-side navigation), at once.
 */
export interface IslandGate<P> {
  deferred: boolean;
  open: () => void;
  /** Settles with the component; never rejects in the browser (a failed load is retried). */
  ready: Promise<ComponentType<P>>;
}

const retryDelaysMs = [1000, 3000, 10_000, 30_000];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries a failed load with backoff: the server's HTML stays in place until one succeeds. */
async function loadPatiently<T>(component: OnDemand<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await component.load();
    } catch (error) {
      console.error('An island’s code could not be loaded; retrying', error);
      await wait(retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)]!);
    }
  }
}

export function createGate<P>(component: LazyComponent<P>): IslandGate<P> {
  // The prerenderer waits for the code, and a failure must fail the build, not hang it.
  if (typeof window === 'undefined') return { deferred: false, open: () => {}, ready: component.load() };
  if (isHydrated()) return { deferred: false, open: () => {}, ready: loadPatiently(component) };
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { deferred: true, open, ready: opened.then(() => Promise.all([loadPatiently(component), loadPatiently(replayCode)])).then(([loaded]) => loaded) };
}
