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
    // Installed, the clock still flows with real time; paused, a slow machine adds no pauses.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await field(page, waitlistText.labels.notes).click();
    const note = 'Forty beds, a kitchen and a small clinic; we would like to see bookings and records. '.repeat(8).slice(0, 600);
    await typeAtPace(page, note);
    // A pause: the last change is saved. The page's time moves on while we wait, because a save
    // still in flight when the typing stopped sets its next timer only once it is answered.
    await expect
      .poll(async () => {
        await page.clock.runFor(1000);
        return (await site.leads('waitlist-records')).at(-1)?.notes;
      })
      .toBe(note);
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.length).toBeLessThanOrEqual(10);
    expect(await page.locator('.save-indicator').textContent()).not.toContain(messages.saveStatus.offline);
    await context.close();
  });
});

/**
 * A whole /demo form filled as a person fills it, for over two minutes of the page's clock:
 * about 4 characters a second, a pause to read each next label, a moment's thought in the middle
 * of the longer answers, then Submit. The server runs with its default write limits, which refill
 * in real time: the test sends in seconds the saves the cadence makes in those minutes, so the
 * limits see them closer together than they would ever come: a stricter test, not a looser one.
 */
describe("a whole /demo form filled at a person's pace", () => {
  /** Types `text` at 4 characters a second of the page's clock: 3 characters, then 750 ms. */
  async function typeLikeAPerson(page: Page, text: string): Promise<void> {
    for (let i = 0; i < text.length; i += 3) {
      await page.keyboard.type(text.slice(i, i + 3));
      await page.clock.runFor(750);
    }
  }
  /** Clicks into a field after reading its label (3 s), then types its answer, stopping to think once if it is long. */
  async function answer(page: Page, label: string, text: string): Promise<void> {
    await page.clock.runFor(3000);
    await field(page, label).click();
    const thought = text.length > 40 ? text.indexOf(' ', text.length / 2) + 1 : text.length;
    await typeLikeAPerson(page, text.slice(0, thought));
    if (thought < text.length) {
      await page.clock.runFor(4000);
      await typeLikeAPerson(page, text.slice(thought));
    }
  }

  it('makes at most 2 writes per field over 2 minutes, never meets a write limit, and stores the lead whole', async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await page.clock.install();
    const writes: string[] = [];
    const refused: number[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/waitlist-records') && (r.method() === 'POST' || r.method() === 'PUT')) writes.push(r.method());
    });
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400) refused.push(r.status());
    });
    // Every status the save indicator shows, however briefly.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { savesShown: string[] }).savesShown = seen;
      new MutationObserver(() => {
        for (const indicator of document.querySelectorAll('.save-indicator')) seen.push(indicator.getAttribute('data-status') ?? '');
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
    });
    await page.goto(`${site.server.url}/demo`);
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
    // From here the page's time moves only when the test moves it: however slow the machine,
    // the pauses the cadence sees are exactly the ones below.
    const startedAt = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(startedAt + 1000);

    const typed = {
      name: 'Maria Popescu',
      email: 'maria.popescu@casa-verde.ro',
      center: 'Casa Verde Wellness',
      country: 'Romania',
      website: 'www.casa-verde.ro',
      otherFeatures: 'Rota planning for the kitchen staff and the therapists',
      refferalContact: 'Ioana Marin, ioana@example.ro',
      scheduleMeetingNotes: 'Tuesday or Wednesday afternoon, after 14:00 EET',
      notes: 'We have forty beds and a small clinic; bookings are on paper and in two spreadsheets today.',
    };
    await answer(page, waitlistText.labels.name, typed.name);
    await answer(page, waitlistText.labels.email, typed.email);
    await page.clock.runFor(3000);
    await page.getByLabel(waitlistText.labels.hasCenter).check();
    await answer(page, waitlistText.labels.center, typed.center);
    await answer(page, waitlistText.labels.country, typed.country);
    await answer(page, waitlistText.labels.website, typed.website);
    await page.clock.runFor(3000);
    await page.getByRole('button', { name: new RegExp(waitlistText.labels.interestedFeatures) }).click();
    await page.clock.runFor(2000);
    await page.getByLabel('Bookings', { exact: true }).check();
    await page.clock.runFor(2000);
    await page.getByLabel('Kitchen management', { exact: true }).check();
    await page.keyboard.press('Escape');
    await answer(page, waitlistText.labels.otherFeatures, typed.otherFeatures);
    await page.clock.runFor(3000);
    await page.getByLabel(waitlistText.labels.toldAboutUs).check();
    await answer(page, waitlistText.labels.refferalContact, typed.refferalContact);
    await answer(page, waitlistText.labels.scheduleMeetingNotes, typed.scheduleMeetingNotes);
    await answer(page, waitlistText.labels.notes, typed.notes);
    await page.clock.runFor(3000);
    await page.getByRole('button', { name: waitlistText.submit, exact: true }).click();
    await page.clock.runFor(2000);

    const lead = { ...typed, hasCenter: true, interestedFeatures: ['bookings', 'kitchen'], status: 'submitted', spam: false };
    await expect
      .poll(async () => {
        await page.clock.runFor(1000); // a retry waits on the page's clock
        return (await site.leads('waitlist-records')).find((r) => r.email === typed.email);
      })
      .toMatchObject(lead);
    expect((await page.evaluate(() => Date.now())) - startedAt).toBeGreaterThanOrEqual(120_000);
    // Twelve fields: nine typed, two boxes ticked, the features chosen.
    expect(writes.length).toBeLessThanOrEqual(2 * 12);
    expect(refused).toEqual([]);
    const shown = await page.evaluate(() => (window as unknown as { savesShown: string[] }).savesShown);
    expect(shown).not.toContain('offline');
    expect(shown).not.toContain('slow');
    expect(shown).toContain('saved');
    await context.close();
  });
});

