// @vitest-environment node
/**
 * No silent gaps between languages (issue 17). Every English text module has a translation in
 * each locale exporting the same names (a missing file fails the locale's build, a missing export
 * would too: this says which, sooner); a missing key inside one fails `npm run typecheck`
 * (src/i18n/translation.ts; tests/unit/translationType.ts proves that the check bites).
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTextModule, translationFile } from '../../scripts/localePlugin';
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
