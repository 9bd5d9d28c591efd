import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../scripts/paths';
import { useSite } from './kit';

/**
 * The inspector is for development only: the production build (dist/, built by the global
 * setup) must carry none of its code, and `?inspect` must do nothing there.
 */
const markers = [
  // From @statelyai/inspect's bundle: its connection message and the hosted inspector's address.
  { text: '@statelyai.connected', source: 'node_modules/@statelyai/inspect/dist/index.mjs' },
  { text: 'stately.ai/inspect', source: 'node_modules/@statelyai/inspect/dist/index.mjs' },
  // From src/devInspector.ts: the console logger's prefix.
  { text: '[xstate]', source: 'src/devInspector.ts' },
];

describe('the production build', () => {
  it('takes its markers from the inspector code itself, so their absence below means something', async () => {
    for (const { text, source } of markers) {
      expect(await readFile(join(paths.root, source), 'utf8'), source).toContain(text);
    }
  });

  it('contains no inspector code in any chunk', async () => {
    const assets = join(paths.dist, 'assets');
    const chunks = (await readdir(assets)).filter((f) => f.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(1);
    const found: string[] = [];
    for (const chunk of chunks) {
      const code = await readFile(join(assets, chunk), 'utf8');
      for (const { text } of markers) if (code.includes(text)) found.push(`${chunk}: ${text}`);
    }
    expect(found).toEqual([]);
  });

  describe('in the browser', () => {
    const site = useSite();

    it.each(['?inspect', '?inspect=console'])('ignores %s: no inspector window, no inspection log', async (search) => {
      const { page, context, messages: logged, requests: requested } = await site.visit(`/${search}`);
      // A navigation inside the app: actors that were being inspected would report it.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
      await page.waitForFunction(() => document.title.startsWith('About'));
      expect(logged.filter((l) => l.includes('[xstate]'))).toEqual([]);
      expect(context.pages()).toHaveLength(1);
      expect(requested.filter((u) => !u.startsWith(site.server.url))).toEqual([]);
      await context.close();
    });
  });
});
