import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './App';
import { fetchBrandFontWhenIdle } from './brandFont';
import { keepFocusThroughFragment } from './fragmentFocus';
import { markAdopting } from './hydration';
import { routerOptions, splitLocale } from './i18n/paths';
import { loadPage } from './pageModules';
import { matchRoute } from './routes';
import './styles/fonts.css';
import './styles/global.css';

// The page came with the rules it uses inline (scripts/paint-first.ts); the full sheets, for what
// appears later (a message, the consent banner), load now, after the first paint, without blocking.
for (const sheet of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')) sheet.disabled = false;
// Where the visitor came from, before a navigation inside the site changes the URL (issue 15).
// The landing is read now; the code that keeps it loads after the first paint (off the first load).
const landing = { url: new URL(location.href), referrer: document.referrer };
void import('./services/attribution').then(({ firstTouch }) => firstTouch.remember(landing.url, landing.referrer));

// Before the browser's own handling of /#section can take a field's focus from a visitor typing.
keepFocusThroughFragment();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Router {...routerOptions}>
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

// The shell hydrates at once; the page's content, whose chunk starts loading now, hydrates once
// it has arrived and the browser is idle (pageHydration.ts): no long task after the first paint.
// Hydrating in a transition lets React yield to the browser every few milliseconds instead of
// holding the main thread for the whole page (a long task on a slow phone); a visitor's click or
// keystroke meanwhile makes React hydrate that part first.
loadPage(matchRoute(splitLocale(location.pathname).path).page).catch(() => {}); // retried by the page's boundary
// React recovers from some errors by rendering again; its report names only its own wrapper. The
// cause goes with it, so a console (or a test collecting the console) says what actually failed.
const rootOptions = { onRecoverableError: (error: unknown) => console.error(error, (error as Error)?.cause) };
const hydrate = () => {
  // Static parts (components/island/StaticPart.tsx) keep the server's HTML while it is adopted.
  markAdopting();
  startTransition(() => void hydrateRoot(container, app, rootOptions));
};
// Hydration starts in a task of its own, not in the one that evaluated the entry's modules: the
// two together were one long task after the first paint (25 ms on this machine, 100 ms on
// Lighthouse's simulated phone: most of the pages' Total Blocking Time; issue 20).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
Promise.all([inspecting, nextTask()]).then(() => (container.firstElementChild ? hydrate() : createRoot(container, rootOptions).render(app)));
// The brand font once the page is idle, kept for the next page (issue 39, src/brandFont.ts).
fetchBrandFontWhenIdle();
