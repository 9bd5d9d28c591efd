import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from '../../tools/loopback/chromium';
import { startServer } from '../../tools/loopback/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the browser tests' one Chromium listens (kit.ts connects to it). */
    chromiumWsEndpoint: string;
    /** The server shared by the files that only read (`useSite()` without an env). */
    sharedSiteUrl: string;
  }
}

/**
 * Started once for the whole browser project (after global-setup.ts has built the site and the
 * template database): one Chromium, to which every test file connects and makes its own fresh
 * contexts (launching one took 1-2 s of a busy 2-core machine, for each of 17 files), and one
 * server for the files that store nothing (a server's start is 5-7 s of CPU: PGlite's start).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [browser, site] = await Promise.all([launchBrowserServer(), startServer()]);
  project.provide('chromiumWsEndpoint', browser.wsEndpoint());
  project.provide('sharedSiteUrl', site.url);
  return async () => {
    await browser.close();
    await site.stop();
  };
}
