import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { messages } from '../../src/domain/messages';
import { field, useSite } from './kit';

/**
 * The save cadence (issue 14), counted in requests, not timed: the page's clock is driven by the
 * test (Playwright's clock), so typing at 10 characters a second takes no real time.
 */
const site = useSite({ ADMIN_TOKEN: 'save-cadence-browser-test-admin-token' });

/** Types `text` at `perSecond` characters a second of the page's clock, in bursts of 5. */
async function typeAtPace(page: Page, text: string, perSecond = 10): Promise<void> {
  for (let i = 0; i < text.length; i += 5) {
    await page.keyboard.type(text.slice(i, i + 5));
    await page.clock.runFor((5 * 1000) / perSecond);
  }
}

describe('the save cadence', () => {
  it('saves a 600-character note typed at a steady pace in at most 10 writes, and stores it whole', async () => {
    const writes: string[] = [];
    const { page, context } = await site.visit('/demo', {
      before: async (page) => {
        await page.clock.install();
        page.on('request', (r) => {
          if (r.url().includes('/api/waitlist-records') && (r.method() === 'POST' || r.method() === 'PUT')) writes.push(r.method());
        });
      },
    });
    await field(page, waitlistText.labels.notes).click();
    const note = 'Forty beds, a kitchen and a small clinic; we would like to see bookings and records. '.repeat(8).slice(0, 600);
    await typeAtPace(page, note);
    await page.clock.runFor(2000); // a pause: the last change is saved
    await expect.poll(async () => (await site.leads('waitlist-records')).at(-1)?.notes).toBe(note);
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.length).toBeLessThanOrEqual(10);
    expect(await page.locator('.save-indicator').textContent()).not.toContain(messages.saveStatus.offline);
    await context.close();
  });
});
