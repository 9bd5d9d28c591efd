import type { ComponentType } from 'react';
import { isHydrated } from './hydration';
import { loadPage } from './pageModules';

/**
 * Issue 20: the first page hydrates in two steps, so no long task follows the first paint. The
 * shell (navbar, footer, preloader, consent) hydrates as soon as the entry runs; the page's own
 * content stays the server's HTML (a Suspense boundary in App) until its chunk has arrived and
 * the browser is idle, or at once when the visitor points at, touches, focuses or types in it.
 * React then hydrates that boundary on its own, and replays an event aimed at it.
 */
const interactions = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;
// Idle comes within a frame or two on a quiet phone; a busy one still hydrates the page soon.
const idleTimeoutMs = 500;

function whenIdleOrUsed(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of interactions) document.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of interactions) document.addEventListener(type, done, { capture: true, passive: true });
    if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: idleTimeoutMs });
    else setTimeout(done, 1);
  });
}

const gates = new Map<string, Promise<ComponentType>>();

/**
 * The page component, once it may hydrate. After the first hydration (client-side navigation,
 * whose machine loads the page before showing it) and on the server: as soon as it is loaded.
 */
export function pageWhenReady(page: string): Promise<ComponentType> {
  if (typeof window === 'undefined' || isHydrated()) return loadPage(page);
  let gate = gates.get(page);
  if (!gate) {
    gate = Promise.all([loadPage(page), whenIdleOrUsed()]).then(([component]) => component);
    // A failed chunk load must be retryable, not cached.
    gate.catch(() => gates.delete(page));
    gates.set(page, gate);
  }
  return gate;
}
