/**
 * Everyone hears back (issue 35), with the real app, a real database and a real SMTP receiver
 * on loopback: the confirmation in the page's language (none for spam), the private link's page
 * (a GET shows, the button erases), the referral e-mail sent as previewed once its referrer
 * confirms (once per address in 90 days), a draft's one follow-up, the per-address daily cap,
 * and the inbox's 'Send a test' reporting an SMTP refusal as a refusal.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { generateKeyPairSync } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlerts, type RunningAlerts } from '../../server/alerts/start';
import { tryTiming } from '../../server/alerts/schedule';
import { messageChannels, setMessagesEnabled } from '../../server/messages/start';
import { queueDueFollowUps } from '../../server/messages/followUp';
import { privacyPageRoutes } from '../../server/messages/privacyPage';
import { messageTransport } from '../../server/messages/transport';
import { referralInput, referralText } from '../../server/messages/render';
import { mailTexts } from '../../server/messages/texts';
import { EmailPreview } from '../../src/components/affiliate/EmailPreview';
import { spamSignals } from '../../src/domain/spam';
import { smtpReceiver, type SmtpReceiver, webhookReceiver } from '../../tools/loopback/receivers';
import { testApp } from './helpers/app';
import { viaApp, Visitor } from './helpers/client';
import { pgliteStore, type TestStore } from './helpers/db';
import { samples } from './samples';

const site = 'https://heartwork.example';
const person = { [spamSignals.elapsed]: 45_000, [spamSignals.honeypot]: '' };
const soon = { timeout: 10_000, interval: 50 };

let db: TestStore;
let smtp: SmtpReceiver;
let alerts: RunningAlerts;
let app: ReturnType<typeof testApp>;
let visitor: Visitor;
let owner: Visitor;

beforeAll(async () => {
  [db, smtp] = await Promise.all([pgliteStore(), smtpReceiver()]);
  await setMessagesEnabled(db.db.sql, true);
  alerts = await startAlerts(db.db, db.store, { timing: tryTiming }, () => {}, messageChannels(db.db.sql, { smtpUrl: smtp.url, siteUrl: site }));
  app = testApp(alerts.store, {
    alerts: alerts.outbox,
    inbox: { sql: db.db.sql, idleMs: 3_600_000 },
    messages: { alerts: { timing: tryTiming }, messages: {}, wake: () => alerts.worker?.wake() },
  });
  visitor = await new Visitor(viaApp(app)).start();
  owner = await new Visitor(viaApp(app, '192.0.2.9')).start();
});
afterAll(async () => {
  await alerts.stop();
  await Promise.all([smtp.close(), db.close()]);
});

/** Sends a lead as the form does: a draft, then the whole record with the spam signals. */
async function send(resource: keyof typeof samples, fields: Record<string, unknown>, signals: Record<string, unknown> = person): Promise<string> {
  const draft = await (await visitor.post(`/api/${resource}/`, samples[resource].draft)).json();
  const res = await visitor.put(`/api/${resource}/${draft._id}`, { ...fields, ...signals });
  expect(res.status).toBe(200);
  return draft._id as string;
}

const mailsTo = async (address: string): Promise<ParsedMail[]> =>
  Promise.all(smtp.messages.filter((m) => m.to.includes(address)).map((m) => simpleParser(m.raw)));
async function onlyMailTo(address: string): Promise<ParsedMail> {
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes(address)).length, soon).toBe(1);
  return (await mailsTo(address))[0]!;
}
const linkIn = (mail: ParsedMail) => new URL(/https:\/\/heartwork\.example\S*token=[\w-]+/.exec(mail.text ?? '')![0]);
/** A press of a button on the page: a same-origin plain form post, as a browser sends it. */
const press = (path: string, fields: Record<string, string>) =>
  app.request(path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' },
  });
const leadExists = async (id: string) => (await db.db.sql.query(`SELECT 1 FROM leads WHERE id = $1`, [id])).length === 1;

