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
