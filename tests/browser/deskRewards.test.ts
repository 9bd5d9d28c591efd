import { simpleParser, type ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { inboxText } from '../../src/content/inbox';
import { deskText, weekLabel } from '../../src/content/deskText';
import { referrerPageText } from '../../src/content/referrerPage';
import { pipelineStatuses, weekBounds } from '../../src/domain/overview';
import { resourceNames, resources } from '../../src/domain/resources';
import { spamSignals } from '../../src/domain/spam';
import { smtpReceiver, type SmtpReceiver, webhookReceiver, type WebhookReceiver } from '../../tools/loopback/receivers';
import { samples } from '../server/samples';
import { downloadedText, seriousViolations, useSite } from './kit';

/**
 * The sales desk's overview and the affiliate rewards (issue 36, items 7 and 8), and the alerts'
 * link to the record, in Chromium against the real server, a real SMTP receiver and a webhook
 * receiver: the alert e-mail and the webhook name the record's address, which opens it in the
 * inbox; a referral marked subscribed shows as 30 € due on the referrer's page (reached from the
 * link in their e-mail) and as paid once the owner presses 'Mark paid'; the overview's numbers are
 * the stored leads'.
 */
const adminToken = 'desk-rewards-browser-test-admin-token';
const secret = `whsec_${Buffer.from('heartwork desk rewards secret 32').toString('base64')}`;
const siteUrl = 'https://heartwork.example';
let smtp: SmtpReceiver;
let hook: WebhookReceiver;
afterAll(async () => Promise.all([smtp?.close(), hook?.close()]));

const site = useSite(async () => {
  [smtp, hook] = await Promise.all([smtpReceiver(), webhookReceiver()]);
  return {
    ADMIN_TOKEN: adminToken,
    SMTP_URL: smtp.url,
    ALERT_EMAIL_TO: 'team@heartwork.example',
    SITE_URL: siteUrl,
    ALERT_WEBHOOK_URL: hook.url,
    ALERT_WEBHOOK_SECRET: secret,
    ALERT_WEBHOOK_FORMAT: '',
  };
});

const t = deskText;
const person = { [spamSignals.elapsed]: 45_000, [spamSignals.honeypot]: '' };
const screens = 'test-results/screens';

async function mailsTo(address: string, count = 1): Promise<ParsedMail[]> {
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes(address)).length, { timeout: 20_000 }).toBe(count);
  return Promise.all(smtp.messages.filter((m) => m.to.includes(address)).map((m) => simpleParser(m.raw)));
}
/** The path and query of an absolute link to the site (SITE_URL is the public origin; the test server is local). */
const local = (url: string) => {
  const u = new URL(url);
  expect(u.origin).toBe(siteUrl);
  return u.pathname + u.search;
};

/** The anti-forgery cookie any /api GET hands out, which writes echo in a header. */
async function xsrfToken(): Promise<string> {
  const health = await fetch(`${site.server.url}/api/health`);
  return /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')![1]!;
}

