import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatWhen, inboxText } from '../../src/content/inbox';
import { featureOptions } from '../../src/domain/features';
import { inboxUpdateSeconds, recordLink } from '../../src/domain/inbox';
import { useSite, seriousViolations, type VisitOptions } from './kit';
import { postApi } from './harness';

/**
 * The inbox as a tool (issue 36): its own header instead of the site's navigation and footer, list
 * and record side by side on a wide screen and stacked on a phone, fields and options in words,
 * times in the owner's zone, and the list worked from the keyboard.
 */
const adminToken = 'inbox-desk-browser-test-admin-token';
const t = inboxText;
const site = useSite({ ADMIN_TOKEN: adminToken });
const zone = 'Europe/Oslo';

async function send(resource: string, record: Record<string, unknown>): Promise<{ _id: string; updatedAt: string }> {
  const res = await postApi(site.server, `/${resource}/`, record);
  expect(res.status).toBe(201);
  return res.json();
}

let ana: { _id: string; updatedAt: string };
beforeAll(async () => {
  ana = await send('waitlist-records', {
    name: 'Ana Popescu',
    email: 'ana@centru.ro',
    center: 'Centrul Verde',
    hasCenter: true,
    guestCountPerMonth: 120,
    interestedFeatures: ['guests', 'bookings'],
    status: 'submitted',
  });
  await send('waitlist-records', { name: 'Bo Draft', email: 'bo@example.com' });
  await send('waitlist-records', { name: 'Cai Sent', email: 'cai@example.com', status: 'submitted' });
});

async function signedIn(options: VisitOptions = {}, path = '/admin'): Promise<Page> {
  const { page } = await site.visit(path, { timezoneId: zone, bypassCSP: true, ...options });
  await page.getByLabel(t.signIn.secretLabel).fill(adminToken);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('.inbox-list__summary [role=status]').textContent()).toBe(t.list.count(3));
  return page;
}

