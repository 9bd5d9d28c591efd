import { fromPromise } from 'xstate';
import { navigationMachine, type NavigationTarget } from '../../machines/navigation.machine';
import { trackPageView } from './analytics';
import { loadPage } from '../pageModules';
import { matchRoute } from '../routes';
import { onDemand } from '../onDemand';
import { applyBrandFontIfLoaded } from '../brandFont';

/**
 * Moves the view to the fragment's element, or to the top of the page. Never on the first load
 * (the navigation machine calls it only after a route change or a fragment change).
 */
export function scrollToTarget({ hash }: NavigationTarget): void {
  const id = hash ? decodeURIComponent(hash.slice(1)) : '';
  const el = id ? document.getElementById(id) : null;
  if (el) {
    el.scrollIntoView({ block: 'start' });
    // Keyboard and screen-reader users land where sighted users do.
    focusWithoutScroll(el);
  } else {
    window.scrollTo(0, 0);
    // A new page: the focus would stay on the link that left the old one, and a screen reader
    // would say nothing of the new page (WCAG 2.4.3). Its heading is where it starts being read,
    // and where the next Tab starts from.
    const heading = document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main');
    if (heading) focusWithoutScroll(heading);
  }
}

function focusWithoutScroll(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

// The document's head changes only on a client-side navigation: its code (every route's tags)
// loads with the first page navigated to rather than in the entry (issue 20's 100 KB budget).
// The page's load waits for it too, so the head is applied as the page is shown; if a page was
// loaded some other way, it is applied as soon as its code arrives.
const headCode = onDemand(() => import('../applyHead'));

function applyDocumentMeta({ path }: NavigationTarget): void {
  const apply = ({ applyHead }: typeof import('../applyHead')) => applyHead(document, matchRoute(path));
  const loaded = headCode.current();
  if (loaded) apply(loaded);
  else headCode.load().then(apply, (error: unknown) => console.error('The page’s title and links could not be updated', error));
}

export const navigationActorLogic = navigationMachine.provide({
  actors: {
    loadPage: fromPromise(async ({ input }: { input: { path: string } }) => {
      await Promise.all([loadPage(matchRoute(input.path).page), headCode.load()]);
      // The new page replaces the old one in this same task (the machine shows it at once), so
      // the brand font, if it has loaded meanwhile, comes with it and moves nothing being read.
      applyBrandFontIfLoaded();
    }),
  },
  actions: {
    scrollToTarget: (_, target) => scrollToTarget(target),
    applyDocumentMeta: (_, target) => applyDocumentMeta(target),
    trackPageView: (_, target) => trackPageView(target),
    reloadDocument: (_, target) => window.location.assign(target.path + target.hash),
  },
});
