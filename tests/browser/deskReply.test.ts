import { mkdir } from 'node:fs/promises';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deskText } from '../../src/components/inbox/desk/deskText';
import { launch } from '../../src/content/launch';
import { mailText as roMailText } from '../../src/content/ro/mail';
import { inboxText } from '../../src/content/inbox';
import { spamSignals } from '../../src/domain/spam';
import { smtpReceiver, type SmtpReceiver } from '../../tools/loopback/receivers';
import { postApi } from './harness';
import { seriousViolations, useSite } from './kit';

/**
 * Working a lead from its record (issue 36 item 4), in the real inbox on the real server with a
 * real SMTP receiver: the owner assigns it, writes a note and a reply; the note and the reply are
 * on the timeline with who and when, the reply's delivery shows there once the mail server has
 * it, and the e-mail the lead receives comes from the site's address, answers going to the team,
 * in the lead's language around the owner's words. The first reply is the first contact.
 */
const adminToken = 'desk-reply-browser-test-admin-token';
const team = 'team@heartwork.example';
const lead = 'ioana.desk@centrul.ro';
const t = deskText;
let smtp: SmtpReceiver;
afterAll(async () => smtp?.close());

const site = useSite(async () => {
  smtp = await smtpReceiver();
  return {
    ADMIN_TOKEN: adminToken,
    SMTP_URL: smtp.url,
    ALERT_EMAIL_TO: team,
    SITE_URL: 'https://heartwork.example',
    ALERT_WEBHOOK_URL: '',
    ALERT_WEBHOOK_SECRET: '',
  };
});

beforeAll(async () => {
  const res = await postApi(site.server, '/waitlist-records/', {
    name: 'Ioana Pop',
    email: lead,
    center: 'Centrul Verde',
    locale: 'ro',
    status: 'submitted',
    [spamSignals.elapsed]: 45_000,
    [spamSignals.honeypot]: '',
  });
  expect(res.status).toBe(201);
});

async function openRecord(width: number): Promise<Page> {
  const { page } = await site.visit('/admin', { viewport: { width, height: 900 }, timezoneId: 'Europe/Bucharest', bypassCSP: true });
  await page.getByLabel(inboxText.signIn.secretLabel).fill(adminToken);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: inboxText.list.open('Ioana Pop') }).click();
  await page.getByRole('heading', { name: t.heading }).waitFor();
  return page;
}
const timeline = (page: Page) => page.getByRole('region', { name: t.timeline.heading });
const replies = async (): Promise<ParsedMail[]> =>
  (await Promise.all(smtp.messages.filter((m) => m.to.includes(lead)).map((m) => simpleParser(m.raw)))).filter((m) => m.subject?.startsWith('Re:'));

it('assigns the lead, writes a note and a reply in the record; the reply reaches the lead from the site with answers going to the team', async () => {
  const page = await openRecord(1280);
  await expect.poll(() => page.locator('.lead-desk__response').textContent()).toMatch(/^Waiting for a first contact for /);

  const assignee = page.getByRole('combobox', { name: t.assignee.label });
  await assignee.fill('maria@heartwork.example');
  await page.getByRole('button', { name: t.assignee.submit }).click();
  await timeline(page).getByText(t.timeline.assigned('the owner', 'maria@heartwork.example')).waitFor();

  await page.getByRole('textbox', { name: t.note.label }).fill('Called the center: Ioana prefers Thursday mornings.');
  await page.getByRole('button', { name: t.note.submit }).click();
  await page.getByText(t.note.sent).waitFor();
  await timeline(page).getByText('Called the center: Ioana prefers Thursday mornings.').waitFor();
  expect(await timeline(page).getByText(t.timeline.note('the owner')).count()).toBe(1);
  expect(await page.getByRole('textbox', { name: t.note.label }).inputValue()).toBe('');

  const composer = page.getByRole('textbox', { name: t.reply.label(lead) });
  expect(await page.getByText(t.reply.hint(team)).count()).toBe(1);
  await composer.fill('Bună ziua, Ioana,\n\nVă mulțumim pentru cerere. Vă convine joi la 10:00?\n\nMaria');
  await page.getByRole('button', { name: t.reply.submit }).click();
  await page.getByText(t.reply.sent).waitFor();
  // Kept on the timeline, and its delivery shows there once the mail server has it.
  await timeline(page)
    .getByText(/delivered/)
    .waitFor({ timeout: 30_000 });
  const replyLine = await timeline(page).locator('.desk-timeline__entry--reply').textContent();
  expect(replyLine).toContain(t.timeline.reply('the owner', lead));
  expect(replyLine).toContain(roMailText.reply.subject['waitlist-records']);
  expect(replyLine).toContain('Vă convine joi la 10:00?');
  // The first reply is the first contact.
  await expect.poll(() => page.locator('.lead-desk__response').textContent()).toBe(t.response.answered('under a minute'));

  await expect.poll(async () => (await replies()).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await replies();
  expect(mail!.from!.value).toEqual([{ name: 'Heartwork', address: launch.contact.email }]);
  expect(mail!.replyTo!.value.map((a) => a.address)).toEqual([team]);
  expect(mail!.subject).toBe(roMailText.reply.subject['waitlist-records']);
  expect(mail!.text).toContain('Vă mulțumim pentru cerere. Vă convine joi la 10:00?');
  expect(mail!.text).toContain(roMailText.signature);
  expect(mail!.text).toContain(roMailText.reply.why);

  expect(await seriousViolations(page, '.inbox-record')).toEqual([]);
  await mkdir('test-results/screenshots', { recursive: true });
  // To look at: the whole record beside the list (the record panel is kept in view, so the window is made tall enough for all of it).
  await page.setViewportSize({ width: 1280, height: 2000 });
  await page.screenshot({ path: 'test-results/screenshots/desk-record-1280.png' });
  await page.context().close();
});

it('shows the record with its desk on a phone, nothing wider than the screen, and the response times above the list', async () => {
  const page = await openRecord(390);
  await timeline(page).getByText(t.timeline.note('the owner')).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByText(t.times.heading).click();
  const table = page.getByRole('table', { name: t.times.caption });
  await table.waitFor();
  // This week: the one lead, contacted, nobody waiting.
  const thisWeek = table.getByRole('row').nth(1);
  expect((await thisWeek.getByRole('cell').allTextContents()).slice(0, 2)).toEqual(['1', '1']);
  expect(await thisWeek.getByRole('cell').nth(3).textContent()).toBe('0');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/desk-inbox-390.png' });
  await page.locator('.inbox-record').screenshot({ path: 'test-results/screenshots/desk-record-390.png' });
  await page.context().close();
});
