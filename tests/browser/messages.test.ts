import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, expect, it } from 'vitest';
import { waitlistText as roWaitlistText } from '../../src/components/waitlist/ro/waitlistText';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { messagesText } from '../../src/components/inbox/messagesText';
import { mailText as roMailText } from '../../src/content/ro/mail';
import { inboxText } from '../../src/content/inbox';
import { smtpReceiver, type SmtpReceiver } from '../../tools/loopback/receivers';
import { exportLeads } from './harness';
import { field, seriousViolations, useSite } from './kit';

/**
 * Everyone hears back (issue 35), in Chromium against the real server and a real SMTP receiver:
 * a visitor sends /ro/demo and gets the Romanian confirmation within seconds, whose private page
 * erases the lead only on its button (without JavaScript too); the owner sends a draft its
 * follow-up from the inbox, and the follow-up's link opens /demo in follow-up mode for that address.
 */
const adminToken = 'messages-browser-test-admin-token';
let smtp: SmtpReceiver;
afterAll(async () => smtp?.close());

const site = useSite(async () => {
  smtp = await smtpReceiver();
  return {
    ADMIN_TOKEN: adminToken,
    SMTP_URL: smtp.url,
    ALERT_EMAIL_TO: 'team@heartwork.example',
    SITE_URL: 'https://heartwork.example',
    ALERT_WEBHOOK_URL: '',
    ALERT_WEBHOOK_SECRET: '',
  };
});

async function mailTo(address: string): Promise<ParsedMail> {
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes(address)).length, { timeout: 15_000 }).toBe(1);
  return simpleParser(smtp.messages.find((m) => m.to.includes(address))!.raw);
}
/** The path and query of the mail's one link to this site (SITE_URL is the public origin; the test server is local). */
const pathOf = (mail: ParsedMail, pattern: RegExp) => {
  const url = new URL(pattern.exec(mail.text ?? '')![0]);
  return url.pathname + url.search;
};

it('confirms a lead sent from /ro/demo in Romanian within seconds; its page erases it only on the button press, without JavaScript too', async () => {
  const { page, context } = await site.visit('/ro/demo', { bypassCSP: true, before: (p) => p.clock.install() });
  await field(page, roWaitlistText.labels.name).fill('Ioana Pop');
  await field(page, roWaitlistText.labels.email).fill('ioana.browser@example.ro');
  await page.clock.fastForward(5_000); // a person takes seconds to fill the form (the spam timing)
  await page.getByRole('button', { name: roWaitlistText.submit, exact: true }).click();
  await page.getByText(roWaitlistText.success.full).waitFor();
  const sentAt = performance.now();
  const mail = await mailTo('ioana.browser@example.ro');
  expect(performance.now() - sentAt).toBeLessThan(10_000);
  expect(mail.subject).toBe(roMailText.confirmation.subject['waitlist-records']);
  expect(mail.text).toContain('Bună ziua, Ioana Pop,');
  const link = pathOf(mail, /https:\/\/heartwork\.example\/ro\/lead\?token=[\w-]+/);
  await context.close();

  const shown = await site.visit(link, { hydrate: false, bypassCSP: true });
  expect(await seriousViolations(shown.page, '.lead-page')).toEqual([]);
  await shown.context.close();

  // The link's page, as a person without JavaScript opens it: it shows, and only the button erases.
  const noScript = await site.visit(link, { javaScriptEnabled: false });
  expect(noScript.status).toBe(200);
  expect(await noScript.page.getByRole('heading', { level: 1 }).textContent()).toBe(roMailText.page.title);
  expect(await noScript.page.locator('.lead-page').textContent()).toContain('ioana.browser@example.ro');
  const stored = async () => (await exportLeads(site.server, 'waitlist-records', adminToken)).filter((r) => r.email === 'ioana.browser@example.ro');
  expect(await stored()).toHaveLength(1);
  await noScript.page.getByRole('button', { name: roMailText.page.withdrawButton }).click();
  await noScript.page.getByText(roMailText.page.withdrawn).waitFor();
  expect(await stored()).toEqual([]);
  await noScript.context.close();
});

it("sends a draft's one follow-up on the owner's press in the inbox; its link opens /demo in follow-up mode for that address", async () => {
  const visitor = await site.visit('/demo');
  await field(visitor.page, waitlistText.labels.name).fill('Dora Draft');
  await field(visitor.page, waitlistText.labels.email).fill('dora.draft@example.org');
  const drafts = async () => (await exportLeads(site.server, 'waitlist-records', adminToken)).filter((r) => r.email === 'dora.draft@example.org');
  await expect.poll(async () => (await drafts()).length).toBe(1);
  await visitor.context.close();

  const { page, context } = await site.visit('/admin', { bypassCSP: true });
  await page.getByLabel(inboxText.signIn.secretLabel).fill(adminToken);
  await page.getByRole('button', { name: inboxText.signIn.submit }).click();
  await page.getByRole('radio', { name: 'Drafts' }).click();
  await page.getByRole('button', { name: inboxText.list.open('Dora Draft') }).click();
  await page.getByRole('button', { name: messagesText.followUp.send }).click();
  await page.getByText(messagesText.followUp.queued).waitFor();
  expect(await seriousViolations(page, '.inbox-messages')).toEqual([]);
  const mail = await mailTo('dora.draft@example.org');
  await expect.poll(() => page.locator('.inbox-messages li').textContent()).toMatch(/^Follow-up of the draft: sent/);
  expect(await page.getByRole('button', { name: messagesText.followUp.send }).count()).toBe(0);
  await context.close();

  const link = pathOf(mail, /https:\/\/heartwork\.example\/demo\?\S+/);
  expect(link).toBe('/demo?mode=follow-up-email-opened&email=dora.draft%40example.org');
  const opened = await site.visit(link);
  await expect.poll(() => field(opened.page, waitlistText.labels.email).inputValue()).toBe('dora.draft@example.org');
  await opened.context.close();
});

it("sends a real test through the team's e-mail channel on the owner's press and shows what the receiver answered", async () => {
  const { page, context } = await site.visit('/admin');
  await page.getByLabel(inboxText.signIn.secretLabel).fill(adminToken);
  await page.getByRole('button', { name: inboxText.signIn.submit }).click();
  await page
    .getByRole('navigation', { name: 'Inbox sections' })
    .getByRole('button', { name: /^Alerts/ })
    .click();
  const before = smtp.messages.filter((m) => m.to.includes('team@heartwork.example')).length;
  await page.getByRole('button', { name: messagesText.channels.email('team@heartwork.example') }).click();
  // The receiver's own answer, word for word as it gave it.
  await page.getByText(/^The e-mail test went through: 250\b/).waitFor();
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes('team@heartwork.example')).length).toBe(before + 1);
  await context.close();
});
