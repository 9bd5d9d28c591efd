import { useEffect, useRef, useState, type RefObject } from 'react';
import { isNarrowViewport, prefersReducedMotion } from './mediaQueries';

/** Spec section 2: a section's media appears once the viewport's midpoint reaches the section. */
export function hasReachedMidpoint(sectionTop: number, viewportHeight: number): boolean {
  return sectionTop <= viewportHeight / 2;
}

/**
 * Whether a section's animated content is shown. The prerendered page and the hydrating render
 * show everything (readable without JavaScript, nothing for LCP to wait for); after mount a
 * section still below the viewport's midpoint is hidden and revealed once the midpoint reaches
 * it, re-checked on scroll and resize. Under 800 px wide, or with reduced motion, everything
 * always shows. Once shown, it stays shown.
 */
export function useSectionReveal(section: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(true);
  const revealed = useRef(false);

  useEffect(() => {
    const el = section.current;
    if (!el) return;
    // Read in the effect, not from render state: the first client render still carries the
    // server's answers, and acting on those would hide (then fade in) what must always show.
    const check = () => {
      const reached =
        revealed.current || prefersReducedMotion() || isNarrowViewport() || hasReachedMidpoint(el.getBoundingClientRect().top, window.innerHeight);
      setShown(reached);
      if (reached) {
        revealed.current = true;
        stop();
      }
    };
    const stop = () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    check();
    return stop;
  }, [section]);

  return shown;
}
