import { cachedFontKey, fontMark } from './fontFlag';

/**
 * The brand font's own files this page's text needs (src/styles/fonts.css: the faces cut to the
 * weights 400-800 by scripts/subset-fonts.sh, the Latin file declared first): the Latin file, and
 * on Romanian pages also the file of Romanian's own letters (issue 17: a page fetches only what its
 * language needs). The package's Latin Extended face (100-900, 84 KB) loads only if a text needs it.
 */
const ownFaces = (): FontFace[] =>
  typeof document === 'undefined' || !document.fonts
    ? []
    : [...document.fonts]
        .filter((f) => /Inter Variable/.test(f.family) && f.weight === '400 800')
        .slice(0, document.documentElement.lang.startsWith('ro') ? undefined : 1);

/**
 * Issue 39: fetches the brand font once the page has painted and is idle, without applying it (a
 * swap under the reader moves text on several pages); once loaded, the next full load may take it
 * from its first paint (src/fontFlag.ts).
 */
export function fetchBrandFontWhenIdle(): void {
  const faces = ownFaces();
  if (faces.length === 0) return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  idle(() => {
    Promise.all(faces.map((f) => f.load())).then(
      () => {
        try {
          localStorage.setItem(cachedFontKey, '1');
        } catch {
          // Storage refused (a private mode): every full load starts in the fallback, as a first visit.
        }
      },
      () => {}, // not loaded: the text stays in the fallback, and nothing says it is cached
    );
  });
}

/**
 * Gives the text the brand typeface if its files have loaded: called as a client-side navigation
 * replaces the page's content, so the new page appears in it and nothing moves under the reader.
 */
export function applyBrandFontIfLoaded(): void {
  const faces = ownFaces();
  if (faces.length > 0 && faces.every((f) => f.status === 'loaded')) document.documentElement.setAttribute(fontMark, '');
}
