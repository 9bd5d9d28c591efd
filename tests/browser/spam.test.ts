import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spamReasons, spamSignals } from '../../src/domain/spam';
import { exportLeads, launchBrowser, startServer, type RunningServer } from './harness';

/**
 * Spam and attribution (issue 15) in Debian's Chromium against the real server: a visitor who
 * types at a person's pace with the keyboard alone is never flagged, never meets the honeypot
 * (not in the tab order, not in the accessibility tree) and the lead keeps where they came from;
 * a script that fills every input and posts at once is stored flagged.
 */
const adminToken = 'spam-browser-test-admin-token-0123';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ ADMIN_TOKEN: adminToken });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const exported = () => exportLeads(server, 'affiliates', adminToken);

async function open(page: Page, path: string, referer?: string) {
  await page.goto(`${server.url}${path}`, referer ? { referer } : {});
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
}

const typed: Record<string, string> = {
  centerName: 'Fjord Lifestyle Senter',
  website: 'www.fjord.example',
  contactPersonName: 'Kari Nordmann',
  email: 'kari@fjord.example',
  nameA: 'Ada Lovelace',
  emailA: 'ada@example.org',
};

describe('spam flags and attribution', () => {
  it('never flags a visitor who types with the keyboard alone, and keeps where they came from', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await open(page, '/affiliate?utm_source=newsletter&utm_medium=email&utm_campaign=spring&ref=ana', 'https://blog.example/posts/heartwork?id=7');
    // The honeypot is not offered to assistive technology.
    expect(await page.getByRole('textbox', { name: /fax/i }).count()).toBe(0);

    await page.getByRole('textbox', { name: /^Center name/ }).focus();
    const visited: string[] = [];
    for (let step = 0; step < 40; step++) {
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return { tag: el?.tagName.toLowerCase() ?? '', name: el?.getAttribute('name') ?? '', type: el?.getAttribute('type') ?? '' };
      });
      visited.push(focused.name || focused.tag);
      if (focused.tag === 'button' && focused.type === 'submit') {
        await page.keyboard.press('Enter');
        break;
      }
      if (focused.tag === 'select') await page.keyboard.press('ArrowDown');
      else if (typed[focused.name]) await page.keyboard.type(typed[focused.name], { delay: 40 }); // a person's pace
      await page.keyboard.press('Tab');
    }
    expect(visited).not.toContain(spamSignals.honeypot);
    expect(visited).toContain('emailA');

    await expect.poll(async () => (await exported()).filter((r) => r.submitted === true && r.nameA === typed.nameA).length, { timeout: 15_000 }).toBe(1);
    const lead = (await exported()).find((r) => r.submitted === true && r.nameA === typed.nameA)!;
    expect(lead).toMatchObject({ ...typed, spam: false, utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', ref: 'ana', referrer: 'https://blog.example' });
    expect(lead.spamReason).toBeUndefined();
    await context.close();
  });

  it('stores a script that fills every input and posts at once flagged as spam, answered like a person', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await open(page, '/affiliate');
    const before = (await exported()).length;
    await page.evaluate(() => {
      const set = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
        const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      };
      const form = document.querySelector('form')!;
      for (const el of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
        set(el, /email/i.test(el.name) ? 'bot@spam.example' : /website/i.test(el.name) ? 'https://spam.example' : 'Buy now');
      }
      for (const select of form.querySelectorAll('select')) {
        select.selectedIndex = select.options.length - 1;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
      form.requestSubmit();
    });
    // The same thank-you a person gets.
    await page.getByText(/thank/i).first().waitFor();
    await expect.poll(async () => (await exported()).slice(before).filter((r) => r.submitted === true).length, { timeout: 15_000 }).toBe(1);
    const [bot] = (await exported()).slice(before).filter((r) => r.submitted === true);
    expect(bot).toMatchObject({ centerName: 'Buy now', spam: true, spamReason: spamReasons.honeypot });
    await context.close();
  });
});