describe('the confirmation', () => {
  it('brings a lead sent from /ro/demo a Romanian confirmation, plain text and HTML, with a private link', async () => {
    const email = 'ioana@centrul-viata.ro';
    await send('waitlist-records', { ...samples['waitlist-records'].submitted, name: 'Ioana Pop', email, locale: 'ro' });
    const mail = await onlyMailTo(email);
    expect(mail.subject).toBe(mailTexts.ro.mail.confirmation.subject['waitlist-records']);
    expect(mail.text).toContain('Bună ziua, Ioana Pop,');
    expect(mail.text).toContain(mailTexts.ro.mail.confirmation.next['waitlist-records']);
    expect(mail.html).toContain('Bună ziua, Ioana Pop,');
    const link = linkIn(mail);
    expect(link.pathname).toBe('/ro/lead');
    // The token reveals nothing: no address, no id, nothing but 43 random characters.
    expect([...link.searchParams.keys()]).toEqual(['token']);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(mail.text).not.toContain(email.split('@')[0] + '%40');
  });

  it('sends none for a spam-flagged lead', async () => {
    const bot = 'bot@spam.example';
    await send(
      'waitlist-records',
      { ...samples['waitlist-records'].submitted, email: bot, locale: 'en' },
      { [spamSignals.honeypot]: 'x', [spamSignals.elapsed]: 20_000 },
    );
    // A person's lead sent after it is confirmed: the worker has been past the spam one.
    await send('waitlist-records', { ...samples['waitlist-records'].submitted, email: 'after-bot@example.org', locale: 'en' });
    await onlyMailTo('after-bot@example.org');
    expect(await mailsTo(bot)).toEqual([]);
  });

  it('holds at five messages a day to one address; the sixth shows as failed, saying why', async () => {
    const email = 'many@example.org';
    for (let i = 0; i < 6; i++) await send('scholarship-applications', { ...samples['scholarship-applications'].submitted, email, locale: 'nb' });
    await expect.poll(() => smtp.messages.filter((m) => m.to.includes(email)).length, soon).toBe(5);
    const failed = await (await owner.get('/api/alerts?status=failed', { admin: true })).json();
    expect(failed.filter((a: { event: string; lastError: string }) => a.event === 'message.confirmation' && /daily cap/.test(a.lastError))).toHaveLength(1);
    expect((await mailsTo(email))[0]!.subject).toBe(mailTexts.nb.mail.confirmation.subject['scholarship-applications']);
  });

  it('counts one address typed composed or decomposed as one under the daily cap (NFC, issue 38)', async () => {
    const composed = 'zo\u00eb.cap@example.org';
    const decomposed = 'zoe\u0308.cap@example.org';
    const capFailures = async () =>
      ((await (await owner.get('/api/alerts?status=failed', { admin: true })).json()) as { lastError: string }[]).filter((a) => /daily cap/.test(a.lastError))
        .length;
    const before = await capFailures();
    for (let i = 0; i < 5; i++) await send('scholarship-applications', { ...samples['scholarship-applications'].submitted, email: composed, locale: 'en' });
    await send('scholarship-applications', { ...samples['scholarship-applications'].submitted, email: decomposed, locale: 'en' });
    const toThatAddress = () => smtp.messages.filter((m) => m.to.some((to) => to.normalize('NFC') === composed)).length;
    await expect.poll(toThatAddress, soon).toBe(5);
    await expect.poll(capFailures, soon).toBe(before + 1);
  });
});

