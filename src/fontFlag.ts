/**
 * Issue 39: the brand font without ever swapping under a reader. A page view that starts without
 * Inter keeps the metric-matched fallback (src/styles/fonts.css) until its content is replaced
 * anyway: the font is fetched once the page is idle (src/brandFont.ts) and applied at the first
 * client-side navigation (src/actors/navigation.ts). Once it has loaded, `cachedFontKey` in
 * localStorage says the files are in the HTTP cache, and a later full load takes Inter from its
 * first paint: this inline script in the head (allowed by its hash, server/security.ts) marks
 * `<html data-fonts="cached">` before anything is laid out (the `optional` faces of fonts.css: a
 * file that is late is not swapped in) and preloads the files named by its `data-files`. Without the mark nothing preloads the font, so the simulated phone's LCP does not
 * wait for it (a request that finished before the paint is counted into it, docs/benchmarks.md).
 * Short on purpose: it is in every page's HTML (14 KB budget).
 */
export const cachedFontKey = 'font-cached';

/** The mark on <html> that gives the text the brand typeface (src/styles/global.css): `data-fonts`. */
const markName = 'fonts';
export const fontMark = `data-${markName}`;

// No `type` on the preloads: every browser that runs this reads woff2, and the bytes are the page's.
export const fontFlagLoader =
  `(s=>{try{localStorage.getItem('${cachedFontKey}')&&(document.documentElement.dataset.${markName}='cached',` +
  "s.dataset.files.split(' ').map(h=>s.before(Object.assign(document.createElement('link'),{rel:'preload',as:'font',href:h,crossOrigin:''}))))}catch{}})(document.currentScript)";

/** The head's tag: the loader with the brand font's files this page's text needs. */
export const fontFlagTag = (files: string[]) => `<script data-files="${files.join(' ')}">${fontFlagLoader}</script>`;
