/**
 * Code fetched on demand, then available synchronously: `current()` answers without waiting once
 * `load()` has settled (islands' components, the document head's code). A failed load (offline,
 * a new deploy) is not cached: the next `load()` fetches again.
 */
export interface OnDemand<T> {
  load(): Promise<T>;
  current(): T | undefined;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (value) => (loaded = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
  };
}
