import { rm } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { webhookChannel } from '../../server/alerts/channels';
import { createOutbox } from '../../server/alerts/outbox';
import { createAlertWorker } from '../../server/alerts/worker';
import { hashPassword } from '../../server/auth/password';
import { openStorage } from '../../server/db/open';
import { formatWhen, inboxText } from '../../src/content/inbox';
import { freshDataDir } from '../../tools/loopback/templateData';
import { webhookReceiver, type WebhookReceiver } from '../../tools/loopback/receivers';
import { samples } from '../server/samples';
import { seriousViolations, useSite } from './kit';

/**
 * Failed alerts in the owner's inbox (/admin), on the real server and embedded database: two sent
 * leads whose webhook answered 500 for three days (the real worker on a clock moved by hand, as
 * in tests/server/alerts.test.ts, before the server starts on that DATA_DIR). The owner signs in
 * with a password only (no ADMIN_TOKEN on the server), sees 'Alerts (2)', presses 'Try again',
 * and the receiver, answering again, gets the alert.
 */
const password = 'the owner’s alerts password';
const secret = `whsec_${Buffer.from('heartwork inbox alerts secret 32').toString('base64')}`;
const t = inboxText;
let hook: WebhookReceiver;
let dataDir: string;
const leads: Record<string, string> = {};

// Before useSite, so it runs after useSite's own afterAll has stopped the server.
afterAll(async () => {
  await hook?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Sends two leads and lets their alerts fail for three days, before any server holds the DATA_DIR. */
async function failedAlerts(): Promise<string> {
  hook = await webhookReceiver();
  hook.answers = Array(1000).fill(500);
  const dir = await freshDataDir();
  const storage = await openStorage({ dataDir: dir }, 'inbox-alerts-test');
  leads.affiliate = (await storage.store.create('affiliates', samples.affiliates.submitted))._id;
  leads.demo = (await storage.store.create('waitlist-records', samples['waitlist-records'].submitted))._id;
  const outbox = createOutbox(storage.db.sql);
  let clock = new Date(Date.now() + 1000);
  const worker = createAlertWorker({ outbox, channels: [webhookChannel({ url: hook.url, secret, format: 'standard' })], now: () => clock, log: () => {} });
  for (let due = await outbox.nextDue(); due; due = await outbox.nextDue()) {
    clock = new Date(Math.max(due.getTime(), clock.getTime()));
    await worker.runOnce();
  }
  await worker.stop();
  expect((await outbox.list('failed')).length).toBe(2);
  await storage.close();
  hook.answers = []; // the receiver works again: 204 from now on
  hook.requests.length = 0;
  return dir;
}

const site = useSite(async () => {
  dataDir = await failedAlerts();
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_TOKEN: '',
    ADMIN_PASSWORD_HASH: await hashPassword(password),
    ALERT_WEBHOOK_URL: hook.url,
    ALERT_WEBHOOK_SECRET: secret,
    ALERT_WEBHOOK_FORMAT: '',
    SMTP_URL: '',
    ALERT_EMAIL_TO: '',
  };
});

const alertsButton = (page: Page) => page.getByRole('navigation', { name: 'Inbox sections' }).getByRole('button', { name: /^Alerts/ });
const alertRows = (page: Page) => page.locator('.inbox-alerts tbody tr');

it('shows the failed alerts to an owner signed in with a password, with their count, and sends one again on Try again', async () => {
  const { page, context } = await site.visit('/admin', { bypassCSP: true }); // axe is injected
  await page.getByLabel(t.signIn.secretLabel).fill(password);
  await page.getByRole('button', { name: t.signIn.submit }).click();
  // Noticed from the first list, without opening the section.
  await expect.poll(() => alertsButton(page).textContent()).toBe('Alerts (2)');

  await alertsButton(page).click();
  await expect.poll(() => alertRows(page).count()).toBe(2);
  const text = await page.locator('.inbox-alerts').textContent();
  expect(text).toContain('Referrals');
  expect(text).toContain('Demo requests');
  expect(text).toContain('webhook: the webhook answered 500');
  expect(await seriousViolations(page, '.inbox-alerts')).toEqual([]);

  // The referral's alert, newest last (the demo request was sent after it).
  const [demo, referral] = await page.evaluate(() => fetch('/api/admin/alerts').then((r) => r.json()));
  expect([demo.leadId, referral.leadId]).toEqual([leads.demo, leads.affiliate].map(String));
  expect(await alertRows(page).nth(1).textContent()).toContain(String(referral.attempts));
  await page.getByRole('button', { name: t.alerts.retryLabel('Referrals', formatWhen(referral.createdAt)) }).click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(t.alerts.retried);
  await expect.poll(() => alertsButton(page).textContent()).toBe('Alerts (1)');
  expect(await alertRows(page).count()).toBe(1);

  // Delivered: signed, and the lead it names is the referral.
  await expect.poll(() => hook.accepted().length, { timeout: 20_000 }).toBe(1);
  const event = JSON.parse(hook.accepted()[0].body);
  expect(event.data.record._id).toBe(leads.affiliate);
  expect(hook.accepted()[0].headers['webhook-id']).toBe(referral.id);
  await expect
    .poll(() =>
      page.evaluate(() =>
        fetch('/api/admin/alerts?status=delivered')
          .then((r) => r.json())
          .then((a) => a.map((x: { id: string }) => x.id)),
      ),
    )
    .toEqual([referral.id]);
  expect(await seriousViolations(page, '.inbox-alerts')).toEqual([]);

  // The other alert's lead opens here, and Close goes back to the button that opened it.
  const openDemo = page.getByRole('button', { name: t.alerts.openLabel('Demo requests', formatWhen(demo.createdAt)) });
  await openDemo.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('heading', { level: 3, name: t.record.heading('Ana Popescu') }).count()).toBe(1);
  await page.getByRole('button', { name: t.record.close }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(await openDemo.getAttribute('aria-label'));
  await context.close();
});

it('says plainly when no alert has failed', async () => {
  const { page, context } = await site.visit('/admin');
  await page.getByLabel(t.signIn.secretLabel).fill(password);
  await page.getByRole('button', { name: t.signIn.submit }).click();
  await alertsButton(page).waitFor();
  // Those left are put back through the API, as a script would (the session cookie, the anti-forgery header).
  await page.evaluate(async () => {
    const xsrf = document.cookie.match(/XSRF-TOKEN=([^;]+)/)![1];
    for (const left of await fetch('/api/admin/alerts').then((r) => r.json())) {
      await fetch(`/api/admin/alerts/${left.id}/retry`, { method: 'POST', headers: { 'X-XSRF-TOKEN': xsrf } });
    }
  });
  // Sent by the server's own worker (the receiver answers again): nothing is left undelivered.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          fetch('/api/admin/alerts?status=pending')
            .then((r) => r.json())
            .then((a) => a.length),
        ),
      { timeout: 20_000 },
    )
    .toBe(0);
  await alertsButton(page).click();
  await expect.poll(() => page.locator('.inbox-alerts').textContent()).toContain(t.alerts.none);
  expect(await alertsButton(page).textContent()).toBe('Alerts');
  await context.close();
});

