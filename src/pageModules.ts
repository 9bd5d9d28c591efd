import type { ComponentType } from 'react';
import { onDemand } from './onDemand';

/**
 * Lazy page chunks. Unlike React.lazy, a page that has been loaded renders synchronously, so the
 * prerenderer and hydration (which await `loadPage` first) never suspend and never mismatch.
 */
type PageModule = { default: ComponentType };

const modules = import.meta.glob<PageModule>(['./pages/*.tsx', './pages/template/*.tsx']);
const pages = new Map(Object.entries(modules).map(([path, importer]) => [path, onDemand(() => importer().then((m) => m.default))]));
const pageAt = (page: string) => pages.get(`./pages/${page}.tsx`);

/** The source path of a page, as Vite's manifest names it. */
export const pageSource = (page: string): string => `src/pages/${page}.tsx`;

export function hasPage(page: string): boolean {
  return pageAt(page) !== undefined;
}

export function loadPage(page: string): Promise<ComponentType> {
  return pageAt(page)?.load() ?? Promise.reject(new Error(`No page module for "${page}"`));
}

export function loadedPage(page: string): ComponentType | undefined {
  return pageAt(page)?.current();
}
