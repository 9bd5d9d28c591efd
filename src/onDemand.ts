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

/**
 * A promise already fulfilled with `value`, marked the way React's `use()` reads a settled one
 * (`status`, `value`): `use()` returns the value at once, without suspending. For components that
 * read loaded code through `use()` every time rather than only while it is loading: a component
 * that suspends in `use()` and, replayed once the code has arrived, skips `use()`, mounts its
 * hooks with React's update dispatcher (React error #467, reported as the recoverable #520).
 */
export function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}
