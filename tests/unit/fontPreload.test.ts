// @vitest-environment node
import type { Manifest } from 'vite';
import { expect, it } from 'vitest';
import { fontPreload } from '../../scripts/prerender';

const latin = 'src/assets/fonts/inter-latin-wght-normal.woff2';
const chunk = (file: string) => ({ file, src: file });

it('preloads the brand font the build emitted', () => {
  const preload = '<link rel="preload" href="/assets/inter-latin-abc.woff2" as="font" type="font/woff2" crossorigin>';
  expect(fontPreload({ [latin]: chunk('assets/inter-latin-abc.woff2') } as Manifest, 'en')).toBe(preload);
  expect(() => fontPreload({} as Manifest, 'en')).toThrow(/the build has no/);
});
