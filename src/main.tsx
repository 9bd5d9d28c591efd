import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './App';
import { loadPage } from './pageModules';
import { matchRoute } from './routes';
import './styles/global.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Router>
      <App />
    </Router>
  </StrictMode>
);

// Development only: `?inspect` attaches an inspector before the first actor starts. Behind
// `import.meta.env.DEV` so a production build contains none of it (tests/browser/inspector.test.ts).
const inspecting = import.meta.env.DEV
  ? import('./devInspector')
      .then((m) => m.attachInspector(location.search, import.meta.env.VITE_INSPECT))
      .catch((error) => console.error('The inspector could not be attached', error))
  : undefined;

// Load this page's chunk before hydrating so the first client render matches the prerendered
// HTML exactly (no suspended boundary, no flash).
Promise.all([loadPage(matchRoute(location.pathname).page), inspecting]).then(
  () => (container.firstElementChild ? hydrateRoot(container, app) : createRoot(container).render(app)),
  () => createRoot(container).render(app),
);
