/**
 * Whether the prerendered page has been hydrated. Until then, rendering means adopting the
 * server's HTML (components/island defer their code then); afterwards it means a client-side
 * navigation. Set by the shell (App.tsx) once the first render has been committed.
 */
let hydrated = false;

export const markHydrated = (): void => {
  hydrated = true;
};

export const isHydrated = (): boolean => hydrated;
