import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './App';
import { headHtml } from './head';
import { loadPage } from './pageModules';
import { matchRoute, notFoundRoute, routes, type RouteDef } from './routes';

// The prerenderer reads these from this bundle so it sees the values Vite built in.
export { routes, notFoundRoute };
export { config } from './services/config';
export type { RouteDef };

/** Renders one route to HTML for the prerenderer (scripts/prerender.ts). */
export async function render(path: string): Promise<{ html: string; head: string; route: RouteDef }> {
  const route = matchRoute(path);
  await loadPage(route.page);
  const html = renderToString(
    <StrictMode>
      <Router ssrPath={path} ssrSearch="">
        <App />
      </Router>
    </StrictMode>,
  );
  return { html, head: headHtml(route), route };
}
