import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, use, useEffect, type ReactElement } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { selectDisplayedPath, selectIsBusy } from '../machines/navigation.machine';
import { trackPageView } from './actors/analytics';
import { navigationActorLogic } from './actors/navigation';
import { LazyConsent } from './components/consent/LazyConsent';
import { chrome } from './content/chrome';
import { Footer } from './components/Footer';
import { LanguageSuggestion } from './components/language/LanguageSuggestion';
import { Navbar } from './components/Navbar';
import { Preloader } from './components/Preloader';
import { isHydrated, markHydrated } from './hydration';
import { actorOptions } from './inspect';
import { fulfilled } from './onDemand';
import { loadedPage } from './pageModules';
import { pageWhenReady } from './pageHydration';
import { matchRoute, notFoundRoute, routes, type RouteDef } from './routes';

const currentHash = () => location.hash;
/**
 * The fragment while hydrating: the real one in the browser. It is never rendered into the markup
 * (only effects read it), so it cannot cause a mismatch; with '' the first navigation after a
 * hydration that React defers (pageHydration.ts) took a full load of /#section back to the top.
 */
const hydratingHash = typeof location === 'undefined' ? () => '' : currentHash;

function PageOutlet({ route, onRendered }: { route: RouteDef; onRendered: () => void }): ReactElement {
  // While the first page hydrates, this suspends until the page may hydrate (pageHydration.ts),
  // and React keeps the server's HTML meanwhile. Afterwards pages are loaded before they are
  // shown (navigation machine), so it suspends only if something rendered a route out of turn.
  // Always through use(), also once the page is loaded (see `fulfilled`).
  const loaded = isHydrated() && loadedPage(route.page);
  const Page = use(loaded ? fulfilled(loaded) : pageWhenReady(route.page));
  useEffect(() => {
    if (!isHydrated()) {
      // The whole page is interactive now: tests and monitoring wait for this mark.
      document.getElementById('root')?.setAttribute('data-hydrated', '');
      markHydrated();
    }
  }, []);
  useEffect(onRendered, [route.path]); // eslint-disable-line react-hooks/exhaustive-deps
  return <Page />;
}

export function App(): ReactElement {
  const [path] = useLocation();
  const hash = useLocationProperty(currentHash, hydratingHash);
  const navigation = useActorRef(navigationActorLogic, actorOptions({ input: { path, hash } }));
  const displayedPath = useSelector(navigation, selectDisplayedPath);
  const busy = useSelector(navigation, selectIsBusy);

  useEffect(() => {
    navigation.send({ type: 'navigation.start', path, hash });
  }, [navigation, path, hash]);

  // The links of the parts hydration leaves alone navigate inside the site too (issue 39). Its
  // code comes after the shell has hydrated, off the first load; a click before it does a full load.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./components/island/staticLinks').then(({ navigateStaticLinks }) => {
      if (!stopped) stop = navigateStaticLinks();
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);

  useEffect(() => {
    // The landing page is a page view too; the navigation machine tracks the ones that follow.
    trackPageView({ path, hash });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const route = matchRoute(displayedPath);
  const rendered = () => navigation.send({ type: 'page.rendered' });

  return (
    <>
      <a className="skip-link" href="#main">
        {chrome.skipLink}
      </a>
      {!route.tool && <Navbar showJoin={route.showJoin !== false} />}
      <main id="main" tabIndex={-1}>
        {/* The page's content hydrates after the shell (pageHydration.ts); nothing is shown in its
            place meanwhile: the server's HTML stays, and a navigation shows a loaded page. */}
        <Suspense fallback={null}>
          <Switch location={displayedPath}>
            {routes.map((r) => (
              <Route key={r.path} path={r.path}>
                <PageOutlet route={r} onRendered={rendered} />
              </Route>
            ))}
            <Route>
              <PageOutlet route={notFoundRoute} onRendered={rendered} />
            </Route>
          </Switch>
        </Suspense>
      </main>
      {!route.hideFooter && <Footer />}
      <Preloader visible={busy} />
      <LazyConsent footer={!route.hideFooter} />
      <LanguageSuggestion />
    </>
  );
}
