import { fromPromise } from 'xstate';
import { navigationMachine, type NavigationTarget } from '../../machines/navigation.machine';
import { trackPageView } from './analytics';
import { loadPage } from '../pageModules';
import { matchRoute } from '../routes';

/** Moves the view to the fragment's element, or to the top of the page. */
export function scrollToTarget({ hash }: NavigationTarget): void {
  const id = hash ? decodeURIComponent(hash.slice(1)) : '';
  const el = id ? document.getElementById(id) : null;
  if (el) {
    el.scrollIntoView({ block: 'start' });
    // Keyboard and screen-reader users land where sighted users do.
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
  } else {
    window.scrollTo(0, 0);
  }
}

// The document's head changes only on a client-side navigation: its code (every route's tags)
// loads with the first page navigated to rather than in the entry (issue 20's 100 KB budget).
// A page is shown, and its head applied, only once its load has finished, so it is there by then.
let head: typeof import('../applyHead') | undefined;
const loadHead = async () => {
  head ??= await import('../applyHead');
};

export const navigationActorLogic = navigationMachine.provide({
  actors: {
    loadPage: fromPromise(async ({ input }: { input: { path: string } }) => {
      await Promise.all([loadPage(matchRoute(input.path).page), loadHead()]);
    }),
  },
  actions: {
    scrollToTarget: (_, target) => scrollToTarget(target),
    applyDocumentMeta: (_, target) => head!.applyHead(document, matchRoute(target.path)),
    trackPageView: (_, target) => trackPageView(target),
    reloadDocument: (_, target) => window.location.assign(target.path + target.hash),
  },
});
