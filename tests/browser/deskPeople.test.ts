import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUsersCli } from '../../server/users-cli';
import { passwordPageText } from '../../server/auth/passwordPage';
import { inboxText } from '../../src/content/inbox';
import { ownerOnlyMessage } from '../../src/domain/people';
import { statusLabels } from '../../src/domain/pipeline';
import { freshPostgresDatabase } from '../server/helpers/db';
import { seriousViolations, useSite, type VisitOptions } from './kit';
import { postApi } from './harness';

/**
 * The desk's people and pipeline in a real browser (issue 36, items 3 and 5), on PostgreSQL so that
 * `npm run admin -- add-user` runs beside the server: a sales member sets their password through
 * the printed link and moves a demo request along its pipeline, with its history and an undo; the
 * server refuses them an erasure; the owner then sees who did what, moves the lead on, and ends the
 * member's session.
 */
const adminToken = 'desk-people-browser-test-admin-token';
const t = inboxText;
const zone = 'Europe/Oslo';
let database: { url: string; drop(): Promise<void> };
const site = useSite(async () => {
  database = await freshPostgresDatabase();
  return { ADMIN_TOKEN: adminToken, DATABASE_URL: database.url };
});
afterAll(() => database?.drop());

const salesEmail = 'sam@example.org';
const salesPassword = 'sam sells centers 2026';

async function send(resource: string, record: Record<string, unknown>): Promise<{ _id: string }> {
  const res = await postApi(site.server, `/${resource}/`, record);
  expect(res.status).toBe(201);
  return res.json();
}

async function addUser(email: string, role: string): Promise<string> {
  let out = '';
  const code = await runUsersCli([email, '--role', role], { DATABASE_URL: database.url, SITE_URL: site.server.url }, { out: (s) => (out += s), err: () => {} });
  expect(code).toBe(0);
  return out.trim();
}

async function signIn(secret: string, email = '', options: VisitOptions = {}): Promise<Page> {
  const { page } = await site.visit('/admin', { timezoneId: zone, bypassCSP: true, viewport: { width: 1280, height: 900 }, ...options });
  if (email) await page.getByLabel(t.signIn.emailLabel).fill(email);
  await page.getByLabel(t.signIn.secretLabel).fill(secret);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Demo requests' }).waitFor();
  return page;
}

const record = (page: Page) => page.getByRole('region', { name: /^Record:/ });
const history = (page: Page) => record(page).locator('.inbox-pipeline__history li');

async function moveTo(page: Page, status: keyof typeof statusLabels.en) {
  await record(page).getByLabel(t.pipeline.moveLabel).selectOption(status);
  await record(page).getByRole('button', { name: t.pipeline.move }).click();
  await expect.poll(() => record(page).locator('.inbox-pipeline__current').textContent()).toBe(t.pipeline.current(statusLabels.en[status]));
}

let lead: { _id: string };
beforeAll(async () => {
  lead = await send('waitlist-records', { name: 'Ana Popescu', email: 'ana@centru.ro', center: 'Centrul Verde', status: 'submitted' });
});

