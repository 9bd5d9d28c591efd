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
// The page's load waits for it too, so the head is applied as the page is shown; if a page was
// loaded some other way, it is applied as soon as its code arrives.
type HeadModule = typeof import('../applyHead');
let head: HeadModule | undefined;
let headLoad: Promise<HeadModule> | undefined;
const loadHead = (): Promise<HeadModule> => {
  headLoad ??= import('../applyHead').then(
    (m) => (head = m),
    (error: unknown) => {
      // A failed chunk load (offline, a new deploy) must be retryable, not cached.
      headLoad = undefined;
      throw error;
    },
  );
  return headLoad;
};

function applyDocumentMeta({ path }: NavigationTarget): void {
  const apply = (m: HeadModule) => m.applyHead(document, matchRoute(path));
  if (head) apply(head);
  else loadHead().then(apply, (error: unknown) => console.error('The page’s title and links could not be updated', error));
}

export const navigationActorLogic = navigationMachine.provide({
  actors: {
    loadPage: fromPromise(async ({ input }: { input: { path: string } }) => {
      await Promise.all([loadPage(matchRoute(input.path).page), loadHead()]);
    }),
  },
  actions: {
    scrollToTarget: (_, target) => scrollToTarget(target),
    applyDocumentMeta: (_, target) => applyDocumentMeta(target),
    trackPageView: (_, target) => trackPageView(target),
    reloadDocument: (_, target) => window.location.assign(target.path + target.hash),
  },
});
