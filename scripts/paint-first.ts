import Beasties from 'beasties';
import { entryLoaderTag } from '../src/entryLoader';

/**
 * Issue 20: a prerendered page paints before any script. The rules of its CSS (the entry's, then
 * its own: the order of a client-side navigation) that its HTML uses are inlined, so nothing
 * blocks the first paint; the full sheets follow without blocking (the entry enables them, see
 * src/main.tsx; a <noscript> link without JavaScript). Its scripts leave the head for one small
 * inline loader at the end of the body, which requests the entry after the first contentful paint
 * (src/entryLoader.ts), so they no longer compete with the first paint (a simulated phone waited
 * ~0.8 s for 8 modulepreloads). The entry's own imports and the page's chunk are fetched by the
 * entry once it runs.
 */

const modulePreload = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;
// Not a link inside the template's own <noscript> (public/noscript.css, issue 14): that one is for
// visitors without JavaScript only, and the inlined styles must not land inside it.
const stylesheet = /(?<!<noscript>)[ \t]*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\n?/g;
const moduleScript = /[ \t]*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\n?/g;

/** The stylesheets and module scripts Vite wrote into the HTML template, in order. */
export function templateAssets(template: string): { css: string[]; js: string[] } {
  return {
    css: [...template.matchAll(stylesheet)].map((m) => m[1]!),
    js: [...template.matchAll(moduleScript)].map((m) => m[1]!),
  };
}

/**
 * One stylesheet inlined (in full; `criticalOnly` then keeps what the page uses), followed by a
 * disabled link to the full file: the entry enables it after the first paint, and Vite's chunk
 * loader, which adds a stylesheet link for a chunk's CSS unless one with that href is there,
 * does not add it twice on a client-side navigation. `disabled` keeps it from being fetched
 * before then; without JavaScript the <noscript> copy loads it.
 */
export function inlineStyle(href: string, css: string): string {
  return `<style>${css.trim()}</style>` + `<link rel="stylesheet" href="${href}" disabled><noscript><link rel="stylesheet" href="${href}"></noscript>`;
}

const beasties = new Beasties({
  // Only the inline <style> blocks are reduced; the links stay as they are.
  external: false,
  reduceInlineStyles: true,
  mergeStylesheets: false,
  keyframes: 'critical',
  // The brand font's @font-face rules (and its metric-matched fallbacks) must be in the inline CSS,
  // or the text shifts when the full sheet arrives. The font's loader in the head, which preloads
  // it only when it is known to be cached, is the prerenderer's own (fontPreload, src/fontFlag.ts).
  inlineFonts: true,
  preloadFonts: false,
  // The rules of the inline loaders' marks (a fragment's sections, src/entryLoader.ts; the brand
  // font, src/fontFlag.ts) act before the full sheets arrive: no prerendered element carries a
  // mark, so keep them by name.
  allowRules: [/\[data-landing\]/, /\[data-fonts/],
  logLevel: 'warn',
});

/** The stylesheets a page carries inline, named by the disabled link that follows each one. */
export const inlinedStylesheets = (html: string): string[] => [...html.matchAll(/<\/style><link rel="stylesheet" href="([^"]+)" disabled>/g)].map((m) => m[1]!);

const fontFace = /@font-face\{[^}]*\}/g;

/** A stylesheet's @font-face rules, in order (Vite's minified output: no braces inside one). */
export const fontFaces = (css: string): string[] => css.match(fontFace) ?? [];

/** A stylesheet without its @font-face rules. */
export const withoutFontFaces = (css: string): string => css.replace(fontFace, '');

/**
 * The page with every one of `faces` in the inline copy of `href`, in their order, where the
 * first of them was (Beasties keeps only the faces the prerendered HTML draws with). The served
 * sheet then leaves them out (scripts/build.ts): enabling a sheet that declares a face again
 * makes the browser match fonts and lay out the whole page once more, a task of 40 to 60 ms on
 * this machine (four times that on Lighthouse's simulated phone) right after the first paint.
 */
export function withFontFaces(page: string, href: string, faces: string[]): string {
  const [start, end] = inlineRange(page, href);
  const css = page.slice(start, end);
  const first = css.search(fontFace);
  const rest = withoutFontFaces(css);
  const at = first < 0 ? 0 : first;
  return page.slice(0, start) + rest.slice(0, at) + faces.join('') + rest.slice(at) + page.slice(end);
}

/** Where the inline copy of stylesheet `href` is in the page: the text inside its <style>. */
function inlineRange(page: string, href: string): [number, number] {
  const end = page.indexOf(`</style><link rel="stylesheet" href="${href}" disabled>`);
  const start = page.lastIndexOf('<style>', end) + '<style>'.length;
  if (end < 0 || start < '<style>'.length) throw new Error(`the page has no inline copy of ${href}`);
  return [start, end];
}

/** The CSS a page carries inline for stylesheet `href`. */
export const inlineCssOf = (page: string, href: string): string => page.slice(...inlineRange(page, href));

/** The page with each inline stylesheet reduced to the rules its prerendered HTML uses. */
export async function criticalOnly(html: string): Promise<string> {
  // Beasties marks the document it processed; the page has no use for the mark.
  return (await beasties.process(html)).replace(' data-beasties-container', '');
}

/**
 * The template with no modulepreload, no stylesheet link and no script in the head: `styles`
 * (inlined CSS) where the stylesheets were, and the entry's loader at the end of the body.
 */
export function paintFirst(template: string, styles: string): string {
  const { js } = templateAssets(template);
  const scripts = js.map(entryLoaderTag).join('');
  let placed = false;
  return template
    .replace(modulePreload, '')
    .replace(moduleScript, '')
    .replace(stylesheet, () => (placed ? '' : ((placed = true), `    ${styles}\n`)))
    .replace('</body>', `  ${scripts}\n  </body>`);
}

/** The head without the whitespace between its tags: bytes of the 14 KB budget that nothing reads. */
export function compactHead(page: string): string {
  const end = page.indexOf('</head>');
  return page.slice(0, end).replace(/>\s+</g, '><') + page.slice(end);
}