describe('the private page', () => {
  it('shows what was sent on a GET and erases it only on the button press, recorded in the audit log', async () => {
    const email = 'withdraw@example.org';
    const id = await send('waitlist-records', { ...samples['waitlist-records'].submitted, name: 'Wanda Wiśniewska', email, locale: 'en' });
    const link = linkIn(await onlyMailTo(email));
    const page = await app.request(link.pathname + link.search);
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Wanda Wiśniewska');
    expect(html).toContain('Withdraw and delete');
    // Opening it (twice, as a mail scanner would) changes nothing.
    await app.request(link.pathname + link.search);
    expect(await leadExists(id)).toBe(true);
    // A post from another site is refused.
    const forged = await app.request(link.pathname, {
      method: 'POST',
      body: new URLSearchParams({ token: link.searchParams.get('token')!, action: 'withdraw' }),
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(forged.status).toBe(403);
    expect(await leadExists(id)).toBe(true);

    const pressed = await press(link.pathname, { token: link.searchParams.get('token')!, action: 'withdraw' });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('Location')).toBe('/lead?withdrawn=1');
    expect(await leadExists(id)).toBe(false);
    const audit = await (await owner.get('/api/admin/audit', { admin: true })).json();
    expect(audit[0]).toMatchObject({ recordId: id, reason: 'visitor.withdraw' });
    expect((await app.request(link.pathname + link.search)).status).toBe(404);
  });
});

describe('the referral e-mail', () => {
  const referral = samples.affiliates.submitted;

  it('asks the referrer to confirm, then sends the contact exactly the previewed e-mail, Reply-To the referrer', async () => {
    const id = await send('affiliates', { ...referral, email: 'first-contact@fjellro.no', emailA: 'referrer-one@example.com', locale: 'en' });
    const confirmation = await onlyMailTo('referrer-one@example.com');
    expect(confirmation.subject).toBe(mailTexts.en.mail.confirmation.subject.affiliates);
    const link = linkIn(confirmation);
    const page = await (await app.request(link.pathname + link.search)).text();
    expect(page).toContain('Send the e-mail');
    expect(await mailsTo('first-contact@fjellro.no')).toEqual([]); // the GET sent nothing

    expect((await press(link.pathname, { token: link.searchParams.get('token')!, action: 'send-referral' })).status).toBe(303);
    const mail = await onlyMailTo('first-contact@fjellro.no');
    // The preview component, rendered as the /affiliate page renders it, is the e-mail's text.
    const input = referralInput({ ...referral, email: 'first-contact@fjellro.no', emailA: 'referrer-one@example.com' });
    const preview = renderToStaticMarkup(createElement(EmailPreview, { draft: input, ready: true }));
    const shown = [...preview.matchAll(/<p>([\s\S]*?)<\/p>/g)]
      .map((m) =>
        m[1]!
          .replace(/<br\/>/g, '\n')
          .replace(/&#x27;/g, "'")
          .replace(/&amp;/g, '&'),
      )
      .join('\n\n');
    expect(mail.text?.trimEnd()).toBe(shown);
    expect(mail.text?.trimEnd()).toBe(referralText(mailTexts.en.referralEmail(input)));
    expect(mail.subject).toBe(mailTexts.en.referralEmail(input).subject);
    expect(mail.replyTo?.value).toEqual([{ name: referral.nameA, address: 'referrer-one@example.com' }]);
    expect(mail.from?.value).toEqual([{ name: 'Heartwork', address: /<(.*)>/.exec(mailTexts.en.referralEmail(input).from)![1] }]);
    expect(mail.to && !Array.isArray(mail.to) && mail.to.value).toEqual([{ name: referral.contactPersonName, address: 'first-contact@fjellro.no' }]);
    const status = await (await owner.get(`/api/admin/messages/leads/${id}`, { admin: true })).json();
    expect(status.referral).toMatchObject({ state: 'queued', delivery: 'delivered' });
    // A second press sends nothing more.
    await press(link.pathname, { token: link.searchParams.get('token')!, action: 'send-referral' });
    expect((await db.db.sql.query(`SELECT 1 FROM outbox WHERE lead_id = $1 AND event = 'message.referral'`, [id])).length).toBe(1);
  });

  it('writes in the language the referral was written in', async () => {
    await send('affiliates', { ...referral, email: 'nb-contact@fjellro.no', emailA: 'referrer-nb@example.com', locale: 'nb' });
    const link = linkIn(await onlyMailTo('referrer-nb@example.com'));
    expect(link.pathname).toBe('/nb/lead');
    await press(link.pathname, { token: link.searchParams.get('token')!, action: 'send-referral' });
    const mail = await onlyMailTo('nb-contact@fjellro.no');
    expect(mail.text?.trimEnd()).toBe(
      referralText(mailTexts.nb.referralEmail(referralInput({ ...referral, email: 'nb-contact@fjellro.no', emailA: 'referrer-nb@example.com' }))),
    );
  });

  it('sends a second referral of the same address within 90 days to no one, and shows it to the owner', async () => {
    const contact = 'twice@fjellro.no';
    const first = await send('affiliates', { ...referral, email: contact, emailA: 'a-one@example.com', locale: 'en' });
    const firstLink = linkIn(await onlyMailTo('a-one@example.com'));
    await press(firstLink.pathname, { token: firstLink.searchParams.get('token')!, action: 'send-referral' });
    await onlyMailTo(contact);

    const second = await send('affiliates', { ...referral, email: contact.toUpperCase(), emailA: 'a-two@example.com', locale: 'en' });
    const secondLink = linkIn(await onlyMailTo('a-two@example.com'));
    await press(secondLink.pathname, { token: secondLink.searchParams.get('token')!, action: 'send-referral' });
    const page = await (await app.request(secondLink.pathname + secondLink.search)).text();
    expect(page).toContain('already received a referral e-mail from us in the last 90 days');
    expect((await db.db.sql.query(`SELECT 1 FROM outbox WHERE lead_id = $1 AND event = 'message.referral'`, [second])).length).toBe(0);
    const status = await (await owner.get(`/api/admin/messages/leads/${second}`, { admin: true })).json();
    expect(status.referral).toMatchObject({ state: 'recent', delivery: null });
    expect((await owner.get(`/api/admin/messages/leads/${first}`, { admin: true }).then((r) => r.json())).referral.state).toBe('queued');

    // The owner may judge otherwise and send it.
    const sent = await owner.request('POST', `/api/admin/messages/leads/${second}/referral`, { json: { action: 'send' }, admin: true });
    expect((await sent.json()).outcome).toBe('queued');
    await expect
      .poll(
        async () => await db.db.sql.query(`SELECT status, last_error, delivered_to FROM outbox WHERE lead_id = $1 AND event = 'message.referral'`, [second]),
        soon,
      )
      .toEqual([{ status: 'delivered', last_error: null, delivered_to: ['recipient'] }]);
    await expect.poll(() => smtp.messages.filter((m) => m.to.some((to) => to.toLowerCase() === contact)).length, soon).toBe(2);
  });
});

describe('the follow-up of a draft', () => {
  it('sends one, in its language, with the link /demo answers, on the owner press; never twice, never once sent', async () => {
    const draft = await (await visitor.post('/api/waitlist-records/', { name: 'Nora Berg', email: 'nora@example.no', locale: 'nb' })).json();
    const first = await owner.request('POST', `/api/admin/messages/leads/${draft._id}/follow-up`, { admin: true });
    expect((await first.json()).outcome).toBe('queued');
    const mail = await onlyMailTo('nora@example.no');
    expect(mail.subject).toBe(mailTexts.nb.mail.followUp.subject);
    expect(mail.text).toContain(`${site}/nb/demo?mode=follow-up-email-opened&email=nora%40example.no`);
    const again = await owner.request('POST', `/api/admin/messages/leads/${draft._id}/follow-up`, { admin: true });
    expect((await again.json()).outcome).toBe('already');

    const sentId = await send('waitlist-records', { ...samples['waitlist-records'].submitted, email: 'sent-already@example.org' });
    expect((await owner.request('POST', `/api/admin/messages/leads/${sentId}/follow-up`, { admin: true })).status).toBe(409);
  });

  it('goes by itself FOLLOW_UP_AFTER_HOURS after the last change, once, and never to a draft sent meanwhile', async () => {
    const left = await (await visitor.post('/api/waitlist-records/', { name: 'Liv Dahl', email: 'liv@example.no', locale: 'nb' })).json();
    const sentLater = await send('waitlist-records', { ...samples['waitlist-records'].submitted, email: 'sent-later@example.org' });
    const half = await (await visitor.post('/api/waitlist-records/', { name: 'Half', email: 'half@' })).json();
    expect(await queueDueFollowUps(db.db.sql, 24, new Date())).toBe(0); // not yet a day old
    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    const queued = await queueDueFollowUps(db.db.sql, 24, tomorrow);
    alerts.worker?.wake();
    expect(await queueDueFollowUps(db.db.sql, 24, tomorrow)).toBe(0);
    const mail = await onlyMailTo('liv@example.no');
    expect(mail.subject).toBe(mailTexts.nb.mail.followUp.subject);
    const followed = await db.db.sql.query<{ lead_id: string }>(`SELECT lead_id FROM outbox WHERE event = 'message.follow-up'`);
    expect(followed.map((r) => r.lead_id)).toContain(left._id);
    expect(followed.map((r) => r.lead_id)).not.toContain(sentLater);
    expect(followed.map((r) => r.lead_id)).not.toContain(half._id);
    expect(queued).toBeGreaterThanOrEqual(1);
  });
});

describe('deliverability', () => {
  it('DKIM-signs with DKIM_DOMAIN and DKIM_SELECTOR when a key is set', async () => {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const transport = messageTransport({ smtpUrl: smtp.url, dkim: { domainName: 'heartwork.example', keySelector: 'hw2026', privateKey } });
    await transport.sendMail({ from: 'Heartwork <hello@heartwork.example>', to: 'dkim@example.org', subject: 'Signed', text: 'Signed.' });
    transport.close();
    const raw = smtp.messages.find((m) => m.to.includes('dkim@example.org'))!.raw;
    const signature = /^DKIM-Signature: ([\s\S]*?)\r\n(?!\s)/m.exec(raw)?.[1] ?? '';
    expect(signature).toMatch(/d=heartwork\.example;/);
    expect(signature).toMatch(/s=hw2026;/);
    expect(signature.replace(/\s+/g, '')).toMatch(/b=[A-Za-z0-9+/=]{300,}/);
  });

  it('says on the privacy page, in each language, what the server sends while it is set to', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'heartwork-privacy-'));
    for (const dir of ['privacy-policy', 'ro/privacy-policy']) {
      await mkdir(join(dist, dir), { recursive: true });
      await writeFile(join(dist, dir, 'index.html'), '<!doctype html><html lang="x"><body><p class="legal__when legal__when--followUp">…</p></body></html>');
    }
    const on = privacyPageRoutes(dist, { messages: true, followUp: true });
    expect(await (await on.request('/ro/privacy-policy')).text()).toContain('<html data-messages data-follow-up lang="x">');
    const off = privacyPageRoutes(dist, { messages: true, followUp: false });
    expect(await (await off.request('/privacy-policy')).text()).toContain('<html data-messages lang="x">');
  });
});

