/**
 * Whether the prerendered page has been hydrated. Until then, rendering means adopting the
 * server's HTML (components/island defer their code then); afterwards it means a client-side
 * navigation. Set by the shell (App.tsx) once the first render has been committed.
 */
let hydrated = false;
/** The entry adopts server HTML (hydrateRoot), rather than rendering into an empty page (tests, a page without prerendered HTML). */
let adopting = false;

export const markHydrated = (): void => {
  hydrated = true;
};

export const isHydrated = (): boolean => hydrated;

/** Called by the entry just before it hydrates the prerendered page. */
export const markAdopting = (): void => {
  adopting = true;
};

/** Rendering now adopts the server's HTML: the first hydration, not a client render or a later navigation. */
export const isAdoptingServerHtml = (): boolean => adopting && !hydrated;