it('shows an alert whose webhook answers 500 as retrying after its first try, with the error and the next try, and never says every lead reached the team', async () => {
  hook.answers = [500, 500, 500];
  hook.requests.length = 0; // the earlier tests' deliveries are all done (none is pending)
  const { page, context } = await site.visit('/admin', { bypassCSP: true });
  await page.getByLabel(t.signIn.secretLabel).fill(password);
  await page.getByRole('button', { name: t.signIn.submit }).click();
  await alertsButton(page).waitFor();
  // A visitor's lead, sent through the API: the server's worker tries it at once, and the webhook fails it.
  const sent = await page.evaluate(async (record) => {
    const xsrf = document.cookie.match(/XSRF-TOKEN=([^;]+)/)![1];
    const res = await fetch('/api/affiliates/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify(record),
    });
    return (await res.json())._id as string;
  }, samples.affiliates.submitted);
  await expect.poll(() => hook.requests.length, { timeout: 20_000 }).toBe(1);
  await alertsButton(page).click();
  await expect.poll(() => alertRows(page).count(), { timeout: 20_000 }).toBe(1);
  const row = await alertRows(page).first().textContent();
  expect(row).toContain('Referrals');
  expect(row).toContain('webhook: the webhook answered 500');
  const [retrying] = await page.evaluate(() => fetch('/api/admin/alerts?status=retrying').then((r) => r.json()));
  expect(retrying.leadId).toBe(sent);
  expect(row).toContain(t.alerts.retryingAt(formatWhen(retrying.nextAttemptAt)));
  expect(await page.locator('.inbox-alerts').textContent()).not.toContain(t.alerts.none);
  expect(await alertsButton(page).textContent()).toBe('Alerts (1)');
  // The server tries it again by itself: no 'Try again' for it.
  expect(
    await alertRows(page)
      .first()
      .getByRole('button', { name: /^Try again/ })
      .count(),
  ).toBe(0);
  expect(await seriousViolations(page, '.inbox-alerts')).toEqual([]);
  await context.close();
});
