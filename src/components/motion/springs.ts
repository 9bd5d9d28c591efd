/**
 * react-spring, loaded the first time something animates. Every animation on the site is an
 * enhancement of what the prerendered page already shows, so the library stays out of the first
 * load (issue 9: home's initial JavaScript ≤ 110 KB gzip) and arrives as its own chunk.
 */
export type Springs = typeof import('@react-spring/web');

let pending: Promise<Springs> | undefined;

export function loadSprings(): Promise<Springs> {
  pending ??= import('@react-spring/web').catch((error: unknown) => {
    // A failed chunk load (e.g. after a deploy) may succeed on the next animation.
    pending = undefined;
    throw error;
  });
  return pending;
}
