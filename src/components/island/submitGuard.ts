/**
 * Until an island is live its form is plain HTML: submitting it would send the browser to the
 * page's URL with every field in the query string (and lose the lead). The guard stops that,
 * remembers the form, and asks for the island's code; the island submits the form once it is live.
 * A press of one of its other buttons (a click, or Enter or Space on a focused one) does nothing
 * in plain HTML: the guard remembers the last one, and the island presses it again once live
 * (issue 20), so a visitor quicker than the code is not ignored.
 */
export interface HeldSubmit {
  live: boolean;
  form: HTMLFormElement | null;
  /** The last button (not a submit button: that one submits the form) pressed before the island was live. */
  button: HTMLButtonElement | null;
}

export function guardSubmits(root: HTMLElement, held: HeldSubmit, load: () => void): () => void {
  const guard = (event: Event) => {
    if (held.live || !(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    held.form = event.target;
    load();
  };
  const press = (event: Event) => {
    if (held.live || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (!button || button.type === 'submit' || button.disabled || !root.contains(button)) return;
    held.button = button;
    load();
  };
  // On the document, capturing: React stops the propagation of events aimed at a dehydrated boundary.
  document.addEventListener('submit', guard, true);
  document.addEventListener('click', press, true);
  return () => {
    document.removeEventListener('submit', guard, true);
    document.removeEventListener('click', press, true);
  };
}
