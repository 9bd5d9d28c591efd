/**
 * The browser tests' one setup: a real server for the file and a connection to Debian's Chromium (`useSite`),
 * and visits as a fresh visitor would make them (`site.visit`), with what the console said and
 * what the page requested recorded for the test to assert on.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Download, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { axePath, connectBrowser, exportLeads, startServer, type RunningServer, type StoredLead } from './harness';

export interface VisitOptions extends BrowserContextOptions {
  /** Where to open `path`: the test server (default), or a proxy in front of it. */
  origin?: string;
  /** What `goto` waits for; 'commit' returns as soon as the document starts arriving. */
  waitUntil?: 'commit' | 'domcontentloaded' | 'load';
  /** Waits for hydration unless false (always false with JavaScript off). */
  hydrate?: boolean;
  /** The page the visitor came from. */
  referer?: string;
  /** A context to open the page in (e.g. one with permissions granted); a fresh one otherwise. */
  context?: BrowserContext;
  /** Arranges the page before it loads (routes to hold or fail, init scripts). */
  before?: (page: Page) => Promise<unknown>;
}

export interface Visit {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, and uncaught page errors: a hydration mismatch lands here. */
  problems: string[];
  /** Every console message's text. */
  messages: string[];
  /** Every URL the page requested, in order (requests to other hosts included: they are refused). */
  requests: string[];
  /** The HTTP status of the page's document. */
  status: number;
}

export interface Site {
  /** The test server: the file's own, or the shared one (its address is all a test may rely on). */
  readonly server: Pick<RunningServer, 'url'>;
  readonly browser: Browser;
  /** A fresh visitor's browser context; like every page the tests' Chromium opens, it reaches no host but loopback (tools/loopback/chromium.ts). */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** Opens `path` as a fresh visitor and, with JavaScript on, waits for hydration. */
  visit: (path: string, options?: VisitOptions) => Promise<Visit>;
  /** Requests to any host other than the test server. */
  otherHosts: (requests: string[]) => string[];
  /** One resource's stored leads, read back as the owner does (needs `ADMIN_TOKEN` in `useSite`'s env). */
  leads: (resource: string) => Promise<StoredLead[]>;
}

const hydrated = () => document.getElementById('root')?.hasAttribute('data-hydrated') === true;

/** Waits until React has hydrated the page (the app marks `#root` when it has). */
export const waitForHydration = (page: Page) => page.waitForFunction(hydrated);

export type SiteEnv = Record<string, string>;

export interface SiteOptions {
  /**
   * Each visit opens a tab in one context the file's visits share (one per set of options), not a
   * context of its own: for files whose visits store nothing another reads (a visit that must be a
   * first visit makes its context with `site.newContext`). A context and its page cost full
   * Chromium 0.96 s of CPU, a tab in a kept context 0.45 s (the headless shell 0.38 and 0.33 s).
   */
  tabs?: boolean;
}

/**
 * The real server and the browser for the calling test file. With an env, the file gets a server
 * of its own (a fresh database, its own write limits): any file that stores something passes one
 * (at least ADMIN_TOKEN, to read its leads back). The env may be a function, called in beforeAll,
 * for values that take work to make (a password's hash). Without an env, the file only reads, and
 * uses the server the project's setup started for such files (shared-setup.ts).
 */
export function useSite(given?: SiteEnv | (() => Promise<SiteEnv>), { tabs = false }: SiteOptions = {}): Site {
  let env: SiteEnv = {};
  let server: Pick<RunningServer, 'url'> | undefined;
  let own: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // The project's one Chromium (shared-setup.ts), reached while this file's server starts;
    // closing this connection closes this file's contexts (afterAll, also after a failed start).
    const connecting = connectBrowser(inject('chromiumWsEndpoint'));
    try {
      if (given) {
        env = typeof given === 'function' ? await given() : given;
        server = own = await startServer(env);
      } else {
        server = { url: inject('sharedSiteUrl') };
      }
    } finally {
      browser = await connecting;
    }
  });
  afterAll(async () => {
    await browser?.close();
    await own?.stop();
  });
  // A test's visitors leave with it: an open page keeps costing the browser CPU (about 25 ms a
  // second each, hydrated and idle), and a file's pages used to stay open until its last test.
  // Contexts made outside a test (a file's beforeAll) serve several tests and stay. Tests that
  // run concurrently close theirs when the last of them has finished.
  let running = 0;
  let made: (BrowserContext | Page)[] = [];
  beforeEach(() => {
    running += 1;
  });
  afterEach(async () => {
    running -= 1;
    if (running > 0) return;
    const leaving = made;
    made = [];
    await Promise.all(leaving.map((visitor) => visitor.close()));
  });
  // With `tabs`, one context per set of options, made on first use and closed with the connection.
  // It keeps a blank page open: in full Chromium a context's first page opens a window of its own.
  const shared = new Map<string, Promise<BrowserContext>>();
  const tabContext = (options: BrowserContextOptions) => {
    const key = JSON.stringify(options);
    if (!shared.has(key))
      shared.set(
        key,
        site.browser.newContext(options).then(async (context) => (await context.newPage(), context)),
      );
    return shared.get(key)!;
  };

  const site: Site = {
    get server() {
      if (!server) throw new Error('useSite: the server starts in beforeAll; use it inside a test');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('useSite: the browser starts in beforeAll; use it inside a test');
      return browser;
    },
    async newContext(options = {}) {
      const context = await site.browser.newContext(options);
      if (running > 0) made.push(context);
      return context;
    },
    async visit(path, { context: given, before, origin, waitUntil = 'load', hydrate = true, referer, ...options } = {}) {
      const context = given ?? (await (tabs ? tabContext : site.newContext)(options));
      const page = await context.newPage();
      if (tabs && !given && running > 0) made.push(page);
      const visit = { page, context, problems: [], messages: [], requests: [], status: 0 } as Visit;
      page.on('request', (r) => visit.requests.push(r.url()));
      page.on('console', (m) => {
        visit.messages.push(m.text());
        if (m.type() === 'error' || m.type() === 'warning') visit.problems.push(m.text());
      });
      page.on('pageerror', (e) => visit.problems.push(e.message));
      await before?.(page);
      const response = await page.goto((origin ?? site.server.url) + path, { waitUntil, referer });
      visit.status = response?.status() ?? 0;
      if (hydrate && options.javaScriptEnabled !== false) await waitForHydration(page);
      return visit;
    },
    otherHosts: (requests) => requests.filter((url) => !url.startsWith(site.server.url) && !url.startsWith('data:')),
    leads(resource) {
      if (!env.ADMIN_TOKEN) throw new Error('useSite: pass ADMIN_TOKEN in the env to read leads back');
      return exportLeads(site.server, resource, env.ADMIN_TOKEN);
    },
  };
  return site;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The form field labelled exactly `label`, with or without the required marker (` *`). */
export const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${escaped(label)}( \\*)?$`));

/**
 * axe-core's serious and critical violations in the page (or inside `selector`), each with the
 * elements it names. The axe script is injected inline, which the site's CSP rightly forbids:
 * visit with `bypassCSP: true`.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async (selector) => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Element | Document) => Promise<Result> } }).axe;
    const result = await axe.run(selector ? document.querySelector(selector)! : document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}

/**
 * A download's content as text. The browser is the project's one, reached over a connection
 * (shared-setup.ts): its files are streamed from it, not read from a path (`path()` refuses).
 */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
