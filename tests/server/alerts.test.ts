/**
 * Alerts through the outbox (issue 15), in-process: the real app and store on a real embedded
 * database, the real worker and channels, a webhook receiver and an SMTP server on loopback.
 * The worker's clock is moved by hand, so retries are tested without waiting.
 */
import { publicRecord, type LeadRecord } from '../../src/domain/resources';
import type { Hono } from 'hono';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordLink } from '../../src/domain/inbox';
import { spamReasons, spamSignals } from '../../src/domain/spam';
import { type ResourceName, resourceNames } from '../../src/domain/resources';
import { emailChannel, webhookChannel } from '../../server/alerts/channels';
import { createOutbox, type Outbox } from '../../server/alerts/outbox';
import { retryDelayMs, retrySchedule, tryTiming } from '../../server/alerts/schedule';
import { startAlerts } from '../../server/alerts/start';
import { type AlertWorker, createAlertWorker } from '../../server/alerts/worker';
import { testApp } from './helpers/app';
import { viaApp, Visitor } from './helpers/client';
import { emptyTables, pgliteStore, type TestStore } from './helpers/db';
import { mailHeader, mimePart, smtpReceiver, type SmtpReceiver, webhookReceiver, type WebhookReceiver } from '../../tools/loopback/receivers';
import { samples } from './samples';

const secret = `whsec_${Buffer.from('heartwork alerts test secret 32b').toString('base64')}`;
const attribution = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', ref: 'partner-7', referrer: 'https://blog.example' };
const siteUrl = 'https://heartwork.example';
const person = { [spamSignals.elapsed]: 45_000, [spamSignals.honeypot]: '' };

let db: TestStore;
let outbox: Outbox;
let app: Hono;
let visitor: Visitor;
let hook: WebhookReceiver;
let smtp: SmtpReceiver;
let clock: Date;
let worker: AlertWorker;
const logs: string[] = [];

beforeAll(async () => {
  [hook, smtp, db] = await Promise.all([webhookReceiver(), smtpReceiver(), pgliteStore()]);
});
afterAll(async () => {
  await Promise.all([hook?.close(), smtp?.close(), db?.close()]);
});

beforeEach(async () => {
  // Each test starts on an empty database: one database for the file, emptied (a new one per test was 2-3 s of CPU each).
  await emptyTables(db.db.sql);
  outbox = createOutbox(db.db.sql);
  app = testApp(db.store, { alerts: outbox });
  visitor = await new Visitor(viaApp(app)).start();
  hook.requests.length = 0;
  hook.answers = [];
  smtp.messages.length = 0;
  logs.length = 0;
  clock = new Date();
  worker = createAlertWorker({
    outbox,
    channels: [
      webhookChannel({ url: hook.url, secret, format: 'standard', siteUrl }),
      emailChannel({ smtpUrl: smtp.url, to: 'team@heartwork.example', from: 'Heartwork <alerts@heartwork.example>', siteUrl }),
    ],
    now: () => clock,
    log: (m) => logs.push(m),
  });
});
afterEach(async () => {
  await worker.stop();
});

/** A visitor's form: a draft first, then the submit (as the forms do). */
async function send(resource: ResourceName, data: Record<string, unknown> = samples[resource].submitted, signals: Record<string, unknown> = person) {
  const draft = await (await visitor.post(`/api/${resource}/`, samples[resource].draft)).json();
  const res = await visitor.put(`/api/${resource}/${draft._id}`, { ...data, ...signals });
  expect(res.status).toBe(200);
  // The outbox row is due from the database's commit time; the worker's clock starts after it.
  clock = new Date();
  return res.json() as Promise<Record<string, unknown> & { _id: string }>;
}

/** The channels of the file's worker, for a second worker over the same receivers. */
const worker2Channels = () => [
  webhookChannel({ url: hook.url, secret, format: 'standard' }),
  emailChannel({ smtpUrl: smtp.url, to: 'team@heartwork.example', from: 'Heartwork <alerts@heartwork.example>' }),
];

/** Runs the worker until nothing is due at the current clock. */
async function drain(): Promise<void> {
  while ((await worker.runOnce()) > 0);
}

