// @vitest-environment node
import type { Manifest } from 'vite';
import { expect, it } from 'vitest';
import { fontPreload } from '../../scripts/prerender';
import { fontFlagTag } from '../../src/fontFlag';

const latin = 'src/assets/fonts/inter-latin-wght-normal.woff2';
const ro = 'src/assets/fonts/inter-ro-wght-normal.woff2';
const chunk = (file: string) => ({ file, src: file });
const manifest = { [latin]: chunk('assets/inter-latin-abc.woff2'), [ro]: chunk('assets/inter-ro-def.woff2') } as Manifest;

// What the head's loader does with these files, first visit or cached, is tests/unit/fontFlag.test.ts.
it('gives the head no preload of its own, only the font loader with the build’s files (Romanian letters on Romanian pages)', () => {
  expect(fontPreload(manifest, 'en')).toBe(fontFlagTag(['/assets/inter-latin-abc.woff2']));
  expect(fontPreload(manifest, 'ro')).toBe(fontFlagTag(['/assets/inter-latin-abc.woff2', '/assets/inter-ro-def.woff2']));
  expect(fontPreload(manifest, 'nb')).not.toMatch(/<link/);
});

it('refuses a build without the brand font’s files', () => {
  expect(() => fontPreload({} as Manifest, 'en')).toThrow(/the build has no/);
});