/** A lead sent as the forms send it (a draft, then the whole record), through the API on the site's origin. */
async function send(resource: keyof typeof samples, fields: Record<string, unknown>, signals: Record<string, unknown> = person): Promise<string> {
  const api = (method: string, path: string, body: unknown, xsrf?: string) =>
    fetch(`${site.server.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(xsrf ? { 'X-XSRF-TOKEN': xsrf, Cookie: `XSRF-TOKEN=${xsrf}` } : {}) },
      body: JSON.stringify(body),
    });
  const xsrf = await xsrfToken();
  const draft = await (await api('POST', `/api/${resource}/`, samples[resource].draft, xsrf)).json();
  const res = await api('PUT', `/api/${resource}/${draft._id}`, { ...fields, ...signals }, xsrf);
  expect(res.status).toBe(200);
  return draft._id as string;
}

/** The owner's call, as a script makes it: the bearer token (and the anti-forgery header every write carries). */
async function ownerCall(method: string, path: string, body?: unknown) {
  const xsrf = await xsrfToken();
  return fetch(`${site.server.url}/api/admin${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${adminToken}`,
      'X-XSRF-TOKEN': xsrf,
      Cookie: `XSRF-TOKEN=${xsrf}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function signIn(page: Page) {
  await page.getByLabel(inboxText.signIn.secretLabel).fill(adminToken);
  await page.getByRole('button', { name: inboxText.signIn.submit }).click();
  await page.getByRole('navigation', { name: inboxText.desk.sectionsLabel }).waitFor();
}
const section = (page: Page, name: string) => page.getByRole('navigation', { name: inboxText.desk.sectionsLabel }).getByRole('button', { name, exact: true });

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${screens}/${name}-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

it('links the alert e-mail and the webhook to the record, which the link opens in the inbox', async () => {
  const center = 'Centrul Linkului';
  const id = await send('affiliates', { ...samples.affiliates.submitted, centerName: center, emailA: 'link-referrer@example.com' });
  const [alert] = await mailsTo('team@heartwork.example');
  await expect.poll(() => hook.accepted().length, { timeout: 20_000 }).toBe(1);
  const event = JSON.parse(hook.accepted()[0]!.body);
  const link = `${siteUrl}/admin?lead=affiliates%2F${id}`;
  expect(event.data.link).toBe(link);
  expect(alert!.text).toContain(`Open in the inbox: ${link}`);
  expect(alert!.html).toContain(`href="${link}"`);

  const { page, context } = await site.visit(local(link), { bypassCSP: true });
  await signIn(page);
  await page.getByRole('heading', { level: 3, name: inboxText.record.heading(center) }).waitFor();
  expect(page.url()).toContain(`/admin?lead=affiliates%2F${id}`);
  await context.close();
});

it('shows a referral marked subscribed as 30 € due on the referrer’s page, and paid once the owner marks it paid', async () => {
  const emailA = 'ana.referrer@example.ro';
  const center = 'Centrul Răsăritul';
  const id = await send('affiliates', { ...samples.affiliates.submitted, centerName: center, nameA: 'Ana Referent', emailA, locale: 'ro' });
  const [confirmation] = await mailsTo(emailA);
  const r = referrerPageText.ro;
  expect(confirmation!.text).toContain(r.mailLinkIntro);
  const referrerLink = local(/https:\/\/heartwork\.example\/ro\/referrer\?token=[\w-]+/.exec(confirmation!.text ?? '')![0]);

  const before = await site.visit(referrerLink, { hydrate: false, bypassCSP: true });
  expect(await before.page.locator('.lead-page').textContent()).toContain(r.notSubscribed);
  await before.context.close();

  // The pipeline's 'subscribed' (its status lands with the pipeline) calls the same door: today, through the API.
  const today = new Date().toISOString().slice(0, 10);
  expect((await ownerCall('PUT', `/desk/referrals/${id}/subscription?tz=UTC`, { subscribedOn: today })).status).toBe(200);

  const due = await site.visit(referrerLink, { hydrate: false, bypassCSP: true });
  const oneCookie = due.page.locator('[data-reward="oneCookie"]');
  expect(await oneCookie.getAttribute('data-state')).toBe('due');
  expect(await oneCookie.textContent()).toMatch(/^Un fursec · 30 € · datorat din /);
  expect(await due.page.locator('[data-total="due"]').textContent()).toBe(r.totals.due('30 €'));
  expect(await due.page.locator('html').getAttribute('lang')).toBe('ro');
  expect(await seriousViolations(due.page, '.lead-page')).toEqual([]);
  await shoot(due.page, 'referrer-page');
  await due.context.close();

  // The owner sees it due and marks it paid; the notice offers an undo.
  const { page, context } = await site.visit('/admin', { bypassCSP: true });
  await signIn(page);
  await section(page, t.sections.rewards).click();
  const pay = page.getByRole('button', { name: t.rewards.markPaidLabel(t.rewards.kinds.oneCookie, 'Ana Referent', center) });
  await pay.waitFor();
  expect(await seriousViolations(page, '.desk-rewards')).toEqual([]);
  await shoot(page, 'desk-rewards');
  await pay.click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(t.rewards.paid(t.rewards.kinds.oneCookie, 'Ana Referent'));
  expect(await page.locator(`tr[data-reward="${id}/oneCookie"]`).getAttribute('data-state')).toBe('paid');

  // The payouts CSV names the payment.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: t.rewards.exportAll }).click()]);
  const csv = await downloadedText(download);
  expect(csv).toContain(`"${id}","Ana Referent","${emailA}","${center}","oneCookie","30","","${today}","${today}","paid"`);
  await context.close();

  const paid = await site.visit(referrerLink, { hydrate: false, bypassCSP: true });
  expect(await paid.page.locator('[data-reward="oneCookie"]').getAttribute('data-state')).toBe('paid');
  expect(await paid.page.locator('[data-reward="oneCookie"]').textContent()).toMatch(/^Un fursec · 30 € · plătit pe /);
  expect(await paid.page.locator('[data-total="paid"]').textContent()).toBe(r.totals.paid('30 €'));
  await paid.context.close();
});

it('shows in the overview the numbers of the stored leads: this week by kind, and the pipeline by status', async () => {
  await send('waitlist-records', { ...samples['waitlist-records'].submitted, utmCampaign: 'desk-autumn' });
  await send('scholarship-applications', samples['scholarship-applications'].submitted, { ...person, [spamSignals.honeypot]: 'a bot filled this' });
  const { page, context } = await site.visit('/admin', { bypassCSP: true });
  // A draft left, typed in this browser's own /demo form would be a visit more; through the API it is the same row.
  await xsrfToken().then(async (xsrf) => {
    await fetch(`${site.server.url}/api/waitlist-records/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf, Cookie: `XSRF-TOKEN=${xsrf}` },
      body: JSON.stringify(samples['waitlist-records'].draft),
    });
  });
  await signIn(page);
  await section(page, t.sections.overview).click();
  const weeks = page.getByRole('table', { name: t.overview.weeksCaption });
  await weeks.waitFor();

  // The stored leads, as the owner's export gives them.
  const stored = Object.fromEntries(await Promise.all(resourceNames.map(async (r) => [r, await site.leads(r)] as const)));
  const statusOf = (resource: (typeof resourceNames)[number], lead: Record<string, unknown>) =>
    lead.spam ? 'spam' : resources[resource].isSubmitted(lead) ? 'submitted' : 'draft';
  // The pipeline: the sent leads that are not spam, by their status in it.
  const pipelineOf = (lead: Record<string, unknown>) => (lead.pipelineStatus as string | undefined) ?? 'new';
  for (const resource of resourceNames) {
    for (const status of pipelineStatuses[resource]) {
      const cell = page.locator(`.desk-overview__pipeline tr[data-resource="${resource}"] td[data-status="${status}"]`);
      expect([resource, status, Number(await cell.textContent())]).toEqual([
        resource,
        status,
        stored[resource]!.filter((l) => statusOf(resource, l) === 'submitted' && pipelineOf(l) === status).length,
      ]);
    }
  }
  // Every lead of this file was sent or saved this week (the browser's zone is the owner's).
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const thisWeek = weekBounds(zone).at(-1)!;
  const all = resourceNames.flatMap((r) => stored[r]!.map((l) => statusOf(r, l)));
  const row = weeks.locator(`tr[data-week="${thisWeek.start}"]`);
  expect(await row.locator('th').textContent()).toBe(weekLabel(thisWeek.start));
  expect(await row.locator('td[data-kind="sent"]').textContent()).toBe(String(all.filter((s) => s === 'submitted').length));
  expect(await row.locator('td[data-kind="drafts"]').textContent()).toBe(String(all.filter((s) => s === 'draft').length));
  expect(await row.locator('td[data-kind="spam"]').textContent()).toBe(String(all.filter((s) => s === 'spam').length));
  expect(await page.locator('.desk-overview__sources').textContent()).toContain('desk-autumn');
  expect(await page.getByRole('img', { name: t.overview.chartLabel(12, all.length) }).count()).toBe(1);
  expect(await seriousViolations(page, '.desk-overview')).toEqual([]);
  await shoot(page, 'desk-overview');
  await context.close();
});
