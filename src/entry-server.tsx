import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './App';
import { headHtml } from './headHtml';
import { locale } from './i18n/locale';
import { base, routerOptions } from './i18n/paths';
import { loadPage } from './pageModules';
import { routeMeta } from './routeMeta';
import { matchRoute, notFoundRoute, routes, type RouteDef } from './routes';

// The prerenderer reads these from this bundle so it sees the values Vite built in.
export { routes, notFoundRoute, locale, routeMeta };
export { config } from './services/config';
export type { RouteDef };

/** Renders one route to HTML for the prerenderer (scripts/prerender.ts); `path` as routes.ts spells it. */
export async function render(path: string): Promise<{ html: string; head: string; route: RouteDef }> {
  const route = matchRoute(path);
  await loadPage(route.page);
  // `prerender` (unlike renderToString) waits for suspended parts, so deferred islands
  // (components/island) are in the HTML in full, as crawlers and visitors without JavaScript see them.
  const { prelude } = await prerender(
    <StrictMode>
      <Router {...routerOptions} ssrPath={base + path} ssrSearch="">
        <App />
      </Router>
    </StrictMode>,
    // Inline every boundary: React would otherwise move a large one (the wait-list form) to the
    // end of the document behind an inline script, which the CSP refuses and crawlers skip.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, head: headHtml(route), route };
}
