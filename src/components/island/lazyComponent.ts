import type { ComponentType } from 'react';

/** A component whose code is fetched on demand, then available synchronously (like pageModules). */
export interface LazyComponent<P> {
  load(): Promise<ComponentType<P>>;
  /** The component once loaded: rendering it then never suspends. */
  current(): ComponentType<P> | undefined;
}

export function lazyComponent<P>(importer: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (component) => (loaded = component),
        (error: unknown) => {
          // A failed chunk load must be retryable, not cached.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
  };
}
