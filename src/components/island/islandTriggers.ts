/**
 * When a deferred island's code should load: as it nears the viewport (a generous margin, so it
 * is usually ready before it is seen), as soon as the visitor points at, touches or focuses it, or
 * at once when the URL's fragment names the island or a section around it (#demoSection).
 */
const nearViewport = '100% 0px';
const interactions = ['pointerover', 'pointerdown', 'focusin'] as const;

function fragmentTargets(el: Element): boolean {
  const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
  return Boolean(id && document.getElementById(id)?.contains(el));
}

/** Calls `load` once, on the first trigger; returns a function that stops watching. */
export function watchIslandTriggers(el: HTMLElement, load: () => void): () => void {
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && fire(), { rootMargin: nearViewport })
      : undefined;
  const onHash = () => fragmentTargets(el) && fire();
  const onInteraction = (event: Event) => event.target instanceof Node && el.contains(event.target) && fire();
  const stop = () => {
    observer?.disconnect();
    window.removeEventListener('hashchange', onHash);
    for (const type of interactions) document.removeEventListener(type, onInteraction, true);
  };
  function fire() {
    stop();
    load();
  }

  // Without IntersectionObserver nothing would tell us when it is seen: load now.
  if (!observer || fragmentTargets(el)) {
    fire();
    return stop;
  }
  // The island's wrapper has no box of its own (display: contents): watch what it holds.
  observer.observe(el.firstElementChild ?? el);
  window.addEventListener('hashchange', onHash);
  // On the document, capturing: React stops the propagation of events aimed at a dehydrated boundary.
  for (const type of interactions) document.addEventListener(type, onInteraction, { capture: true, passive: true });
  return stop;
}
