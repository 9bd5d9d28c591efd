import { describe, expect, it } from 'vitest';
import { followUpMode } from '../../machines/waitlist.machine';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { messages } from '../../src/domain/messages';
import { leadMemoryKey } from '../../src/services/leadMemory';
import { exportLeads } from './harness';
import { field, seriousViolations, useSite, waitForHydration } from './kit';

/**
 * The /demo form against the real server and database: what the visitor types is stored as a
 * draft exactly as typed, comes back after a reload, and is stored submitted; read back with
 * the owner's export (GET /api/waitlist-records?format=json with the admin token).
 */
const adminToken = 'waitlist-browser-test-admin-token';
const { labels } = waitlistText;
// The axe script is injected inline, which the site's CSP rightly forbids.
const visit = (path: string) => site.visit(path, { bypassCSP: true });

const site = useSite({ ADMIN_TOKEN: adminToken });
const exported = () => exportLeads(site.server, 'waitlist-records', adminToken);

describe('the /demo form against the real server', () => {
  it('stores the draft exactly as typed, restores it after a reload, then stores it submitted', async () => {
    const { page, context, problems } = await visit('/demo?features=statistics');
    await field(page, labels.name).fill('Ada Lovelace');
    await field(page, labels.email).fill('ada@example.org');
    await page.getByLabel(labels.hasCenter).check();
    await field(page, labels.center).fill('Fjord Lifestyle Senter');
    await field(page, labels.country).fill('Norway');
    await field(page, labels.website).fill('www.fjord.no');
    await page.getByRole('button', { name: new RegExp(labels.interestedFeatures) }).click();
    await page.getByLabel('Bookings', { exact: true }).check();
    await page.getByLabel('Kitchen management', { exact: true }).check();
    await page.keyboard.press('Escape');
    await field(page, labels.otherFeatures).fill('Yoga schedule, ș and ø too');
    await page.getByLabel(labels.toldAboutUs).check();
    await field(page, labels.refferalContact).fill('Maria, maria@example.org');
    await field(page, labels.scheduleMeetingNotes).fill('Tuesday 10:00 CET');
    await field(page, labels.notes).fill('Thank you!');

    const typed = {
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      hasCenter: true,
      center: 'Fjord Lifestyle Senter',
      country: 'Norway',
      website: 'www.fjord.no',
      interestedFeatures: ['bookings', 'statistics', 'kitchen'],
      otherFeatures: 'Yoga schedule, ș and ø too',
      refferalContact: 'Maria, maria@example.org',
      scheduleMeetingNotes: 'Tuesday 10:00 CET',
      notes: 'Thank you!',
    };
    await expect.poll(async () => (await exported())[0]?.notes, { timeout: 15_000 }).toBe(typed.notes);
    await page.locator('.save-indicator').getByText(messages.saveStatus.saved).waitFor();
    const drafts = await exported();
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ ...typed, status: 'draft' });
    expect(new URL(page.url()).search).toBe('?features=bookings,statistics,kitchen');

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => field(page, labels.name).inputValue()).toBe(typed.name);
    expect(await field(page, labels.center).inputValue()).toBe(typed.center);
    expect(await field(page, labels.notes).inputValue()).toBe(typed.notes);
    expect(await page.getByLabel(labels.toldAboutUs).isChecked()).toBe(true);

    await page.getByRole('button', { name: waitlistText.submit, exact: true }).click();
    await page.getByText(waitlistText.success.full).waitFor();
    expect(await page.getByRole('button', { name: waitlistText.submit, exact: true }).count()).toBe(0);
    const submitted = await exported();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({ ...typed, _id: drafts[0]._id, status: 'submitted' });
    // The browser remembers that this form was sent (issue 13), and nothing of its draft.
    const memory = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), leadMemoryKey('waitlist-records'));
    await expect.poll(memory).toEqual({ sent: { recordId: submitted[0]._id, at: submitted[0].updatedAt }, keptAt: expect.any(String) });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('after sending, a link away and Back shows the request sent, as a reload does, and no empty form to send twice', async () => {
    const { page, context } = await visit('/demo');
    const name = `Sent Once ${crypto.randomUUID().slice(0, 8)}`;
    await field(page, labels.name).fill(name);
    await field(page, labels.email).fill('sent-once@example.org');
    await page.getByRole('button', { name: waitlistText.submit, exact: true }).click();
    await page.getByText(waitlistText.success.full).waitFor();

    await page.locator('header a[href="/about"]').first().click();
    await page.waitForURL('**/about');
    // Gone with the page it was on: Back mounts the form anew.
    await page.getByRole('button', { name: messages.sent.again }).waitFor({ state: 'detached' });
    await page.goBack();
    await page.waitForURL('**/demo');
    await page.getByRole('button', { name: messages.sent.again }).waitFor();
    expect(await page.getByRole('button', { name: waitlistText.submit, exact: true }).count()).toBe(0);
    expect((await exported()).filter((lead) => lead.name === name)).toMatchObject([{ status: 'submitted' }]);
    await context.close();
  });

  it('prefills the email from the follow-up e-mail link and stores nothing until the visitor acts', async () => {
    const before = (await exported()).length;
    const { page, context } = await visit(`/demo?mode=${followUpMode}&email=${encodeURIComponent('grace@example.org')}`);
    await expect.poll(() => field(page, labels.email).inputValue()).toBe('grace@example.org');
    expect(await exported()).toHaveLength(before);
    await field(page, labels.name).fill('Grace Hopper');
    await expect.poll(async () => (await exported()).length, { timeout: 15_000 }).toBe(before + 1);
    expect((await exported()).at(-1)).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.org', status: 'draft' });
    await context.close();
  });

  it('shows the missing fields next to them and has no serious accessibility violations', async () => {
    const { page, context } = await visit('/demo');
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: waitlistText.submit, exact: true }).click();
    await page.getByText(messages.emailRequired).waitFor();
    expect(await field(page, labels.name).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await page.getByLabel(labels.hasCenter).check();
    await page.getByRole('button', { name: new RegExp(labels.interestedFeatures) }).click();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await context.close();
  });

  it('lets a keyboard user pick features: Enter opens, Space ticks, Escape closes and returns', async () => {
    const { page, context } = await visit('/demo');
    const opener = page.getByRole('button', { name: new RegExp(labels.interestedFeatures) });
    await opener.focus();
    // The form is a deferred island (issue 20): focus fetches its code, and Enter pressed before
    // it is live is pressed again once it is.
    await page.keyboard.press('Enter');
    await expect.poll(() => opener.getAttribute('aria-expanded')).toBe('true');
    // As a person sees the list before moving into it (a Tab pressed before the list had rendered
    // moved past it once, in a fresh-clone run).
    await page.getByLabel('Guests data management', { exact: true }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByLabel('Guests data management', { exact: true }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await opener.getAttribute('aria-expanded')).toBe('false');
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(new URL(page.url()).searchParams.get('features')).toBe('guests');
    await context.close();
  });
});
