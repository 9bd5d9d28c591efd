import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { networkInterfaces } from 'node:os';
import { expect, it } from 'vitest';
import { useSite } from './kit';

/**
 * No test reaches the internet: the tests' Chromium sends every request but to loopback to a proxy
 * that is not there, and resolves no name but 127.0.0.1 (tools/loopback/chromium.ts). A request
 * elsewhere fails at once, and the page's own server still answers. Shown with hosts this machine
 * does answer on: a server of the test's own on this machine's network address, and `localhost`.
 */
const site = useSite(undefined, { tabs: true });

it('refuses a page every host but the test server, by name or by address', async ({ onTestFinished }) => {
  const elsewhere = createServer((_, res) => res.writeHead(200, { 'access-control-allow-origin': '*' }).end('answered'));
  await new Promise<void>((listening) => elsewhere.listen(0, '0.0.0.0', listening));
  onTestFinished(() => void elsewhere.close());
  const port = (elsewhere.address() as { port: number }).port;
  const address = Object.values(networkInterfaces())
    .flat()
    .find((a) => a?.family === 'IPv4' && !a.internal)?.address;
  // Reachable from this process, so only the browser's fence keeps the page from it (a machine
  // with loopback alone has no such address: then `localhost` below is the one host tried).
  if (address) expect(await (await fetch(`http://${address}:${port}/`)).text()).toBe('answered');

  // The site's own policy (connect-src 'self') would refuse these too: set aside, so the fence alone is tried.
  const { page } = await site.visit('/', { bypassCSP: true });
  const reach = (url: string) =>
    page.evaluate(
      (u) =>
        fetch(u, { cache: 'no-store' }).then(
          () => 'answered',
          () => 'refused',
        ),
      url,
    );
  if (address) expect(await reach(`http://${address}:${port}/`)).toBe('refused');
  expect(await reach(site.server.url.replace('127.0.0.1', 'localhost') + '/api/health')).toBe('refused');
  expect(await reach('https://example.com/')).toBe('refused');
  expect(await reach(`${site.server.url}/api/health`)).toBe('answered');
});

it('keeps every feature Playwright switches off, beside the two it adds (a second --disable-features replaces the first)', () => {
  // The tests' browser processes on this machine: the one launched with the fence's proxy, not one of its helpers.
  const browsers = readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .map((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      } catch {
        return [];
      }
    })
    .filter((argv) => argv.includes('--proxy-server=http://127.0.0.1:9') && !argv.some((arg) => arg.startsWith('--type=')));
  expect(browsers.length).toBeGreaterThan(0);
  for (const argv of browsers) {
    const lists = argv.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));
    // Chromium takes the last: it holds Playwright's own (the first) and the omnibox popups.
    expect(lists.at(-1)).toEqual(expect.arrayContaining([...lists[0]!, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  }
});
