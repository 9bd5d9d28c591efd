import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { languagesText } from '../../src/content/languages';
import { formText } from '../../src/content/formText';
import { limits } from '../../src/domain/limits';
import { messages } from '../../src/domain/messages';
import { axePath } from './harness';
import { field, useSite, waitForHydration } from './kit';

/**
 * What a visitor sees of the forms on an ordinary laptop window (1280 x 720), issue 33's 'Seen'
 * cases: the thanks after Send, /pricing's full form, the language line after Back, a paste cut
 * by a field's limit.
 */
const site = useSite({ ADMIN_TOKEN: 'seen-browser-test-admin-token-0123' });
const laptop = { width: 1280, height: 720 };
const { labels } = waitlistText;

/** The element's box against the viewport, and whether it has the focus. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
    return {
      top: box.top >= navbar - 1,
      bottom: box.bottom <= window.innerHeight + 1,
      focused: el === document.activeElement || el.contains(document.activeElement),
    };
  });

describe('seen at 1280 x 720', () => {
  it('brings the /demo thanks into view, focused, after a mouse Submit at the end of the long form', async () => {
    const { page, context } = await site.visit('/demo', { viewport: laptop });
    await field(page, labels.name).fill('Ana Vedere');
    await field(page, labels.email).fill('ana.vedere@example.org');
    const submit = page.locator('main form').getByRole('button', { name: waitlistText.submit });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    await page.locator('.waitlist__success').waitFor();
    await expect.poll(() => inView(page, '.waitlist__success')).toEqual({ top: true, bottom: true, focused: true });
    // Named by its title, for the screen reader reading the focused thanks.
    expect(await page.getByRole('group', { name: waitlistText.success.full }).count()).toBe(1);
    await context.close();
  });

  it('brings the /affiliate thanks into view after a mouse Submit', async () => {
    const { page, context } = await site.visit('/affiliate', { viewport: laptop });
    const values: Record<string, string> = {
      centerName: 'Fjord Senter',
      website: 'www.fjord.example',
      contactPersonName: 'Kari Nordmann',
      email: 'kari.seen@fjord.example',
      nameA: 'Ada Lovelace',
      emailA: 'ada.seen@example.org',
    };
    for (const [name, value] of Object.entries(values)) await page.locator(`main [name="${name}"]`).fill(value);
    for (const select of await page.locator('main form select').all()) await select.selectOption({ index: 1 });
    const submit = page.locator('main form button[type="submit"]');
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    await page.locator('main .form-notice--success').waitFor();
    await expect.poll(() => inView(page, 'main .form-notice--success')).toEqual({ top: true, bottom: true, focused: true });
    await context.close();
  });

  it('gives /pricing’s full form the section’s width, with no column kept for a panel the page does not show', async () => {
    const { page, context, messages } = await site.visit('/pricing', { viewport: laptop });
    await page.locator('main .waitlist input[type="email"]').fill('pricing.seen@example.org');
    await page.locator('main .waitlist form').getByRole('button', { name: waitlistText.submit }).click();
    // Failed once in many runs, unexplained: where the page was and what it said tell a dropped Submit from a plain post.
    await page
      .getByRole('button', { name: waitlistText.success.expandAction })
      .click()
      .catch((error: Error) => {
        throw new Error(`${error.message}\nat ${page.url()}\nconsole: ${messages.join(' | ')}`);
      });
    await field(page, labels.name).waitFor();
    const width = await page.locator('main .waitlist__form').evaluate((el) => el.getBoundingClientRect().width);
    // It was 108 px; the section's container is 1120 px less its padding.
    expect(width).toBeGreaterThan(900);
    await context.close();
  });

  it('scrolls the e-mail field out from under the language line that appears after a language switch and Back', async () => {
    const { page, context } = await site.visit('/demo', { viewport: laptop });
    await field(page, labels.email).fill('back.seen@example.org');
    await page.getByRole('navigation', { name: languagesText.switcherLabel }).first().getByRole('link', { name: languagesText.names.ro }).click();
    await page.waitForURL((url) => url.pathname === '/ro/demo');
    await waitForHydration(page);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/demo');
    await waitForHydration(page);
    const line = page.locator('.language-suggestion');
    await line.waitFor();
    const covered = () =>
      page.evaluate(() => {
        const box = document.querySelector('.language-suggestion')!.getBoundingClientRect();
        const email = document.querySelector('main input[name="email"]')!.getBoundingClientRect();
        return email.bottom > box.top && email.top < box.bottom;
      });
    await expect.poll(covered).toBe(false);
    await context.close();
  });

  it('says, politely announced, that a 5,000-character paste into a name was cut to its limit', async () => {
    const context = await site.newContext({ viewport: laptop, permissions: ['clipboard-read', 'clipboard-write'] });
    const { page } = await site.visit('/demo', { context });
    const name = field(page, labels.name);
    // Once the form's island is live (its first save answered): a paste made before the island's
    // code has arrived is earlyPaste.test.ts's.
    await name.fill('x');
    await page.locator('main form').getByText(messages.saveStatus.saved).waitFor();
    await name.press('Control+A');
    // The clipboard is the browser's, shared by the test files running beside this one (the
    // scholarship page copies its e-mail to it): written at the last moment, and the note is
    // checked against what it held when pasted.
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'N'.repeat(5000));
    await page.keyboard.press('Control+V');
    const pasted = (await page.evaluate(() => navigator.clipboard.readText())).length;
    expect(pasted).toBeGreaterThan(limits.shortText);
    await expect.poll(() => name.inputValue()).toHaveLength(limits.shortText);
    const note = page.locator('main [id$="_name-count"]');
    await expect.poll(() => note.textContent()).toBe(formText.pasteCut(limits.shortText, pasted - limits.shortText));
    expect(await note.getAttribute('aria-live')).toBe('polite');
    await context.close();
  });

  it('makes the contact panel’s e-mail and phone links targets of at least 24 px, as axe’s target-size asks (issue 39)', async () => {
    const { page, context } = await site.visit('/demo', { viewport: laptop, bypassCSP: true });
    const heights = await page.locator('aside.contact-panel dd a').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThanOrEqual(2);
    expect(
      heights.every((h) => h >= 24),
      heights.join(', '),
    ).toBe(true);
    await page.addScriptTag({ path: axePath });
    const result = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (c: Element, o: object) => Promise<{ violations: { id: string }[] }> } }).axe;
      return (await axe.run(document.querySelector('aside.contact-panel')!, { runOnly: ['target-size'] })).violations.map((v) => v.id);
    });
    expect(result).toEqual([]);
    await context.close();
  });
});
