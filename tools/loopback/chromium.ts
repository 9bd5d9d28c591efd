/** Debian's Chromium through playwright-core, for the tests and the scripts alike. Never downloads a browser. */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Debian's Chromium, the browser visitors use: what the benchmarks (Lighthouse) measure. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * What the tests drive: Debian's headless build of the same Chromium (`chromium-headless-shell`,
 * the same engine without the browser's own UI) when installed. On this 2-core machine it opens a
 * context, loads and hydrates a page and runs axe in about 60% of the full browser's time.
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromiumPath);

const launchOptions = {
  executablePath: testChromiumPath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-quic',
    '--no-first-run',
    '--disable-sync',
  ],
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions);
}

/**
 * The same browser, launched once for many clients: the browser tests' global setup starts it and
 * every test file connects (`connectBrowser`) instead of launching a Chromium of its own. Each
 * visitor still gets a fresh browser context, which shares nothing with another.
 */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions);
}

export async function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
