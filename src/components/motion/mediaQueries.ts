import { useSyncExternalStore } from 'react';
import { motion } from '../../domain/motion';

/**
 * Media-query hooks that are safe to hydrate: the server and the hydrating render both see the
 * server value, then React re-renders with the browser's (useSyncExternalStore does the swap),
 * so nothing reads `window` during render and no mismatch is possible.
 */
function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}

/** The visitor asked the system for less motion. */
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)', false);

/** Under the mobile breakpoint (spec: width under 800) all media always show. */
export const useNarrowViewport = (): boolean =>
  useMediaQuery(`(max-width: ${motion.mobileBreakpointPx - 0.02}px)`, false);
