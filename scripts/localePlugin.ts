/**
 * The Vite plugin that makes a build of the site in one locale (issue 17, docs/architecture.md
 * 'Languages'). English is the source: every text lives in an English text module, and a
 * locale's translation of it sits next to it in a folder named for the locale, with the same file
 * name (`src/content/home.ts` → `src/content/ro/home.ts`). Building locale L ≠ en, this plugin
 *
 * - resolves every import of a text module to its L translation, except imports made from inside
 *   a locale folder (a translation may import its English original for values that are not text);
 * - resolves `src/i18n/locale.ts` to a module whose `locale` is L;
 * - fails the build, naming the file, when a translation is missing.
 *
 * Nothing is looked up at run time: the English build is what it was, and a page of locale L
 * carries L's texts only. A key missing in a translation fails `tsc` (src/i18n/translation.ts).
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { locales, type Locale } from '../src/i18n/locale';

const root = join(dirname(new URL(import.meta.url).pathname), '..');

/** English text modules outside src/content (paths from the repository root): add new ones here. */
export const extraTextModules = ['src/domain/messages.ts', 'src/components/waitlist/waitlistText.ts', 'src/components/meeting/meetingPickerText.ts'];

/**
 * Illustrations with words in them (paths from the repository root): each has a translation per
 * locale in the same way, `src/assets/hero-center.svg` → `src/assets/ro/hero-center.svg`.
 */
export const translatedAssets = ['src/assets/hero-center.svg', 'src/assets/features-phone.svg', 'src/assets/video-poster.svg'];

/**
 * Under src/content, what has no translation files: what stays English in every locale (the
 * owner's inbox and desk, the sample pages), and the referrer's page, which the server renders and
 * which holds its three languages itself.
 */
const englishOnly = [
  /^src\/content\/template\//,
  /^src\/content\/inbox\.ts$/,
  /^src\/content\/deskText\.ts$/,
  /^src\/content\/referrerPage\.ts$/,
  /^src\/content\/launchCheck\.ts$/,
];

const posix = (path: string) => path.split(sep).join('/');
const inLocaleFolder = (file: string) => (locales as readonly string[]).includes(basename(dirname(file)));

/** Whether a source file (absolute path) is an English text module that has translations. */
export function isTextModule(file: string): boolean {
  const rel = posix(relative(root, file));
  if (!rel.endsWith('.ts') || inLocaleFolder(file)) return false;
  if (extraTextModules.includes(rel)) return true;
  return rel.startsWith('src/content/') && !englishOnly.some((re) => re.test(rel));
}

/** The file holding locale `l`'s translation of an English text module. */
export const translationFile = (file: string, l: Locale): string => join(dirname(file), l, basename(file));

const localeModule = join(root, 'src', 'i18n', 'locale.ts');
const virtualLocale = '\0heartwork-locale';

export function localePlugin(l: Locale): Plugin {
  return {
    name: 'heartwork-locale',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (l === 'en' || !importer || importer === virtualLocale) return null;
      const file = importer.split('?')[0]!;
      if (inLocaleFolder(file)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [id, query] = resolved.id.split('?') as [string, string | undefined];
      if (id === localeModule) return virtualLocale;
      if (!isTextModule(id) && !translatedAssets.includes(posix(relative(root, id)))) return resolved;
      const translated = translationFile(id, l);
      if (!existsSync(translated)) {
        this.error(`no ${l} translation of ${posix(relative(root, id))}: write ${posix(relative(root, translated))}`);
      }
      // The same import of the translation (`?raw` for the hero's inline markup kept).
      return query === undefined ? translated : `${translated}?${query}`;
    },
    load(id) {
      if (id !== virtualLocale) return null;
      // The list of locales is the real module's; only this build's locale differs.
      return `export { locales } from ${JSON.stringify(localeModule)};\nexport const locale = ${JSON.stringify(l)};\n`;
    },
  };
}
