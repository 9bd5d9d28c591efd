import '@testing-library/jest-dom/vitest';
import { Globals } from '@react-spring/web';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// Animations finish at once in tests.
Globals.assign({ skipAnimation: true });
afterEach(() => cleanup());

// Most unit files share one jsdom per worker (vitest.config.ts): each still starts as a fresh
// visitor's browser would, with nothing stored and nothing on the page. (Files that ask for the
// node environment have no document.)
beforeAll(() => {
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});
