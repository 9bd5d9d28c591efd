import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './App';
import { loadPage } from './pageModules';
import { matchRoute } from './routes';
import './styles/fonts.css';
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
// Hydrating in a transition lets React yield to the browser every few milliseconds instead of
// holding the main thread for the whole page (a long task on a slow phone); a visitor's click or
// keystroke meanwhile makes React hydrate that part first.
const hydrate = () => startTransition(() => void hydrateRoot(container, app));
Promise.all([loadPage(matchRoute(location.pathname).page), inspecting]).then(
  () => (container.firstElementChild ? hydrate() : createRoot(container).render(app)),
  () => createRoot(container).render(app),
);
