/**
 * Chromium, landing on an address with a fragment (/#demoSection), takes the focus away once the
 * page's render-blocking resources have loaded: the fragment's element is not focusable, so the
 * focus is cleared (ElementFragmentAnchor::ApplyFocusIfNeeded). On a slow network that comes after
 * the visitor has clicked into a field of that section and begun typing, and the rest of what they
 * typed went nowhere (a name stored as its first letter). So, for the page's first seconds, a field
 * that loses the focus to nothing, with no pointer or key of the visitor's to move it, gets it
 * straight back, before their next keystroke.
 */
export function keepFocusThroughFragment(doc: Document = document): void {
  if (!doc.location.hash) return;
  let intentAt = -Infinity;
  const intent = (event: Event) => {
    if (!(event instanceof KeyboardEvent) || event.key === 'Tab' || event.key === 'Escape') intentAt = event.timeStamp;
  };
  const onFocusOut = (event: FocusEvent) => {
    const field = event.target;
    if (event.relatedTarget || !(field instanceof HTMLElement) || !field.matches('input, textarea, select')) return;
    if (event.timeStamp - intentAt < 200) return;
    // (A window losing the focus blurs the field too, but leaves it the document's active element.)
    queueMicrotask(() => {
      if (!field.isConnected || doc.activeElement !== doc.body) return;
      stop();
      field.focus({ preventScroll: true });
    });
  };
  const listeners = [
    ['pointerdown', intent],
    ['keydown', intent],
    ['focusout', onFocusOut],
  ] as const;
  const stop = () => listeners.forEach(([type, listener]) => doc.removeEventListener(type, listener as EventListener, true));
  listeners.forEach(([type, listener]) => doc.addEventListener(type, listener as EventListener, true));
  // Long after the page has loaded, a field's focus is the visitor's own business.
  addEventListener('load', () => setTimeout(stop, 10_000), { once: true });
}
