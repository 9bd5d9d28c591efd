import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { handoffMs } from '../../src/services/keyHandoff';
import { useSite } from './kit';

/**
 * The first save's key handed between tabs through Chromium's own IndexedDB: what a tab offered
 * in its turn is what the next tab's turn takes, whatever that tab's localStorage shows yet.
 * The module runs as it is in the site (its TypeScript only stripped of types) in two real tabs.
 */
const site = useSite();
const modulePath = new URL('../../src/services/keyHandoff.ts', import.meta.url).pathname;
const source = transformWithOxc(readFileSync(modulePath, 'utf8'), modulePath).then((result) => result.code);

/** The page's hand-off, its clock `ahead` ms later than the real one. */
async function withHandoff(page: Page): Promise<void> {
  await page.addScriptTag({ type: 'module', content: `${await source}\nwindow.handoffAt = (ahead) => keyHandoff(indexedDB, () => Date.now() + ahead);` });
  await page.waitForFunction(() => 'handoffAt' in window);
}
const offer = (page: Page, resource: string, key: string) =>
  page.evaluate(([resource, key]) => (window as never as Handing).handoffAt(0).offer(resource, key), [resource, key] as const);
const take = (page: Page, resource: string, ahead = 0) =>
  page.evaluate(([resource, ahead]) => (window as never as Handing).handoffAt(ahead).take(resource), [resource, ahead] as const);
interface Handing {
  handoffAt(ahead: number): { offer(r: string, k: string): Promise<void>; take(r: string): Promise<string | undefined>; forget(r: string): void };
}

describe("a first save's key handed to the next tab", () => {
  it('is taken by another tab of the same browser, never once the lead is let go, and only while fresh (a stale one is removed)', async () => {
    const first = await site.visit('/about', { hydrate: false, bypassCSP: true });
    const second = await site.visit('/about', { context: first.context, hydrate: false, bypassCSP: true });
    const [a, b] = [first.page, second.page];
    await Promise.all([withHandoff(a), withHandoff(b)]);

    expect(await take(b, 'waitlist-records')).toBeUndefined();
    await offer(a, 'waitlist-records', 'key-made-in-a');
    expect(await take(b, 'waitlist-records')).toBe('key-made-in-a');
    // Another form's first save is its own.
    expect(await take(b, 'affiliates')).toBeUndefined();
    await a.evaluate(() => (window as never as Handing).handoffAt(0).forget('waitlist-records'));
    await expect.poll(() => take(b, 'waitlist-records')).toBeUndefined();

    // Past the hand-off's few seconds, localStorage is the one to ask, and the stale key is gone.
    await offer(a, 'waitlist-records', 'key-made-in-a');
    expect(await take(b, 'waitlist-records', handoffMs + 1)).toBeUndefined();
    await expect.poll(() => take(a, 'waitlist-records')).toBeUndefined();

    // A visitor in another browser (another profile) is handed nothing.
    await offer(a, 'waitlist-records', 'key-made-in-a');
    const stranger = await site.visit('/about', { hydrate: false, bypassCSP: true });
    await withHandoff(stranger.page);
    expect(await take(stranger.page, 'waitlist-records')).toBeUndefined();

    expect(first.problems.concat(second.problems, stranger.problems)).toEqual([]);
    await Promise.all([first.context.close(), stranger.context.close()]);
  });
});