describe('a sales member and the owner at the desk', () => {
  it('sets a password on the printed link’s page, once', async () => {
    const link = await addUser(salesEmail, 'sales');
    expect(link.startsWith(`${site.server.url}/admin/password?token=`)).toBe(true);
    const { page } = await site.visit(link.slice(site.server.url.length), { hydrate: false, bypassCSP: true });
    await page.getByLabel(passwordPageText.password).fill(salesPassword);
    await page.getByLabel(passwordPageText.repeat).fill(salesPassword);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: passwordPageText.submit }).click();
    await page.getByText(passwordPageText.done).waitFor();
    // Used: the link now says so.
    await page.goto(link);
    await page.getByText(passwordPageText.unknown).waitFor();
    await page.context().close();
  });

  it('lets the sales member move a lead through its pipeline, with its history and an undo, and refuses them an erasure', async () => {
    const page = await signIn(salesPassword, salesEmail);
    const header = page.locator('.desk-header');
    expect(await header.textContent()).toContain(t.desk.signedInAs(t.desk.who(salesEmail, 'sales')));
    // The owner's actions are not offered.
    for (const name of [t.sections.privacy, t.sections.sessions]) expect(await header.getByRole('button', { name }).count()).toBe(0);
    expect(await page.getByRole('link', { name: t.list.csv }).count()).toBe(0);

    await page.getByRole('button', { name: t.list.open('Ana Popescu') }).click();
    await record(page).waitFor();
    expect(await record(page).getByRole('button', { name: t.record.delete }).count()).toBe(0);
    expect(await record(page).textContent()).toContain(t.pipeline.historyEmpty);

    await moveTo(page, 'contacted');
    await moveTo(page, 'meeting-booked');
    await expect.poll(() => history(page).count()).toBe(2);
    const latest = await history(page).first().textContent();
    expect(latest).toMatch(new RegExp(`^${statusLabels.en['meeting-booked']}, from ${statusLabels.en.contacted}: ${salesEmail}, `));
    // The undo is the step back, said and recorded.
    await record(page)
      .getByRole('button', { name: `${t.record.undo}: ${t.pipeline.changed(statusLabels.en['meeting-booked']).replace(/\.$/, '')}` })
      .click();
    await expect.poll(() => record(page).locator('.inbox-pipeline__current').textContent()).toBe(t.pipeline.current(statusLabels.en.contacted));
    await expect.poll(() => history(page).count()).toBe(3);

    // The list shows the status, counts it and filters by it.
    await expect.poll(() => page.locator('.inbox-table tbody tr').first().textContent()).toContain(statusLabels.en.contacted);
    const filter = page.getByLabel(t.pipeline.filterLabel, { exact: true });
    await expect.poll(() => filter.locator('option[value=contacted]').textContent()).toBe(t.pipeline.option(statusLabels.en.contacted, 1));
    await filter.selectOption('customer');
    await expect.poll(() => page.locator('.inbox-list__summary [role=status]').textContent()).toBe(t.list.count(0));
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // An erasure asked of the server anyway (the UI offers none): refused, and nothing is erased.
    const refused = await page.evaluate(async () => {
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)![1];
      const res = await fetch('/api/admin/privacy/erase', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify({ email: 'ana@centru.ro' }),
      });
      return { status: res.status, body: await res.json() };
    });
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ error: ownerOnlyMessage }) });
    expect((await site.leads('waitlist-records')).map((l) => l._id)).toContain(lead._id);
    await page.context().close();
  });

  it('shows the owner who moved the lead, lets them move it on, and end the member’s session', async () => {
    const member = await signIn(salesPassword, salesEmail, { viewport: { width: 390, height: 800 } });
    const page = await signIn(adminToken);
    expect(await page.locator('.desk-header').textContent()).toContain(t.desk.signedInAs(t.desk.owner));
    await page.getByRole('button', { name: t.list.open('Ana Popescu') }).click();
    await record(page).waitFor();
    await expect.poll(() => history(page).count()).toBe(3);
    expect(await history(page).last().textContent()).toContain(`${statusLabels.en.contacted}, from ${statusLabels.en.new}: ${salesEmail}`);
    await moveTo(page, 'demo-held');
    expect(await history(page).first().textContent()).toMatch(new RegExp(`^${statusLabels.en['demo-held']}, from ${statusLabels.en.contacted}: the owner, `));

    await page.getByRole('button', { name: t.sections.sessions }).click();
    const rows = page.locator('.inbox-sessions tbody tr');
    await expect.poll(() => rows.count()).toBe(3); // the member's two browsers' sessions (the earlier test's closed without signing out) and the owner's
    const memberRows = rows.filter({ hasText: salesEmail });
    expect(await memberRows.count()).toBe(2);
    expect(
      await rows
        .filter({ hasText: `${t.desk.owner}${t.sessionsList.you}` })
        .getByRole('button')
        .count(),
    ).toBe(0);
    await memberRows
      .first()
      .getByRole('button', { name: /^End the session of sam@example\.org/ })
      .click();
    await page.getByText(t.sessionsList.ended).waitFor();
    await memberRows
      .first()
      .getByRole('button', { name: /^End the session of sam@example\.org/ })
      .click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // The member's next call to the server (a step of theirs, or the list's own update every
    // 30 s) finds their session ended: the sign-in comes back, saying so.
    const expired = member.getByText(t.signIn.expired);
    const alerts = member.getByRole('button', { name: /^Alerts/ });
    await expired.or(alerts).first().waitFor();
    if (await alerts.isVisible()) await alerts.click().catch(() => {}); // the update may have signed them out meanwhile
    await expired.waitFor();
    await member.context().close();
    await page.context().close();
  });
});
