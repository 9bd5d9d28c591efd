import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the prerendered page and in the render that hydrates it, true once the page's script
 * runs it (useSyncExternalStore re-renders with the browser's value). For what only a running
 * script keeps true: a note that follows the typing would be frozen, and wrong, without it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
