/**
 * What the visitor changed in this document, as against what the browser put back. On a history
 * navigation (Back, Forward) of a page not kept whole in the back/forward cache, Chromium restores
 * its form controls to what they held when it was left, before any script runs: an older value,
 * perhaps, than the one saved since on another page (issue 33: Back across a language switch).
 * Such a value is no keystroke of the visitor's, and must not be played back as one over the
 * newer saved draft. The page's inline loader (src/entryLoader.ts `typingWatch`) notes every
 * control that hears an input or a change from the moment the HTML is read.
 */
/** Where the page's inline loader keeps the set (a global: the loader runs before any module). */
export const typedControlsKey = '__heartworkTyped';

const typed = (): WeakSet<EventTarget> | undefined => (globalThis as Record<string, unknown>)[typedControlsKey] as WeakSet<EventTarget> | undefined;

/** This page was opened by a history navigation: its controls may hold what the browser restored. */
export const openedFromHistory = (): boolean =>
  (globalThis.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';

/** Whether `control`'s value is the visitor's doing in this document (always, unless the page came from history; without the loader, as before). */
export const changedByVisitor = (control: Element): boolean => !openedFromHistory() || (typed()?.has(control) ?? true);