const box = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!;
const focusedName = (page: Page) =>
  page.evaluate(() => (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim());

describe('the inbox as a tool', () => {
  it('has its own header, not the site’s navigation and footer, and shows a record beside the list on a wide screen', async () => {
    const page = await signedIn({ viewport: { width: 1280, height: 900 } });
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    const header = page.locator('.desk-header');
    expect(await header.getByRole('heading', { level: 1 }).textContent()).toBe(`${t.desk.product} ${t.title}`);
    expect(await header.getByRole('navigation', { name: t.desk.sectionsLabel }).getByRole('button').count()).toBe(10); // three lists, the overview, meetings, rewards, alerts, privacy requests, the deletions log, sessions
    expect(await header.textContent()).toContain(t.desk.signedInAs(t.desk.owner));
    expect(await header.getByRole('button', { name: t.signOut }).count()).toBe(1);

    await page.getByRole('button', { name: t.list.open('Ana Popescu') }).click();
    await page.getByRole('heading', { name: t.record.heading('Ana Popescu') }).waitFor();
    const list = await box(page, '.desk-split__list');
    const record = await box(page, '.desk-split__record');
    expect(record.x).toBeGreaterThanOrEqual(list.x + list.width);
    expect(record.y).toBeLessThan(list.y + 100);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await page.context().close();
  });

  it('stacks list and record on a phone, with every column of the list on the screen', async () => {
    const page = await signedIn({ viewport: { width: 390, height: 800 } });
    for (const header of await page.locator('.inbox-table thead th').all()) {
      const { x, width } = (await header.boundingBox())!;
      expect(x + width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: t.list.open('Ana Popescu') }).click();
    await page.getByRole('heading', { name: t.record.heading('Ana Popescu') }).waitFor();
    const list = await box(page, '.desk-split__list');
    const record = await box(page, '.desk-split__record');
    expect(record.y).toBeGreaterThanOrEqual(list.y + list.height);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await page.context().close();
  });

  it('names fields and options as the forms do, and gives times in the owner’s zone', async () => {
    const page = await signedIn();
    await page.getByRole('button', { name: t.list.open('Ana Popescu') }).click();
    const fields = page.locator('.inbox-record__fields');
    await fields.waitFor();
    const pairs = await fields
      .locator('div')
      .evaluateAll((divs) => divs.map((d) => `${d.querySelector('dt')!.textContent}: ${d.querySelector('dd')!.textContent}`));
    const label = (value: string) => featureOptions.find((o) => o.value === value)!.label;
    expect(pairs).toEqual(expect.arrayContaining(['Has a center: yes', 'Guests per month: 120', `Interested in: ${label('guests')}, ${label('bookings')}`]));
    expect(pairs.join('\n')).not.toMatch(/hasCenter|interestedFeatures|true/);
    // Sent when it was created (one post): shown in Oslo's time, as the row shows it.
    const sent = formatWhen(ana.updatedAt, zone);
    expect(await page.locator('.inbox-record__times').textContent()).toContain(`${t.record.sentAt}${sent}`);
    expect(await page.getByRole('row', { name: /Ana Popescu/ }).textContent()).toContain(sent);
    await page.context().close();
  });

  it('moves through the list with the arrow keys, opens with Enter, closes with Escape back to the row', async () => {
    const page = await signedIn();
    await page.getByRole('button', { name: t.list.open('Cai Sent') }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe(t.list.open('Bo Draft'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown'); // the last row: stays
    expect(await focusedName(page)).toBe(t.list.open('Ana Popescu'));
    await page.keyboard.press('Home');
    expect(await focusedName(page)).toBe(t.list.open('Cai Sent'));
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    expect(await focusedName(page)).toBe(t.list.open('Bo Draft'));
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe(t.record.heading('Bo Draft'));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.inbox-record').count()).toBe(0);
    expect(await focusedName(page)).toBe(t.list.open('Bo Draft'));
    // Escape in a delete's question answers the question, and leaves the record open.
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: t.record.delete }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.locator('.inbox-record').count()).toBe(1);
    await page.context().close();
  });

  it('undoes a contact and a spam flag, and lifts a flag', async () => {
    const page = await signedIn();
    const row = page.getByRole('row', { name: /Ana Popescu/ });
    await page.getByRole('button', { name: t.list.open('Ana Popescu') }).click();
    await page.getByRole('button', { name: t.record.markContacted }).click();
    await expect.poll(() => row.textContent()).toContain('Contacted');
    await page.getByRole('button', { name: t.record.undoLabel(t.record.changed.contacted) }).click();
    await expect.poll(() => page.locator('.inbox-record__change').textContent()).toBe(t.record.undone);
    await expect.poll(() => row.textContent()).not.toContain('Contacted');

    await page.getByRole('button', { name: t.record.flagSpam }).click();
    await expect.poll(() => row.locator('.inbox-tag').allTextContents()).toContain(t.list.spam);
    await page.getByRole('button', { name: t.record.undoLabel(t.record.changed.spam) }).click();
    await expect.poll(() => row.locator('.inbox-tag').allTextContents()).not.toContain(t.list.spam);
    await page.getByRole('button', { name: t.record.flagSpam }).click();
    await page.getByRole('button', { name: t.record.notSpam }).click();
    await expect.poll(() => page.locator('.inbox-record__change').textContent()).toContain(t.record.changed.notSpam);
    await expect.poll(() => row.locator('.inbox-tag').allTextContents()).not.toContain(t.list.spam);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await page.context().close();
  });

  it('opens the record a link names, after sign-in, in its list', async () => {
    const page = await signedIn({}, recordLink('waitlist-records', ana._id));
    await expect.poll(() => page.getByRole('heading', { level: 3 }).textContent()).toBe(t.record.heading('Ana Popescu'));
    const gone = await signedIn({}, recordLink('waitlist-records', '00000000-0000-4000-8000-000000000000'));
    await expect.poll(() => gone.getByRole('alert').textContent()).toBe(t.list.linkFailed);
    await page.context().close();
    await gone.context().close();
  });

  // Last: it sends a fourth lead.
  it('marks the leads nobody has opened, until someone does, and shows a new lead without a reload', async () => {
    const page = await signedIn({ before: (p) => p.clock.install() });
    const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });
    expect(await row('Cai Sent').locator('.inbox-tag--new').textContent()).toBe(t.list.new);
    expect(await row('Bo Draft').locator('.inbox-tag--new').count()).toBe(0); // a draft is nobody's lead yet
    await page.getByRole('button', { name: t.list.open('Cai Sent') }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => row('Cai Sent').locator('.inbox-tag--new').count()).toBe(0);

    await send('waitlist-records', { name: 'Dan Fresh', email: 'dan@example.com', status: 'submitted' });
    await page.clock.runFor(inboxUpdateSeconds * 1000);
    await expect.poll(() => page.locator('.inbox-list__summary [role=status]').textContent()).toBe(t.list.count(4));
    expect(await page.locator('.inbox-table tbody tr').first().textContent()).toMatch(new RegExp(`^Dan Fresh.*${t.list.new}`));
    await page.context().close();
  });
});
