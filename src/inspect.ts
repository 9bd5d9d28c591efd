import type { InspectionEvent } from 'xstate';

/**
 * The one place where the app's actors meet inspectors. Every actor the app creates passes its
 * options through `actorOptions(...)`; in development that adds XState's `inspect` callback,
 * which forwards to whatever was added here: the Stately inspector or the console log (`?inspect`,
 * see devInspector.ts) and the path tests' coverage recorder. In a production build
 * `import.meta.env.DEV` is false, so the options pass through untouched and nothing is recorded.
 */
export type Inspector = (event: InspectionEvent) => void;

const inspectors = new Set<Inspector>();
const inspect: Inspector = (event) =>
  inspectors.forEach((inspector) => {
    // A broken inspector must not break the actor it watches.
    try {
      inspector(event);
    } catch (error) {
      console.error('Inspector failed', error);
    }
  });

export function actorOptions<T extends object>(options: T): T & { inspect?: Inspector } {
  return import.meta.env.DEV ? { ...options, inspect } : options;
}

/** Development and tests only. Returns a function that removes the inspector again. */
export function addInspector(inspector: Inspector): () => void {
  inspectors.add(inspector);
  return () => inspectors.delete(inspector);
}
