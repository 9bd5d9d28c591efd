import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../scripts/paths';
import { launchBrowser, startServer, type RunningServer } from './harness';

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
    let server: RunningServer;
    let browser: Browser;
    beforeAll(async () => {
      server = await startServer();
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    it.each(['?inspect', '?inspect=console'])('ignores %s: no inspector window, no inspection log', async (search) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const logged: string[] = [];
      page.on('console', (m) => logged.push(m.text()));
      const requested: string[] = [];
      page.on('request', (r) => requested.push(r.url()));
      await page.goto(`${server.url}/${search}`, { waitUntil: 'load' });
      await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
      // A navigation inside the app: actors that were being inspected would report it.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
      await page.waitForFunction(() => document.title.startsWith('About'));
      expect(logged.filter((l) => l.includes('[xstate]'))).toEqual([]);
      expect(context.pages()).toHaveLength(1);
      expect(requested.filter((u) => !u.startsWith(server.url))).toEqual([]);
      await context.close();
    });
  });
});