const events = () => hook.requests.map((r) => JSON.parse(r.body));

describe('alerts through the outbox', () => {
  it('sends one signed webhook and one e-mail per sent lead, of every form, with where it came from', async () => {
    const sent = [];
    for (const resource of resourceNames) sent.push(await send(resource, { ...samples[resource].submitted, ...attribution }));
    const short = await (await visitor.post('/api/waitlist-records/', { email: 'short@centru.ro', shortForm: true, status: 'submitted', ...person })).json();
    clock = new Date();
    sent.push(short);
    await visitor.post('/api/affiliates/', samples.affiliates.draft); // a draft never alerts
    await drain();

    expect(hook.requests).toHaveLength(4);
    const verifier = new Webhook(secret);
    for (const request of hook.requests) {
      expect(() => verifier.verify(request.body, request.headers as Record<string, string>)).not.toThrow();
      expect(JSON.parse(request.body).id).toBe(request.headers['webhook-id']);
    }
    expect(new Set(hook.requests.map((r) => r.headers['webhook-id'])).size).toBe(4);
    expect(events().map((e) => [e.type, e.data.resource, e.data.record])).toEqual(
      sent.map((record, i) => ['lead.submitted', i < 3 ? resourceNames[i] : 'waitlist-records', record]),
    );
    expect(events()[3].data.form).toBe('Demo request (pricing page, e-mail only)');
    // Each names its record in the inbox, at the site's public address.
    expect(events().map((e) => e.data.link)).toEqual(
      sent.map((record, i) => `${siteUrl}${recordLink(i < 3 ? resourceNames[i] : 'waitlist-records', record._id)}`),
    );

    expect(smtp.messages).toHaveLength(4);
    expect(smtp.messages.every((m) => m.to[0] === 'team@heartwork.example')).toBe(true);
    const demo = smtp.messages[0].raw;
    expect(mailHeader(demo, 'Subject')).toBe('New demo request from Ana Popescu <ana@centru-viata.ro>');
    expect(mailHeader(demo, 'Reply-To')).toBe('ana@centru-viata.ro');
    expect(mailHeader(demo, 'Message-ID')).toBe(`<${hook.requests[0].headers['webhook-id']}@alerts.heartwork>`);
    const text = mimePart(demo, 'text/plain');
    expect(text).toContain('Center: Centrul Viață Sănătoasă');
    expect(text).toContain('Interested in: Guests data management, Patient discharge summary, Follow-up');
    expect(text).toContain('utm_source: newsletter');
    expect(text).toContain('Referring site: https://blog.example');
    expect(text).toContain(`Open in the inbox: ${siteUrl}/admin?lead=waitlist-records%2F${sent[0]._id}`);
    expect(mimePart(demo, 'text/html')).toContain(`<a href="${siteUrl}/admin?lead=waitlist-records%2F${sent[0]._id}"`);
    expect(mimePart(demo, 'text/html')).toContain(
      '<th align="left" valign="top" style="padding:4px 12px 4px 0">ref</th><td style="padding:4px 0">partner-7</td>',
    );

    await drain();
    expect(hook.requests).toHaveLength(4);
    expect((await outbox.list('delivered')).map((a) => a.deliveredTo)).toEqual(Array(4).fill(['webhook', 'email']));
  });

  it("announces the full request that completes a pricing page's e-mail-only lead, once, as lead.completed", async () => {
    const short = await (
      await visitor.post('/api/waitlist-records/', { email: 'ana@centru-viata.ro', shortForm: true, status: 'submitted', ...person })
    ).json();
    clock = new Date();
    await drain();
    expect(events().map((e) => [e.type, e.data.record.name])).toEqual([['lead.submitted', undefined]]);

    // The full form completes the same record (the upgrade): the team hears what the visitor now says.
    const completed = await visitor.put(`/api/waitlist-records/${short._id}`, { ...samples['waitlist-records'].submitted, ...person });
    expect(completed.status).toBe(200);
    clock = new Date();
    await drain();
    expect(events().map((e) => [e.type, e.data.record._id, e.data.record.name])).toEqual([
      ['lead.submitted', short._id, undefined],
      ['lead.completed', short._id, 'Ana Popescu'],
    ]);
    expect(events()[1].data.form).toBe("Demo request (completing the pricing page's e-mail-only request)");
    expect(mailHeader(smtp.messages[1].raw, 'Subject')).toBe('Completed demo request from Ana Popescu <ana@centru-viata.ro>');
    expect(mimePart(smtp.messages[1].raw, 'text/plain')).toContain('Center: Centrul Viață Sănătoasă');

    // A sent record changes no more: a repeat of the completion is no news.
    expect((await visitor.put(`/api/waitlist-records/${short._id}`, { ...samples['waitlist-records'].submitted, ...person })).status).toBe(200);
    clock = new Date();
    await drain();
    expect(hook.requests).toHaveLength(2);
  });

  it('tries a failing receiver again after 10, 20 and 40 seconds and delivers once', async () => {
    hook.answers = [503, 500, 502];
    await send('affiliates');
    const start = clock.getTime();
    const at = async (seconds: number) => {
      clock = new Date(start + seconds * 1000);
      return worker.runOnce();
    };
    expect(await at(0)).toBe(1);
    expect(await at(9.9)).toBe(0);
    expect(await at(10)).toBe(1);
    expect(await at(29.9)).toBe(0);
    expect(await at(30)).toBe(1);
    expect(await at(69.9)).toBe(0);
    expect(await at(70)).toBe(1);
    expect(hook.requests.map((r) => r.status)).toEqual([503, 500, 502, 204]);
    expect(await at(10_000)).toBe(0);
    expect(new Set(hook.requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(hook.accepted()).toHaveLength(1);
    // The e-mail went through on the first try and is not sent again.
    expect(smtp.messages).toHaveLength(1);
    const [alert] = await outbox.list('delivered');
    expect(alert).toMatchObject({ attempts: 4, deliveredTo: ['email', 'webhook'], lastError: null });
    expect(logs[0]).toMatch(/try 1 failed: webhook: the webhook answered 503; next try at/);
  });

  it('shows a webhook answering 500 to the owner as retrying after its first try, with the error and the next try', async () => {
    hook.answers = [500];
    const record = await send('affiliates');
    expect(await worker.runOnce()).toBe(1);
    const [retrying] = await (await visitor.get('/api/alerts?status=retrying', { admin: true })).json();
    expect(retrying).toMatchObject({
      leadId: record._id,
      status: 'pending',
      attempts: 1,
      deliveredTo: ['email'],
      lastError: 'webhook: the webhook answered 500',
    });
    expect(Date.parse(retrying.nextAttemptAt) - clock.getTime()).toBe(retryDelayMs(1));
    clock = new Date(clock.getTime() + retryDelayMs(1));
    await drain();
    expect(await (await visitor.get('/api/alerts?status=retrying', { admin: true })).json()).toEqual([]);
  });

  it('sends the e-mail while a slow webhook is still unanswered, and ends the try at its one deadline', async () => {
    hook.answers = ['hold'];
    const slow = createAlertWorker({
      outbox,
      channels: worker2Channels(),
      now: () => clock,
      timing: { deadlineMs: 1_500, claimMs: 5_000 },
      log: (m) => logs.push(m),
    });
    await send('waitlist-records');
    const started = performance.now();
    const run = slow.runOnce();
    await expect.poll(() => smtp.messages.length, { timeout: 5_000, interval: 20 }).toBe(1);
    expect(hook.requests.filter((r) => r.status === undefined)).toHaveLength(1); // the webhook still holds it
    expect(await run).toBe(1);
    expect(performance.now() - started).toBeLessThan(5_000);
    const [pending] = await outbox.list('retrying');
    expect(pending).toMatchObject({ deliveredTo: ['email'], lastError: 'webhook: no answer within 1.5 s' });
    await slow.stop();
  });

  it('cuts an SMTP exchange that never answers at the try’s deadline, closing its connection, while the webhook takes the alert', async () => {
    // A mail server that accepts the connection and never greets: nodemailer's per-step limits are 90 s here.
    const silent = createServer((socket) => {
      sockets.push(socket);
      socket.on('close', () => closed++);
    });
    const sockets: Socket[] = [];
    let closed = 0;
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const quick = createAlertWorker({
      outbox,
      channels: [
        webhookChannel({ url: hook.url, secret, format: 'standard' }),
        emailChannel({ smtpUrl: `smtp://127.0.0.1:${port}`, to: 'team@heartwork.example', from: 'alerts@heartwork.example' }),
      ],
      now: () => clock,
      timing: { deadlineMs: 1_000, claimMs: 5_000 },
      log: (m) => logs.push(m),
    });
    try {
      await send('affiliates');
      const started = performance.now();
      expect(await quick.runOnce()).toBe(1);
      expect(performance.now() - started).toBeLessThan(4_000);
      expect(hook.accepted()).toHaveLength(1);
      const [retrying] = await outbox.list('retrying');
      expect(retrying).toMatchObject({ deliveredTo: ['webhook'], lastError: 'email: no answer within 1 s' });
      await expect.poll(() => closed, { timeout: 5_000, interval: 20 }).toBe(sockets.length);
    } finally {
      await quick.stop();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('hands a try cut short by a stop back to the outbox, not counted, for the next worker to send', async () => {
    hook.answers = ['hold'];
    await send('affiliates');
    const run = worker.runOnce();
    await expect.poll(() => hook.requests.length, { timeout: 5_000, interval: 20 }).toBe(1);
    // The e-mail has gone and is recorded (an SMTP exchange cut mid-way may still finish after the stop).
    await expect.poll(async () => (await outbox.list('pending'))[0]?.deliveredTo, { timeout: 5_000, interval: 20 }).toEqual(['email']);
    const stopped = performance.now();
    await worker.stop();
    expect(await run).toBe(1);
    expect(performance.now() - stopped).toBeLessThan(2_000);
    const [handedBack] = await outbox.list('pending');
    expect(handedBack).toMatchObject({ attempts: 0, deliveredTo: ['email'], lastError: null });
    worker.start(); // afterEach stops it again
    await worker.stop();
    const next = createAlertWorker({ outbox, channels: worker2Channels(), now: () => clock });
    expect(await next.runOnce()).toBe(1);
    expect(hook.accepted()).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
    await next.stop();
  });

  it('writes no outcome for a try whose claim another worker has taken since (the delivery id fences it)', async () => {
    await send('affiliates');
    const [first] = await outbox.claim(clock, new Date(clock.getTime() + 1_000), 10);
    const later = new Date(clock.getTime() + 2_000);
    const [second] = await outbox.claim(later, new Date(later.getTime() + 1_000), 10);
    expect(second.id).toBe(first.id);
    expect(await outbox.channelDone(first, 'webhook')).toBe(false);
    await outbox.delivered([{ ...first, deliveredTo: ['webhook', 'email'] }], later);
    await outbox.failed(first, [], 'late', null);
    expect(await outbox.list('delivered')).toEqual([]);
    expect(await outbox.list('failed')).toEqual([]);
    await outbox.delivered([{ ...second, deliveredTo: ['webhook', 'email'] }], later);
    expect(await outbox.list('delivered')).toHaveLength(1);
  });

  it('gives up after three days, shows the alert as failed to the owner, and sends it on the owner’s retry', async () => {
    hook.answers = Array(200).fill(500);
    const record = await send('scholarship-applications');
    const start = clock.getTime();
    const gaps: number[] = [];
    let last = start;
    for (let due = await outbox.nextDue(); due; due = await outbox.nextDue()) {
      gaps.push(due.getTime() - last);
      clock = due;
      last = due.getTime();
      expect(await worker.runOnce()).toBe(1);
    }
    expect(gaps.slice(1, 6)).toEqual([1, 2, 3, 4, 5].map(retryDelayMs));
    expect(retryDelayMs(1)).toBe(10_000);
    expect(Math.max(...gaps.slice(1))).toBe(retrySchedule.maxDelayMs);
    expect(clock.getTime() - start).toBeLessThanOrEqual(retrySchedule.giveUpAfterMs);
    expect(clock.getTime() - start).toBeGreaterThan(retrySchedule.giveUpAfterMs - retrySchedule.maxDelayMs);

    const list = await visitor.get('/api/alerts?status=failed', { admin: true });
    expect(list.status).toBe(200);
    const [failed] = await list.json();
    expect(failed).toMatchObject({
      leadId: record._id,
      resource: 'scholarship-applications',
      status: 'failed',
      deliveredTo: ['email'],
      lastError: 'webhook: the webhook answered 500',
    });
    expect(failed.attempts).toBe(gaps.length);
    expect((await visitor.get('/api/alerts?status=failed')).status).toBe(401);

    hook.answers = [];
    expect((await visitor.request('POST', `/api/alerts/${failed.id}/retry`, { admin: true })).status).toBe(200);
    expect((await visitor.request('POST', `/api/alerts/${failed.id}/retry`, { admin: true })).status).toBe(409);
    await drain();
    expect(hook.accepted()).toHaveLength(1);
    expect(await (await visitor.get('/api/alerts?status=failed', { admin: true })).json()).toEqual([]);
    expect(smtp.messages).toHaveLength(1);
  });

  /** Delivers the one pending alert to a Slack-format webhook and by e-mail; `check` reads the Slack text. */
  async function deliverToSlackAndMail(check: (slackText: string) => Promise<void> | void): Promise<void> {
    const slackHook = await webhookReceiver();
    const slackWorker = createAlertWorker({
      outbox,
      channels: [
        webhookChannel({ url: slackHook.url, format: 'slack' }),
        emailChannel({ smtpUrl: smtp.url, to: 'team@heartwork.example', from: 'alerts@heartwork.example' }),
      ],
      now: () => clock,
    });
    try {
      expect(await slackWorker.runOnce()).toBe(1);
      await check(JSON.parse(slackHook.requests[0].body).text);
    } finally {
      await slackWorker.stop();
      await slackHook.close();
    }
  }

  it('indents the later lines of free text in the e-mail and the Slack text, so that none passes for a field of the alert', async () => {
    await send('waitlist-records', { ...samples['waitlist-records'].submitted, notes: 'Hi\nEmail: ceo@bank.example\r\nWebsite: https://evil.example' });
    await deliverToSlackAndMail(async (text) => {
      const mail = mimePart(smtp.messages[0].raw, 'text/plain');
      for (const lines of [text.split('\n'), mail.split(/\r?\n/)]) {
        expect(lines).toContain('    Email: ceo@bank.example');
        expect(lines).toContain('    Website: https://evil.example');
        expect(lines.filter((l: string) => /^\*?Email:/.test(l))).toHaveLength(1);
      }
    });
  });

  it.each(['name', 'center', 'country', 'website'])('refuses a line break in the one-line field %s with a 400 naming it', async (field) => {
    const res = await visitor.post('/api/waitlist-records/', { ...samples['waitlist-records'].submitted, [field]: 'Eve\nEmail: ceo@bank.example' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
  });

  it('escapes HTML and script in every field of the e-mail and of the Slack text', async () => {
    const evil = '<script>alert("x")</script><img src=x onerror=alert(1)> & <b>bold</b>';
    const fields = Object.fromEntries(
      Object.entries(samples['waitlist-records'].submitted).map(([k, v]) => [k, typeof v === 'string' && k !== 'status' && k !== 'website' ? evil : v]),
    );
    await send('waitlist-records', { ...fields, email: '<script>alert(1)</script>@evil.example', website: 'https://x.example/<script>' });
    await deliverToSlackAndMail(async (text) => {
      expect(text).not.toMatch(/[<>]/);
      expect(text).toContain('&lt;script&gt;alert("x")&lt;/script&gt;');
    });
    const html = mimePart(smtp.messages[0].raw, 'text/html');
    expect(html).not.toMatch(/<script|<img|<b>/i);
    expect(html.match(/&#60;script&#62;alert\(&#34;x&#34;\)&#60;\/script&#62;/g)!.length).toBeGreaterThanOrEqual(8);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;@evil.example');
  });

  it('stores spam flagged with its reason, answers it like a person, and never alerts it', async () => {
    const bot = await send('waitlist-records', samples['waitlist-records'].submitted, {
      [spamSignals.honeypot]: 'http://spam.example',
      [spamSignals.elapsed]: 20_000,
    });
    const fast = await send('affiliates', samples.affiliates.submitted, { [spamSignals.elapsed]: 400 });
    const human = await send('affiliates', { ...samples.affiliates.submitted, centerName: 'Real' });
    const noTiming = await send('scholarship-applications', samples['scholarship-applications'].submitted, {});
    // Same answer as a person's: the record as sent, nothing more.
    expect(bot).toEqual({ ...samples['waitlist-records'].submitted, _id: expect.any(String), createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect(await (await visitor.get(`/api/affiliates/${fast._id}`)).json()).toEqual(publicRecord('affiliates', fast as LeadRecord));

    await drain();
    expect(events().map((e) => e.data.record._id)).toEqual([human._id, noTiming._id]);

    const affiliates = await (await visitor.get('/api/affiliates', { admin: true })).json();
    expect(affiliates.map((r: Record<string, unknown>) => [r._id, r.spam, r.spamReason])).toEqual([
      [fast._id, true, spamReasons.tooFast],
      [human._id, false, undefined],
    ]);
    const csv = await (await visitor.get('/api/waitlist-records?format=csv', { admin: true })).text();
    expect(csv.split('\r\n')[0]).toMatch(/"spam","spamReason","createdAt","updatedAt"$/);
    expect(csv).toContain(`"true","${spamReasons.honeypot}"`);
  });

  it('answers 400 naming a spam signal of the wrong type', async () => {
    const res = await visitor.post('/api/affiliates/', { ...samples.affiliates.submitted, [spamSignals.elapsed]: 'soon' });
    expect(res.status).toBe(400);
    expect((await res.json()).field).toBe(spamSignals.elapsed);
  });

  it('keeps every alert in the outbox when no channel is configured, and says so once', async () => {
    const said: string[] = [];
    const alerts = await startAlerts(db.db, db.store, { timing: tryTiming }, (m) => said.push(m));
    const own = await new Visitor(viaApp(testApp(alerts.store, { alerts: alerts.outbox }))).start();
    const draft = await (await own.post('/api/affiliates/', {})).json();
    await own.put(`/api/affiliates/${draft._id}`, samples.affiliates.submitted);
    expect(said).toEqual(['No alert channel configured (ALERT_WEBHOOK_URL, SMTP_URL): sent leads are kept in the outbox and alerted once one is set.']);
    expect((await outbox.list('pending')).map((a) => a.leadId)).toEqual([draft._id]);
    await alerts.stop();
  });

  it('refuses a half-configured channel at start', async () => {
    const { readAlertConfig } = await import('../../server/alerts/config');
    expect(() => readAlertConfig({ ALERT_WEBHOOK_URL: 'https://hooks.example/x' })).toThrow(/ALERT_WEBHOOK_SECRET/);
    expect(() => readAlertConfig({ ALERT_WEBHOOK_URL: 'https://hooks.example/x', ALERT_WEBHOOK_SECRET: 'not base64!' })).toThrow(/base64/);
    expect(() => readAlertConfig({ SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(/ALERT_EMAIL_TO/);
    expect(readAlertConfig({ ALERT_WEBHOOK_URL: 'https://hooks.slack.com/services/T/B/X', ALERT_WEBHOOK_FORMAT: 'slack' }).webhook).toEqual({
      url: 'https://hooks.slack.com/services/T/B/X',
      format: 'slack',
      secret: undefined,
      siteUrl: 'http://localhost:8080',
    });
    expect(readAlertConfig({ SMTP_URL: 'smtp://127.0.0.1:25', ALERT_EMAIL_TO: 'team@heartwork.example' }).email?.from).toBe(
      'Heartwork website <team@heartwork.example>',
    );
  });
});