describe("the inbox's 'Send a test'", () => {
  it('shows an SMTP refusal as a refusal, with the server’s own answer, and records it', async () => {
    const refusing = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('5.7.1 Relaying denied for this sender'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', () => resolve()));
    const url = `smtp://127.0.0.1:${(refusing.server.address() as AddressInfo).port}`;
    const testing = testApp(db.store, {
      inbox: { sql: db.db.sql, idleMs: 3_600_000 },
      messages: {
        alerts: { timing: tryTiming, email: { smtpUrl: url, to: 'team@heartwork.example', from: 'Heartwork <site@heartwork.example>' } },
        messages: {},
      },
    });
    const res = await (await new Visitor(viaApp(testing)).start()).request('POST', '/api/admin/messages/channels/email/test', { admin: true });
    const result = await res.json();
    expect(result).toMatchObject({ channel: 'email', ok: false });
    expect(result.answer).toMatch(/^550 5\.7\.1 Relaying denied/);
    const [entry] = await db.db.sql.query<{ reason: string; detail: string }>(`SELECT reason, detail FROM audit_log ORDER BY seq DESC LIMIT 1`);
    expect(entry).toEqual({ reason: 'channel.test.failed', detail: expect.stringContaining('email: 550 5.7.1 Relaying denied') });
    await new Promise<void>((resolve) => refusing.close(() => resolve()));

    // The real receiver takes it, and the answer says so.
    const working = testApp(db.store, {
      inbox: { sql: db.db.sql, idleMs: 3_600_000 },
      messages: {
        alerts: { timing: tryTiming, email: { smtpUrl: smtp.url, to: 'team@heartwork.example', from: 'Heartwork <site@heartwork.example>' } },
        messages: {},
      },
    });
    const ok = await (await (await new Visitor(viaApp(working)).start()).request('POST', '/api/admin/messages/channels/email/test', { admin: true })).json();
    expect(ok).toMatchObject({ channel: 'email', ok: true, answer: expect.stringMatching(/^250 /) });
  });

  it("shows the webhook's status code, a refusal as a refusal", async () => {
    const hook = await webhookReceiver();
    hook.answers = [404];
    const secret = `whsec_${Buffer.from('heartwork channel test secret 32').toString('base64')}`;
    const testing = testApp(db.store, {
      inbox: { sql: db.db.sql, idleMs: 3_600_000 },
      messages: { alerts: { timing: tryTiming, webhook: { url: hook.url, secret, format: 'standard' } }, messages: {} },
    });
    const press = async () =>
      (await (await new Visitor(viaApp(testing)).start()).request('POST', '/api/admin/messages/channels/webhook/test', { admin: true })).json();
    expect(await press()).toMatchObject({ channel: 'webhook', ok: false, answer: 'the webhook answered 404' });
    expect(await press()).toMatchObject({ channel: 'webhook', ok: true, answer: 'the webhook answered 204' });
    expect(hook.requests[1]!.headers['webhook-signature']).toMatch(/^v1,/);
    await hook.close();
  });
});
