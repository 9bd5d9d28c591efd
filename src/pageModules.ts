import type { ComponentType } from 'react';

/**
 * Lazy page chunks. Unlike React.lazy, a page that has been loaded renders synchronously, so the
 * prerenderer and hydration (which await `loadPage` first) never suspend and never mismatch.
 */
type PageModule = { default: ComponentType };

const modules = import.meta.glob<PageModule>(['./pages/*.tsx', './pages/template/*.tsx']);
const loaded = new Map<string, ComponentType>();
const pending = new Map<string, Promise<ComponentType>>();

/** The source path of a page, as Vite's manifest names it. */
export const pageSource = (page: string): string => `src/pages/${page}.tsx`;

export function hasPage(page: string): boolean {
  return `./pages/${page}.tsx` in modules;
}

export function loadPage(page: string): Promise<ComponentType> {
  const importer = modules[`./pages/${page}.tsx`];
  if (!importer) return Promise.reject(new Error(`No page module for "${page}"`));
  let promise = pending.get(page);
  if (!promise) {
    promise = importer().then((m) => {
      loaded.set(page, m.default);
      return m.default;
    });
    // A failed chunk load (e.g. after a deploy) must be retryable, not cached.
    promise.catch(() => pending.delete(page));
    pending.set(page, promise);
  }
  return promise;
}

export function loadedPage(page: string): ComponentType | undefined {
  return loaded.get(page);
}
