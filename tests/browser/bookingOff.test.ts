import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inboxText } from '../../src/content/inbox';
import { demoPages } from './demoPages';
import { field, seriousViolations, useSite } from './kit';
import { postApi } from './harness';

/**
 * Booking switched off (no MEETING_HOURS), in Chromium against a real server started without it:
 * nothing offers a time that the server would refuse. The team's desk asks the server and, for a
 * lead without a meeting, says booking is off and how to arrange a time instead of showing the
 * booking form; the visitor's demo form, in each language, shows no time picker, only the box to
 * suggest a time.
 */
const adminToken = 'booking-off-browser-test-admin-token';
const m = inboxText.meetings;

const site = useSite({ ADMIN_TOKEN: adminToken, SMTP_URL: '', ALERT_WEBHOOK_URL: '', ALERT_WEBHOOK_SECRET: '' });

const post = (path: string, body: unknown) => postApi(site.server, path, body);

/** Two frames after the page got the server's answer about the slots: what it shows for that answer is on screen. */
async function afterSlotsAnswer(page: Page, answered: Promise<unknown>) {
  await answered;
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

describe('booking a meeting while the server has no MEETING_HOURS', () => {
  it('says in the lead’s record that booking is off and how to arrange a time, with no booking form', async () => {
    expect(await (await fetch(`${site.server.url}/api/meeting-slots`)).json()).toMatchObject({ enabled: false });
    const sent = await post('/waitlist-records/', {
      name: 'Ilinca Pop',
      email: 'ilinca@example.ro',
      scheduleMeetingNotes: 'Tuesday morning?',
      status: 'submitted',
    });
    expect(sent.status).toBe(201);

    const { page, context } = await site.visit('/admin', { bypassCSP: true, viewport: { width: 1280, height: 900 } });
    await page.getByLabel(inboxText.signIn.secretLabel).fill(adminToken);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: inboxText.list.open('Ilinca Pop') }).click();
    const part = page.getByRole('region', { name: m.ofLead.heading });
    await part.getByRole('status').filter({ hasText: m.book.off }).waitFor();
    expect(await part.getByLabel(m.book.date).count()).toBe(0);
    expect(await part.getByRole('button', { name: m.book.submit }).count()).toBe(0);
    expect(await page.getByRole('region', { name: m.book.heading }).count()).toBe(0);
    expect(await seriousViolations(page, '.inbox-record')).toEqual([]);
    await part.screenshot({ path: 'test-results/record-booking-off-1280.png' });
    await context.close();
  });

  it.each(demoPages)('offers no time picker on %s, only the box to suggest a time', async (path, t, w) => {
    // The picker asks once its code is loaded; the answer (booking off) is what it shows.
    let answered: Promise<unknown> | undefined;
    const { page, context } = await site.visit(path, {
      before: async (p) => {
        answered = p.waitForResponse((r) => r.url().endsWith('/api/meeting-slots'));
      },
    });
    await afterSlotsAnswer(page, answered!);
    expect(await page.getByRole('group', { name: t.legend }).count()).toBe(0);
    expect(await page.locator('input[name="meetingStart"]').count()).toBe(0);
    await field(page, w.labels.scheduleMeetingNotes).waitFor();
    await context.close();
  });
});
