// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { cachedFontKey, fontFlagTag } from '../../src/fontFlag';

const en = fontFlagTag(['/assets/inter-latin-abc.woff2']);
const ro = fontFlagTag(['/assets/inter-latin-abc.woff2', '/assets/inter-ro-def.woff2']);

/**
 * A page whose head holds the prerendered font loader, read by a browser with `stored` in its
 * storage: the loader's text runs with the tag as its `document.currentScript`, as the parser runs it.
 */
function load(head: string, stored: Record<string, string>) {
  document.head.innerHTML = head;
  document.documentElement.removeAttribute('data-fonts');
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  const script = document.head.querySelector('script')!;
  const parsing = { currentScript: script, documentElement: document.documentElement, createElement: document.createElement.bind(document) };
  new Function('document', script.textContent!)(parsing);
  return {
    marked: document.documentElement.getAttribute('data-fonts'),
    preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [l.getAttribute('href'), l.as, l.getAttribute('crossorigin')]),
  };
}

it('preloads nothing on a first visit: the page paints in the fallback, and the font is not counted into its LCP', () => {
  expect(en).not.toMatch(/<link/);
  expect(load(en, {})).toEqual({ marked: null, preloads: [] });
});

it('preloads the brand font and takes it from the first paint once the browser has it cached', () => {
  expect(load(en, { [cachedFontKey]: '1' })).toEqual({
    marked: 'cached', // the optional faces (src/styles/fonts.css)
    // crossorigin '' is CORS without credentials, the mode a font is fetched in: else the preload is not used.
    preloads: [['/assets/inter-latin-abc.woff2', 'font', '']],
  });
  // Romanian pages need their own letters' file too, or 'Acasă' would swap.
  expect(load(ro, { [cachedFontKey]: '1' }).preloads.map(([href]) => href)).toEqual(['/assets/inter-latin-abc.woff2', '/assets/inter-ro-def.woff2']);
});
