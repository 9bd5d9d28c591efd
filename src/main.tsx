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

// Load this page's chunk before hydrating so the first client render matches the prerendered
// HTML exactly (no suspended boundary, no flash).
loadPage(matchRoute(location.pathname).page).then(
  () => (container.firstElementChild ? hydrateRoot(container, app) : createRoot(container).render(app)),
  () => createRoot(container).render(app),
);
