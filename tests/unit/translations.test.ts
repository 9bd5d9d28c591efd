// @vitest-environment node
/**
 * No silent gaps between languages (issue 17). Every English text module has a translation in
 * each locale exporting the same names (a missing file fails the locale's build, a missing export
 * would too: this says which, sooner); a missing key inside one fails `npm run typecheck`
 * (src/i18n/translation.ts; tests/unit/translationType.ts proves that the check bites).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTextModule, translatedAssets, translationFile } from '../../scripts/localePlugin';
import { paths } from '../../scripts/paths';
import { locales } from '../../src/i18n/locale';

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (entry.name.endsWith('.ts')) yield path;
  }
}

const textModules = [...sources(join(paths.root, 'src'))].filter(isTextModule).sort();
const translated = locales.filter((l) => l !== 'en');
const cases = textModules.flatMap((file) => translated.map((l) => [relative(paths.root, translationFile(file, l)), file] as const));

describe('every English text module is translated', () => {
  it('finds the text modules (content, the wait-list texts, the messages)', () => {
    const names = textModules.map((f) => relative(paths.root, f));
    expect(names).toEqual(expect.arrayContaining(['src/content/home.ts', 'src/content/languages.ts', 'src/components/waitlist/waitlistText.ts']));
    expect(names.some((n) => n.startsWith('src/content/template/') || n === 'src/content/inbox.ts')).toBe(false);
  });

  it.each(cases)('%s exists and exports every name of its English original', async (translation, english) => {
    const [en, own] = await Promise.all([import(english), import(join(paths.root, translation))]);
    expect(Object.keys(own).sort()).toEqual(Object.keys(en).sort());
  });
});

/**
 * The words an SVG shows (its <text>), and with `titled` its <title> too; numbers and times left
 * out. (Shown as an <img>, an SVG's title is not read out: the page's alt text is.)
 */
const wordsIn = (svg: string, titled = true) =>
  [...svg.matchAll(titled ? /<(text|tspan|title)\b[^>]*>([^<]+)</g : /<(text|tspan)\b[^>]*>([^<]+)</g)]
    .map((m) => m[2]!.trim())
    .filter((w) => /\p{L}{2,}/u.test(w) && w !== 'Heartwork');

describe('illustrations with words in them are translated', () => {
  const assetsDir = join(paths.root, 'src', 'assets');
  const svgs = readdirSync(assetsDir).filter((f) => f.endsWith('.svg'));

  it('lists every product illustration that shows words (a new one must be added, and translated)', () => {
    const withWords = svgs.filter((f) => wordsIn(readFileSync(join(assetsDir, f), 'utf8'), false).length > 0);
    expect(withWords.map((f) => `src/assets/${f}`).sort()).toEqual([...translatedAssets].sort());
  });

  it.each(translatedAssets.flatMap((file) => translated.map((l) => [file, l] as const)))(
    '%s in %s keeps the drawing and shows none of its English words',
    (file, l) => {
      const english = readFileSync(join(paths.root, file), 'utf8');
      const own = readFileSync(translationFile(join(paths.root, file), l), 'utf8');
      const englishWords = wordsIn(english);
      expect(englishWords.length).toBeGreaterThan(0);
      expect(wordsIn(own)).toHaveLength(englishWords.length);
      expect(wordsIn(own).filter((w) => englishWords.includes(w))).toEqual([]);
      // Only the words differ: the same shapes, in the same places.
      const shapes = (svg: string) => svg.replace(/>[^<]*</g, '><').replace(/ xml:lang="\w+"/, '');
      expect(shapes(own)).toBe(shapes(english));
    },
  );
});
