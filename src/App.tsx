import { useActorRef, useSelector } from '@xstate/react';
import { use, useEffect, type ReactElement } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { selectDisplayedPath, selectIsBusy } from '../machines/navigation.machine';
import { trackPageView } from './actors/analytics';
import { ConsentContext } from './actors/consent';
import { navigationActorLogic } from './actors/navigation';
import { ConsentBanner } from './components/consent/ConsentBanner';
import { Footer } from './components/Footer';
import { Navbar } from './components/Navbar';
import { Preloader } from './components/Preloader';
import { markHydrated } from './hydration';
import { actorOptions } from './inspect';
import { loadPage, loadedPage } from './pageModules';
import { matchRoute, notFoundRoute, routes, type RouteDef } from './routes';

const currentHash = () => location.hash;
const noHash = () => '';

function PageOutlet({ route, onRendered }: { route: RouteDef; onRendered: () => void }): ReactElement {
  // Pages are loaded before they are shown (navigation machine, prerender, hydration), so this
  // `use` only suspends if something rendered a route out of turn.
  const Page = loadedPage(route.page) ?? use(loadPage(route.page));
  useEffect(onRendered, [route.path]); // eslint-disable-line react-hooks/exhaustive-deps
  return <Page />;
}

export function App(): ReactElement {
  const [path] = useLocation();
  const hash = useLocationProperty(currentHash, noHash);
  const navigation = useActorRef(navigationActorLogic, actorOptions({ input: { path, hash } }));
  const displayedPath = useSelector(navigation, selectDisplayedPath);
  const busy = useSelector(navigation, selectIsBusy);

  useEffect(() => {
    navigation.send({ type: 'navigation.start', path, hash });
  }, [navigation, path, hash]);

  useEffect(() => {
    // Marks the page as interactive, for tests and monitoring that must wait for hydration.
    document.getElementById('root')?.setAttribute('data-hydrated', '');
    markHydrated();
    // The landing page is a page view too; the navigation machine tracks the ones that follow.
    trackPageView({ path, hash });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const route = matchRoute(displayedPath);
  const rendered = () => navigation.send({ type: 'page.rendered' });

  return (
    <ConsentContext.Provider>
      <a className="skip-link" href="#main">Skip to content</a>
      <Navbar showJoin={route.showJoin !== false} />
      <main id="main" tabIndex={-1}>
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
      </main>
      {!route.hideFooter && <Footer />}
      <Preloader visible={busy} />
      <ConsentBanner />
    </ConsentContext.Provider>
  );
}
