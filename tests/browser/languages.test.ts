import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cachedFontKey } from '../../src/fontFlag';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { languagesText } from '../../src/content/languages';
import { languageOffers } from '../../src/i18n/offers';
import { locales, type Locale } from '../../src/i18n/locale';
import { localePath } from '../../src/i18n/paths';
import { exportLeads } from './harness';
import { field, seriousViolations, useSite, waitForHydration } from './kit';

/**
 * The site in three languages (issue 17), in Chromium against the real server and database:
 * the switcher keeps the page and an open form's draft, a form speaks the page's language, the
 * visitor's language is suggested once (never a redirect), and every language is axe clean.
 */
const adminToken = 'languages-browser-test-admin-token';
const site = useSite({ ADMIN_TOKEN: adminToken });
const exported = () => exportLeads(site.server, 'waitlist-records', adminToken);
const translated = locales.filter((l): l is Exclude<Locale, 'en'> => l !== 'en');
const messagesOf = async (l: Locale) =>
  (await import(`../../src/domain/${l}/messages.ts`)).messages as { Required: string; Email: string; emailRequired: string };

describe('the site in every language', () => {
  it('switching language keeps the page, its query and the open form: one record, in the language last written in', async () => {
    const { page, problems } = await site.visit('/demo?features=statistics');
    const name = page.locator('main input[name="name"]').first();
    await name.fill('Ana Popescu');
    await page.locator('main input[name="email"]').first().fill('ana@example.org');
    await expect.poll(async () => (await exported())[0]?.email, { timeout: 15_000 }).toBe('ana@example.org');

    await page.getByRole('navigation', { name: languagesText.switcherLabel }).first().getByRole('link', { name: languagesText.names.ro }).click();
    await page.waitForURL((url) => url.pathname === '/ro/demo' && url.search === '?features=statistics');
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('ro');
    await expect.poll(() => name.inputValue()).toBe('Ana Popescu');
    await name.fill('Ana Popescu-Ionescu');
    await expect.poll(async () => (await exported()).map((r) => [r.name, r.locale]), { timeout: 15_000 }).toEqual([['Ana Popescu-Ionescu', 'ro']]);
    // The choice is remembered: no line suggests another language now.
    expect(await page.evaluate(() => localStorage.getItem('heartwork.locale'))).toBe('ro');
    expect(problems).toEqual([]);
  });

  it.each(translated)("validates the /demo form in the page's language (%s)", async (l) => {
    const [{ page }, own, english] = await Promise.all([site.visit(localePath(l, '/demo')), messagesOf(l), import('../../src/domain/messages')]);
    await page.locator('main form button[type="submit"]').first().click();
    const shown = page
      .locator('main')
      .getByText(new RegExp([own.Required, own.emailRequired, own.Email].map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')));
    await expect.poll(() => shown.count()).toBeGreaterThan(0);
    expect(await page.locator('main').getByText(english.messages.Required, { exact: true }).count()).toBe(0);
  });

  it("suggests the browser's language in one dismissible line, never redirecting, and remembers the dismissal", async () => {
    const context = await site.newContext({ locale: 'nb-NO' });
    const { page } = await site.visit('/pricing', { context });
    expect(new URL(page.url()).pathname).toBe('/pricing');
    const line = page.locator('.language-suggestion');
    await line.waitFor();
    expect(await line.getByRole('link').getAttribute('href')).toBe('/nb/pricing');
    // Offered in the language it offers: the visitor may not read the page's.
    expect(await line.getByRole('paragraph').textContent()).toBe(languageOffers.nb.text);
    expect(await line.getByRole('paragraph').getAttribute('lang')).toBe('nb');
    await line.getByRole('button', { name: languageOffers.nb.dismiss }).click();
    expect(await line.count()).toBe(0);
    await page.reload();
    await waitForHydration(page);
    expect(await line.count()).toBe(0);
    // On a page already in the visitor's language there is nothing to suggest.
    const fresh = await site.visit('/nb/pricing', { context: await site.newContext({ locale: 'nb-NO' }) });
    expect(await fresh.page.locator('.language-suggestion').count()).toBe(0);
  });

  it("keeps the page and the typing when the offer's code does not arrive", async () => {
    // A flaky network, or a deploy that replaced the hashed files: the page once went blank.
    let refused!: (url: string) => void;
    const offerRefused = new Promise<string>((resolve) => (refused = resolve));
    const { page, context } = await site.visit('/demo', {
      locale: 'ro-RO',
      before: (p) => p.route(/LanguageSuggestionBox-[^/]*\.js$/, (route) => route.abort('failed').then(() => refused(route.request().url()))),
    });
    const name = field(page, waitlistText.labels.name);
    await name.fill('Ada Lovelace');
    // The page has heard of the failure and done all it does about it: an import of the same file
    // fails after the page's own (they share one fetch, or this one is refused again), and the
    // page then goes idle, after whatever work the failure queued (a lazy component's rejection
    // unmounted the page in a render of its own).
    const offer = await offerRefused;
    // A string, not a function: the test runner rewrites a function's import().
    const settled = `import(${JSON.stringify(offer)}).then(() => 'arrived', () => new Promise((idle) => requestIdleCallback(() => idle('refused'))))`;
    expect(await page.evaluate(settled)).toBe('refused');
    expect(await name.inputValue()).toBe('Ada Lovelace');
    expect(await page.locator('main form').count()).toBeGreaterThan(0);
    expect(await page.locator('.language-suggestion').count()).toBe(0);
    await context.close();
  });

  it('shows the suggestion only once its styles apply, compact on a phone, and never over the control Tab reaches', async () => {
    const { page, context } = await site.visit('/ro/demo', {
      locale: 'en-US',
      viewport: { width: 390, height: 800 },
      before: async (p) => {
        // The full stylesheets arrive late, as on a slow phone's network: the box must not be drawn before them.
        await p.route(/\/assets\/.*\.css$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        });
        await p.addInitScript(() => {
          new MutationObserver(() => {
            const box = document.querySelector('.language-suggestion');
            if (box && !box.hasAttribute('data-first-position')) box.setAttribute('data-first-position', getComputedStyle(box).position);
          }).observe(document, { childList: true, subtree: true });
        });
      },
    });
    const box = page.locator('.language-suggestion');
    await box.waitFor();
    expect(await box.getAttribute('data-first-position')).toBe('fixed');
    expect((await box.boundingBox())!.height).toBeLessThan(130);
    for (const target of [page.locator('main input[name="email"]').first(), page.locator('main form button[type="submit"]').first()]) {
      // Tab reaches the control while it sits under the box.
      await target.evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
      await page.keyboard.press('Shift+Tab');
      await target.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - (innerHeight - 30)));
      await page.keyboard.press('Tab');
      const [control, over] = await Promise.all([target.boundingBox(), box.boundingBox()]);
      expect(control!.y + control!.height).toBeLessThanOrEqual(over!.y);
    }
    await context.close();
  });

  /** The fonts that draw the page's heading: family, and whether it is a web font. */
  async function headingFonts(page: Page): Promise<[string, boolean][]> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    await cdp.detach();
    return fonts.map((f) => [f.familyName, f.isCustomFont]);
  }

  // Issue 17: Inter's Latin Extended file is 84 KB; Romanian needs six of its letters (3 KB, fonts.css).
  it.each([
    ['/', ['inter-latin-wght']],
    ['/nb', ['inter-latin-wght']],
    ['/ro', ['inter-latin-wght', 'inter-ro-wght']],
  ])('%s fetches only the brand font files its own text needs, and draws its letters in the brand font', async (path, files) => {
    const { page, requests } = await site.visit(path);
    // A first visit keeps the fallback and fetches the font once idle; the next load draws with it
    // from its first paint (issue 39, src/fontFlag.ts).
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, cachedFontKey);
    // The faces are `optional`: a cached file that is not ready by the first layout leaves the page in
    // the fallback for its life, by design (no swap). On a machine too busy for that a reload may
    // miss it, so the page is reloaded until one is on time (at most three); a file lacking one of
    // the heading's letters, or a page that never applies the font, is never on time.
    let used: [string, boolean][] = [];
    for (let load = 0; load < 3; load++) {
      await page.reload();
      await page.evaluate(() => document.fonts.ready);
      used = await headingFonts(page);
      if (used.length === 1 && used[0]![0] === 'Inter') break;
    }
    const fonts = requests.filter((url) => url.endsWith('.woff2')).map((url) => new URL(url).pathname.replace(/^\/assets\/(inter-[a-z-]+)-normal-.*$/, '$1'));
    expect([...new Set(fonts)].sort()).toEqual(files);
    // Every letter of the heading (ș ț ă on /ro) is drawn by the web font, none by a fallback.
    expect(used).toEqual([['Inter', true]]);
  });

  // English pages are checked by their own tests (waitlist, affiliate, …).
  it.each(translated.flatMap((l) => ['/', '/demo'].map((path) => [localePath(l, path)] as const)))(
    '%s has no serious accessibility violation',
    async (path) => {
      // The axe script is injected inline, which the site's CSP rightly forbids.
      const { page } = await site.visit(path, { bypassCSP: true });
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});
