import { useSyncExternalStore } from 'react';
import { motion } from '../../domain/motion';

const queries = {
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** Spec: width under 800. */
  narrow: `(max-width: ${motion.mobileBreakpointPx - 0.02}px)`,
} as const;

const matches = (query: string): boolean => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** For effects and event handlers (never during render: the server has no window). */
export const prefersReducedMotion = (): boolean => matches(queries.reducedMotion);
export const isNarrowViewport = (): boolean => matches(queries.narrow);

/**
 * A media query as render input, safe to hydrate: the server and the hydrating render both see
 * `false`, then React re-renders with the browser's value (useSyncExternalStore does the swap).
 */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}

/** The visitor asked the system for less motion. */
export const useReducedMotion = (): boolean => useMediaQuery(queries.reducedMotion);