/**
 * Limits that agree (issue 14): the longest answers the form allows, in Chinese characters (3
 * bytes each in UTF-8) and in characters outside the BMP (4 bytes for 2 of the form's units),
 * fit the server's body limit: saved as typed and sent, no field flagged, nothing refused.
 */
describe('the longest answers the /demo form allows, in Chinese', () => {
  it('saves and sends four text boxes full of CJK characters as typed', async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const refused: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400) refused.push(r.status());
    });
    await page.goto(`${site.server.url}/demo`);
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
    const full = '漢字'.repeat(2500);
    const wide = '𠀀'.repeat(2500); // CJK Extension B: 2 UTF-16 units, 4 UTF-8 bytes each
    const typed = { name: '王小明', email: 'wang.xiaoming@example.cn', notes: full, otherFeatures: full, scheduleMeetingNotes: full, refferalContact: wide };
    await field(page, waitlistText.labels.name).fill(typed.name);
    await field(page, waitlistText.labels.email).fill(typed.email);
    await field(page, waitlistText.labels.notes).fill(typed.notes);
    await field(page, waitlistText.labels.otherFeatures).fill(typed.otherFeatures);
    await field(page, waitlistText.labels.scheduleMeetingNotes).fill(typed.scheduleMeetingNotes);
    await page.getByLabel(waitlistText.labels.toldAboutUs).check();
    await field(page, waitlistText.labels.refferalContact).fill(typed.refferalContact);
    const stored = async () => (await site.leads('waitlist-records')).find((r) => r.email === typed.email);
    await expect.poll(stored, { timeout: 20_000 }).toMatchObject({ ...typed, status: 'draft' });
    await page.locator('.save-indicator[data-status="saved"]').waitFor();
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);

    await page.getByRole('button', { name: waitlistText.submit, exact: true }).click();
    await expect.poll(stored, { timeout: 20_000 }).toMatchObject({ ...typed, status: 'submitted' });
    expect(refused).toEqual([]);
    await context.close();
  });
});
