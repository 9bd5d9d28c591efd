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
    file: /url\('\.\.\/assets\/fonts\/([^']+)'\)/.exec(body!)?.[1],
    range: /unicode-range:\s*([^;]+);/.exec(body!)?.[1] ?? '',
    weight: /font-weight:\s*(\d+) (\d+);/.exec(body!)?.slice(1).map(Number),
  }))
  .filter((face): face is { file: string; range: string; weight: number[] } => face.file !== undefined);

function inRange(range: string): (point: number) => boolean {
  const spans = range.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/, '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)] as const;
  });
  return (point) => spans.some(([from, to]) => point >= from && point <= to);
}

it('declares both of the brand font’s own files', () => {
  expect(faces.map((f) => f.file).sort()).toEqual(Object.keys(sourceOf).sort());
});

it.each(faces)('$file holds every character its unicode-range promises and Inter has, and nothing else', ({ file, range }) => {
  const subset = codePoints(readFileSync(`src/assets/fonts/${file}`));
  const promised = [...codePoints(readFileSync(`node_modules/@fontsource-variable/inter/files/${sourceOf[file]}`))].filter(inRange(range));
  expect([...subset].sort((a, b) => a - b)).toEqual(promised.sort((a, b) => a - b));
});

it.each(faces)('$file varies over the weights its font-weight names', ({ file, weight }) => {
  expect(axes(readFileSync(`src/assets/fonts/${file}`))).toEqual([{ tag: 'wght', min: weight[0], max: weight[1] }]);
});
