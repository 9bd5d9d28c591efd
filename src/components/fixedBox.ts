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
 * When the box appears over a form's control that is in view (after a language switch and Back,
 * the page comes back at its scroll position and the language suggestion covered the /demo
 * form's e-mail field at 1280 x 720), the page scrolls up by what it covers of that control, so
 * the visitor can see and click it (a scroll, not a shift of the layout). Only on a page the
 * visitor came back to or has scrolled: a first visit stays where it was painted, at its top.
 * Controls out of view are the scroll padding's business.
 */
function uncoverControls(box: Element): void {
  const cameBack = (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
  if (window.scrollY === 0 && !cameBack) return;
  const top = box.getBoundingClientRect().top;
  let under = 0;
  for (const control of document.querySelectorAll('main input:not([type="hidden"]), main textarea, main select')) {
    const r = control.getBoundingClientRect();
    if (r.height > 0 && r.top < window.innerHeight && r.bottom > top) under = Math.max(under, Math.min(r.bottom, window.innerHeight) - top);
  }
  const room = document.documentElement.scrollHeight - window.innerHeight - window.scrollY;
  if (under > 0 && room > 0) window.scrollBy({ top: Math.min(Math.ceil(under + gap), room), behavior: 'instant' });
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
    uncoverControls(box);
    return () => {
      observer?.disconnect();
      removeEventListener('resize', measure);
      covered.delete(box);
      applyScrollPadding();
    };
  }, []);
}
