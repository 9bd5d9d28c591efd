import { expect, it } from 'vitest';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { formText } from '../../src/content/formText';
import { fieldLimits } from '../../src/domain/fieldLimits';
import { field, useSite } from './kit';
import { throttle } from './network';

/**
 * A paste made before the form's code has come (issue 33): on a throttled network a visitor types
 * a name, pastes a 5,000-character text after it and types the e-mail, all into the prerendered
 * form. The name's box has no maxlength until the form is live (the browser would cut the paste
 * there without a word); once live, the form cuts the name to its limit and says what the paste
 * lost, as it does for a paste made after, and nothing else of the typing is lost.
 */
const site = useSite({ ADMIN_TOKEN: 'early-paste-browser-test-admin-token' });
const { labels } = waitlistText;
const max = fieldLimits['waitlist-records'].name;

it(
  '/demo on Fast 3G: a paste into the name before the form is live is cut to the limit once it is, with the note; the typing around it is kept',
  { timeout: 180_000 },
  async () => {
    // A context without the kit's guard against other hosts: intercepted requests escape the
    // DevTools throttling (see earlyInput.test.ts).
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const { page } = await site.visit('/demo', { context, waitUntil: 'commit', hydrate: false, before: (page) => throttle(page, 'Fast 3G') });
    const name = field(page, labels.name).first();
    const email = field(page, labels.email).first();
    await name.waitFor({ state: 'visible' });
    await name.click();
    await page.keyboard.type('Maria ', { delay: 40 });
    // The clipboard is the browser's, shared with the test files running beside this one: written
    // at the last moment, and what was pasted is read from the box itself.
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'N'.repeat(5000));
    await page.keyboard.press('Control+V');
    // Still the prerendered box (the test means something only if the visitor was faster than the
    // form): no maxlength, and the paste in it whole.
    const early = await name.evaluate((el: HTMLInputElement) => ({ maxLength: el.getAttribute('maxlength'), value: el.value }));
    expect(early.maxLength).toBeNull();
    expect(early.value.startsWith('Maria ')).toBe(true);
    expect(early.value.length).toBeGreaterThan(max);
    const address = `early.paste.${crypto.randomUUID().slice(0, 8)}@example.ro`;
    await email.click();
    await page.keyboard.type(address, { delay: 40 });

    // Once live (a throttled page takes 10-20 s, more on a busy machine): the limit, the cut, the note.
    await expect.poll(() => name.getAttribute('maxlength'), { timeout: 120_000, interval: 250 }).toBe(String(max));
    await expect.poll(() => name.inputValue()).toBe(early.value.slice(0, max));
    const note = page.locator('main [id$="_name-count"]');
    await expect.poll(() => note.textContent()).toBe(formText.pasteCut(max, early.value.length - max));
    expect(await note.getAttribute('aria-live')).toBe('polite');
    expect(await email.inputValue()).toBe(address);

    // And saved so: the name as cut, the e-mail as typed.
    await expect
      .poll(async () => (await site.leads('waitlist-records')).find((lead) => lead.email === address), { timeout: 60_000, interval: 500 })
      .toMatchObject({ name: early.value.slice(0, max), email: address });
    await context.close();
  },
);
