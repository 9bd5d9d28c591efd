/**
 * What the visitor changed in this document, as against what the browser put back. On a history
 * navigation (Back, Forward) of a page not kept whole in the back/forward cache, Chromium restores
 * its form controls to what they held when it was left, before any script runs: an older value,
 * perhaps, than the one saved since on another page (issue 33: Back across a language switch).
 * Such a value is no keystroke of the visitor's, and must not be played back as one over the
 * newer saved draft. So the entry watches the visitor's own input from its first moment.
 */
const typed = new WeakSet<EventTarget>();

/** Starts watching (once, from the entry): every control that hears an input or a change is the visitor's. */
export function watchTyping(doc: Document = document): void {
  const note = (event: Event) => {
    if (event.target) typed.add(event.target);
  };
  doc.addEventListener('input', note, true);
  doc.addEventListener('change', note, true);
}

/** This page was opened by a history navigation: its controls may hold what the browser restored. */
export const openedFromHistory = (): boolean =>
  (globalThis.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';

/** Whether `control`'s value is the visitor's doing in this document (always, unless the page came from history). */
export const changedByVisitor = (control: Element): boolean => !openedFromHistory() || typed.has(control);
