// @vitest-environment node
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { axes, codePoints } from '../support/woff2';

/**
 * The brand font's own files (scripts/subset-fonts.sh) hold what their @font-face rules in
 * src/styles/fonts.css promise: every character of the rule's unicode-range that Inter's file has
 * (a character promised and missing would be drawn by the fallback, while the browser believes it
 * has Inter's), nothing more, and the weight axis the rule's font-weight names.
 */
const sourceOf: Record<string, string> = {
  'inter-latin-wght-normal.woff2': 'inter-latin-wght-normal.woff2',
  'inter-ro-wght-normal.woff2': 'inter-latin-ext-wght-normal.woff2',
};
const css = readFileSync('src/styles/fonts.css', 'utf8');
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
  .map(([, body]) => ({
    family: /font-family:\s*'([^']+)'/.exec(body!)?.[1],
    display: /font-display:\s*(\w+)/.exec(body!)?.[1],
    file: /url\('\.\.\/assets\/fonts\/([^']+)'\)/.exec(body!)?.[1],
    range: /unicode-range:\s*([^;]+);/.exec(body!)?.[1] ?? '',
    weight: /font-weight:\s*(\d+) (\d+);/.exec(body!)?.slice(1).map(Number),
  }))
  .filter((face): face is { family: string; display: string; file: string; range: string; weight: number[] } => face.file !== undefined);

function inRange(range: string): (point: number) => boolean {
  const spans = range.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/, '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)] as const;
  });
  return (point) => spans.some(([from, to]) => point >= from && point <= to);
}

it('declares the brand font’s own files once, optional: never swapped in under a reader', () => {
  // Applied at a client-side navigation once loaded, or from the first paint of a full load when
  // the files are cached; a file that is late must leave the fallback in place (issue 39, src/fontFlag.ts).
  const own = faces.filter((f) => f.family === 'Inter Variable');
  expect(own.map((f) => f.file).sort()).toEqual(Object.keys(sourceOf).sort());
  expect(own.map((f) => f.display)).toEqual(own.map(() => 'optional'));
  expect(faces.map((f) => f.family)).toEqual(own.map(() => 'Inter Variable'));
  // The idle fetch takes the first of the own faces on English and Norwegian pages (src/brandFont.ts).
  expect(own[0]?.file).toBe('inter-latin-wght-normal.woff2');
});

it.each(faces)('$file holds every character its unicode-range promises and Inter has, and nothing else', ({ file, range }) => {
  const subset = codePoints(readFileSync(`src/assets/fonts/${file}`));
  const promised = [...codePoints(readFileSync(`node_modules/@fontsource-variable/inter/files/${sourceOf[file]}`))].filter(inRange(range));
  expect([...subset].sort((a, b) => a - b)).toEqual(promised.sort((a, b) => a - b));
});

it.each(faces)('$file varies over the weights its font-weight names', ({ file, weight }) => {
  expect(axes(readFileSync(`src/assets/fonts/${file}`))).toEqual([{ tag: 'wght', min: weight[0], max: weight[1] }]);
});
