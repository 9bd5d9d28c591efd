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

/** Playwright's own `--disable-features` (playwright-core's chromiumSwitches.ts, 1.65). */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

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
    // Nothing it opens reaches another host: every request but to loopback goes to a proxy that
    // is not there, and no name but 127.0.0.1 resolves. A request elsewhere still shows in the
    // page's requests (the tests assert there are none), and fails (tests/browser/fence.test.ts). Fenced here rather than by a
    // route in each context: a route sends every request of every page through Playwright, 0.13 s
    // more CPU a visit in full Chromium (1.15 against 1.02 s, 75 visits each, 2026-11-28).
    '--proxy-server=http://127.0.0.1:9',
    '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
    // Full Chromium opens each context's window with two pages of its own UI, the address bar's
    // suggestion popups (chrome://omnibox-popup.top-chrome), each in a renderer: half the CPU of a
    // new context and its first visit (0.53 against 1.07 s a visit of /demo, 40 each way,
    // 2026-11-28). A second --disable-features replaces the first, so Playwright's own list is
    // repeated (tests/browser/fence.test.ts checks it still holds all of Playwright's).
    `--disable-features=${[...playwrightDisabledFeatures, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
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
