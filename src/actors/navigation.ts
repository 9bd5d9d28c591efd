import { fromPromise } from 'xstate';
import { navigationMachine, type NavigationTarget } from '../../machines/navigation.machine';
import { applyHead } from '../head';
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

export const navigationActorLogic = navigationMachine.provide({
  actors: {
    loadPage: fromPromise(async ({ input }: { input: { path: string } }) => {
      await loadPage(matchRoute(input.path).page);
    }),
  },
  actions: {
    scrollToTarget: (_, target) => scrollToTarget(target),
    applyDocumentMeta: (_, target) => applyHead(document, matchRoute(target.path)),
    trackPageView: (_, target) => trackPageView(target),
    reloadDocument: (_, target) => window.location.assign(target.path + target.hash),
  },
});
