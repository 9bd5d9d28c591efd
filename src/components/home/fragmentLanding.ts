/**
 * Where a fragment (/#faqsSection) lands. The home sections are laid out only as they near the
 * viewport (content-visibility: auto, story.css); until then each counts as its estimated height,
 * so a fragment's position was computed from estimates, and the sections above it that were then
 * laid out (the ones just above the viewport) moved it: /#faqsSection landed 350 px low, with the
 * end of the join form above it. So the sections above a fragment's target are laid out before the
 * page scrolls to it, and handed back to content-visibility once the page has landed: each then
 * keeps its real height (`contain-intrinsic-size: auto`), so nothing moves when it is skipped again.
 * On a full load the page's inline loader marks them as the HTML is read (src/entryLoader.ts, the
 * same rule in a few bytes), before the load event up to which the browser keeps its landing on the
 * target; the entry itself often runs after the load. (A `:target` rule in CSS would act before
 * any script, but Chromium does not restyle `.story:has(~ :target)` when the target is set.)
 */
const laidOut = 'data-laid-out';
const navigations = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;
const visitorMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** Long enough for the navigation machine's scroll after the page has rendered, on a slow phone. */
const releaseAfterMs = 3000;

/** Lays out every section above the target of `hash` (the page's own by default); returns whether there was a target. */
export function layOutSectionsAbove(doc: Document = document, hash = doc.location.hash): boolean {
  const id = hash ? decodeURIComponent(hash.slice(1)) : '';
  const target = id ? doc.getElementById(id) : null;
  if (!target) return false;
  for (const section of doc.querySelectorAll<HTMLElement>('section.story')) {
    if (section.contains(target)) break;
    if (section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) section.setAttribute(laidOut, '');
  }
  return true;
}

function release(doc: Document): void {
  for (const section of doc.querySelectorAll(`section.story[${laidOut}]`)) section.removeAttribute(laidOut);
}

/**
 * Watches the page's fragment for as long as the home page is shown: now (the landing page or a
 * navigation to it) and on each fragment change. Returns a function that stops watching.
 */
export function watchFragmentLanding(doc: Document = document): () => void {
  const win = doc.defaultView!;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const releaseNow = () => {
    clearTimeout(timer);
    timer = undefined;
    visitorMoves.forEach((type) => win.removeEventListener(type, releaseNow, true));
    release(doc);
  };
  const releaseLater = () => {
    clearTimeout(timer);
    timer = setTimeout(releaseNow, releaseAfterMs);
    // The visitor's own scroll or click: the landing is theirs from now on.
    visitorMoves.forEach((type) => win.addEventListener(type, releaseNow, { capture: true, passive: true }));
  };
  const onNavigation = () => {
    if (layOutSectionsAbove(doc)) releaseLater();
  };
  // A link to a fragment of this page (the hero's 'Join' button): the browser scrolls as part of
  // following it, before any event tells of the new fragment, so the sections are laid out on the click.
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !link.hash || link.pathname !== doc.location.pathname || link.origin !== doc.location.origin) return;
    if (layOutSectionsAbove(doc, link.hash)) releaseLater();
  };
  if (layOutSectionsAbove(doc)) {
    if (doc.readyState === 'complete') releaseLater();
    else win.addEventListener('load', releaseLater, { once: true });
  }
  navigations.forEach((type) => win.addEventListener(type, onNavigation));
  doc.addEventListener('click', onClick, true);
  return () => {
    navigations.forEach((type) => win.removeEventListener(type, onNavigation));
    doc.removeEventListener('click', onClick, true);
    win.removeEventListener('load', releaseLater);
    if (timer !== undefined) releaseNow();
  };
}
