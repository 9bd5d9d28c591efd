/**
 * Until an island is live its form is plain HTML: submitting it would send the browser to the
 * page's URL with every field in the query string (and lose the lead). The guard stops that,
 * remembers the form, and asks for the island's code; the island submits the form once it is live.
 */
export interface HeldSubmit {
  live: boolean;
  form: HTMLFormElement | null;
}

export function guardSubmits(root: HTMLElement, held: HeldSubmit, load: () => void): () => void {
  const guard = (event: Event) => {
    if (held.live || !(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    held.form = event.target;
    load();
  };
  // On the document, capturing: React stops the propagation of events aimed at a dehydrated boundary.
  document.addEventListener('submit', guard, true);
  return () => document.removeEventListener('submit', guard, true);
}
