import { useCallback, useEffect, useState, type RefCallback } from 'react';

/**
 * What a box fixed over the page (the language suggestion, the consent banner) needs: to wait
 * for its rules, and to keep the focused control in view above it.
 */

/**
 * The full stylesheets still loading. The page paints with only the rules its prerendered HTML
 * uses inline (scripts/paint-first.ts); the entry enables the full sheets after that (main.tsx), and
 * a box that appears later is drawn unstyled (full width, in the flow) until its sheet has
 * loaded, then jumps into place. A sheet that is still loading has no `sheet` yet.
 */
const loadingSheets = (): HTMLLinkElement[] =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].filter((link) => !link.sheet);

/** True once every enabled stylesheet has loaded (or failed): the box is drawn as designed. */
export function useStylesApplied(): boolean {
  const [applied, setApplied] = useState(() => typeof document !== 'undefined' && loadingSheets().length === 0);
  useEffect(() => {
    if (applied) return;
    let live = true;
    const settled = (link: HTMLLinkElement) =>
      new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      });
    void Promise.all(loadingSheets().map(settled)).then(() => live && setApplied(true));
    return () => {
      live = false;
    };
  }, [applied]);
  return applied;
}

// The boxes on screen, each with the height it covers at the bottom of the viewport.
const covered = new Map<Element, number>();
const gap = 8;

function applyScrollPadding(): void {
  const most = Math.max(0, ...covered.values());
  // Focusing a control, or scrolling one into view, keeps it out of this band (WCAG 2.4.11):
  // the browser scrolls a control that Tab reaches under the box up above it.
  document.documentElement.style.scrollPaddingBottom = most ? `${Math.ceil(most + gap)}px` : '';
}

/**
 * A ref for a box fixed at the bottom of the viewport: while it is shown, the page's
 * scroll-padding-bottom is the height it covers, so a focused control is never hidden under it.
 */
export function useScrollClearance<T extends HTMLElement>(): RefCallback<T> {
  return useCallback((box: T | null) => {
    if (!box) return;
    const measure = () => {
      covered.set(box, window.innerHeight - box.getBoundingClientRect().top);
      applyScrollPadding();
    };
    // (jsdom has no ResizeObserver: the window's resize alone there.)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    addEventListener('resize', measure);
    measure();
    return () => {
      observer?.disconnect();
      removeEventListener('resize', measure);
      covered.delete(box);
      applyScrollPadding();
    };
  }, []);
}
