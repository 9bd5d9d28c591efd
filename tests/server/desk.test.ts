/**
 * The sales desk's notes, assignee and replies (issue 36 item 4) and the waiting reminder's claim
 * (item 6), with the real app, a real database and a real SMTP receiver on loopback: a reply
 * leaves from the site's address with Reply-To the team member, the team member's words as
 * written and the template's parts in the lead's language; it is kept on the lead's timeline with
 * its delivery state, and the first one is the lead's first contact.
 */
import { randomUUID } from 'node:crypto';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlerts, type RunningAlerts } from '../../server/alerts/start';
import { tryTiming } from '../../server/alerts/schedule';
import { queueWaitingReminders } from '../../server/desk/waiting';
import { launch } from '../../src/content/launch';
import { messageChannels, setMessagesEnabled } from '../../server/messages/start';
import { mailTexts } from '../../server/messages/texts';
import type { LeadDesk, ResponseWeek } from '../../src/domain/desk';
import { spamSignals } from '../../src/domain/spam';
import { smtpReceiver, type SmtpReceiver } from '../../tools/loopback/receivers';
import { testApp } from './helpers/app';
import { viaApp, Visitor } from './helpers/client';
import { pgliteStore, type TestStore } from './helpers/db';
import { samples } from './samples';

const site = 'https://heartwork.example';
const team = 'sales@heartwork.example';
const person = { [spamSignals.elapsed]: 45_000, [spamSignals.honeypot]: '' };
const soon = { timeout: 15_000, interval: 50 };

let db: TestStore;
let smtp: SmtpReceiver;
let alerts: RunningAlerts;
let visitor: Visitor;
let owner: Visitor;

beforeAll(async () => {
  [db, smtp] = await Promise.all([pgliteStore(), smtpReceiver()]);
  await setMessagesEnabled(db.db.sql, true);
  alerts = await startAlerts(db.db, db.store, { timing: tryTiming }, () => {}, messageChannels(db.db.sql, { smtpUrl: smtp.url, siteUrl: site }));
  const app = testApp(alerts.store, {
    alerts: alerts.outbox,
    inbox: { sql: db.db.sql, idleMs: 3_600_000 },
    messages: {
      alerts: { timing: tryTiming, email: { smtpUrl: smtp.url, to: `Sales <${team}>`, from: 'Heartwork website <sales@heartwork.example>' } },
      messages: { smtpUrl: smtp.url },
      wake: () => alerts.worker?.wake(),
    },
  });
  visitor = await new Visitor(viaApp(app)).start();
  owner = await new Visitor(viaApp(app, '192.0.2.9')).start();
});
afterAll(async () => {
  await alerts.stop();
  await Promise.all([smtp.close(), db.close()]);
});

async function send(resource: keyof typeof samples, fields: Record<string, unknown>, signals: Record<string, unknown> = person): Promise<string> {
  const draft = await (await visitor.post(`/api/${resource}/`, samples[resource].draft)).json();
  const res = await visitor.put(`/api/${resource}/${draft._id}`, { ...fields, ...signals });
  expect(res.status).toBe(200);
  return draft._id as string;
}
const admin = (method: string, path: string, json?: unknown) => owner.request(method, `/api/admin/desk${path}`, { json, admin: true });
const deskOf = async (id: string) => (await (await admin('GET', `/leads/${id}`)).json()) as LeadDesk;
const reply = (id: string, body: string, key = randomUUID()) => admin('POST', `/leads/${id}/replies`, { body, key });
const mailsTo = async (address: string): Promise<ParsedMail[]> =>
  Promise.all(smtp.messages.filter((m) => m.to.includes(address)).map((m) => simpleParser(m.raw)));
const replies = async (address: string) => (await mailsTo(address)).filter((m) => m.subject?.startsWith('Re:') || m.subject?.startsWith('Sv:'));

describe('a reply written in the record', () => {
  it("leaves from the site's address with Reply-To the team member, the member's words as written and the rest in the lead's language", async () => {
    const email = 'ioana.reply@centrul-viata.ro';
    const id = await send('waitlist-records', { ...samples['waitlist-records'].submitted, name: 'Ioana Pop', email, locale: 'ro' });
    const words = 'Bună ziua, Ioana,\n\nMulțumim pentru cerere. Putem vorbi joi la 10:00?\nSună bine?\n\nMaria';
    const res = await reply(id, words);
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ outcome: 'queued' });

    await expect.poll(async () => (await replies(email)).length, soon).toBe(1);
    const [mail] = await replies(email);
    expect(mail!.from!.value).toEqual([{ name: 'Heartwork', address: launch.contact.email }]);
    expect(mail!.replyTo!.value.map((a) => a.address)).toEqual([team]);
    expect(mail!.to && !Array.isArray(mail!.to) && mail!.to.value[0]!.address).toBe(email);
    expect(mail!.subject).toBe('Re: cererea dumneavoastră de demonstrație Heartwork');
    // What the member wrote, paragraph by paragraph; the signature and the last line in Romanian.
    expect(mail!.text).toContain('Mulțumim pentru cerere. Putem vorbi joi la 10:00?\nSună bine?');
    expect(mail!.text).toContain('Echipa Heartwork');
    expect(mail!.text).toContain(mailTexts.ro.mail.reply.why);
    expect(mail!.html).toContain('Sună bine?');

    // Kept on the lead's timeline with its delivery state; the first reply is the first contact.
    await expect.poll(async () => (await deskOf(id)).timeline.find((e) => e.kind === 'reply')?.delivery, soon).toBe('delivered');
    const desk = await deskOf(id);
    expect(desk.timeline.map((e) => e.kind)).toEqual(['sent', 'reply']);
    expect(desk.timeline[1]).toMatchObject({ by: 'the owner', body: words, to: email, replyTo: team, subject: mail!.subject });
    expect(desk.firstContactAt).toBe(desk.timeline[1]!.at);
  });

  it('is one e-mail when the same reply is sent twice (a retried request)', async () => {
    const email = 'twice@example.org';
    const id = await send('scholarship-applications', { ...samples['scholarship-applications'].submitted, email, locale: 'nb' });
    const key = randomUUID();
    const [a, b] = await Promise.all([reply(id, 'Hei! Takk for søknaden.', key), reply(id, 'Hei! Takk for søknaden.', key)]);
    expect([a.status, b.status].sort()).toEqual([200, 202]);
    await expect.poll(async () => (await replies(email)).length, soon).toBe(1);
    expect((await replies(email))[0]!.subject).toBe(mailTexts.nb.mail.reply.subject['scholarship-applications']);
    expect((await deskOf(id)).timeline.filter((e) => e.kind === 'reply')).toHaveLength(1);
  });

  it('keeps the first reply as the first contact; a later one moves only the last contact', async () => {
    const id = await send('affiliates', { ...samples.affiliates.submitted, emailA: 'referrer.first@example.org', locale: 'en' });
    await reply(id, 'Thank you for the referral.');
    const first = (await deskOf(id)).firstContactAt;
    expect(first).not.toBeNull();
    await reply(id, 'One more thing.');
    expect((await deskOf(id)).firstContactAt).toBe(first);
    // A referral's reply goes to the referrer, who sent it, not to the center.
    await expect.poll(async () => (await replies('referrer.first@example.org')).length, soon).toBe(2);
    expect((await replies('referrer.first@example.org'))[0]!.subject).toBe('Re: your Heartwork referral');
  });

  it('is refused for a draft, for spam and for an empty text, naming why', async () => {
    const draft = await (await visitor.post('/api/waitlist-records/', { ...samples['waitlist-records'].draft, email: 'draft@example.org' })).json();
    const refused = await reply(draft._id, 'Hello');
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatch(/draft/);
    const spam = await send(
      'waitlist-records',
      { ...samples['waitlist-records'].submitted, email: 'bot.reply@spam.example' },
      { [spamSignals.honeypot]: 'x', [spamSignals.elapsed]: 20_000 },
    );
    const flagged = await reply(spam, 'Hello');
    expect(flagged.status).toBe(409);
    expect((await flagged.json()).error).toMatch(/spam/);
    const empty = await reply(spam, '   ');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ field: 'body' });
    expect((await reply('00000000-0000-4000-8000-000000000000', 'Hello')).status).toBe(404);
    expect(await mailsTo('draft@example.org')).toEqual([]);
  });

  it("shows as failed on the timeline, saying why, once the address had its day's five messages", async () => {
    const email = 'capped.reply@example.org';
    const id = await send('waitlist-records', { ...samples['waitlist-records'].submitted, email, locale: 'en' }); // 1: its confirmation
    for (let i = 0; i < 4; i++) expect((await reply(id, `Reply ${i}`)).status).toBe(202);
    const sixth = await reply(id, 'One too many');
    expect(await sixth.json()).toMatchObject({ outcome: 'capped' });
    const last = (await deskOf(id)).timeline.filter((e) => e.kind === 'reply').at(-1)!;
    expect(last).toMatchObject({ delivery: 'failed', body: 'One too many' });
    expect(last.kind === 'reply' && last.lastError).toMatch(/daily cap/);
    await expect.poll(async () => (await mailsTo(email)).length, soon).toBe(5);
  });
});

describe('notes and the assignee', () => {
  it('keeps a note with who and when on the timeline, once however often it is sent', async () => {
    const id = await send('waitlist-records', { ...samples['waitlist-records'].submitted, email: 'noted@example.org' });
    const key = randomUUID();
    const note = { body: 'Called, no answer. Try Thursday.', key };
    expect((await admin('POST', `/leads/${id}/notes`, note)).status).toBe(201);
    expect((await admin('POST', `/leads/${id}/notes`, note)).status).toBe(201);
    const notes = (await deskOf(id)).timeline.filter((e) => e.kind === 'note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ by: 'the owner', body: note.body });
    const bad = await admin('POST', `/leads/${id}/notes`, { body: '', key: randomUUID() });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'body' });
    // A note is no contact: the lead still waits for its first.
    expect((await deskOf(id)).firstContactAt).toBeNull();
  });

  it('assigns a lead to a team member and back to nobody, offering the members known', async () => {
    const id = await send('waitlist-records', { ...samples['waitlist-records'].submitted, email: 'assigned@example.org' });
    expect((await admin('PUT', `/leads/${id}/assignee`, { assignee: 'maria@heartwork.example' })).status).toBe(200);
    let desk = await deskOf(id);
    expect(desk.assignee).toBe('maria@heartwork.example');
    expect(desk.knownAssignees).toContain('maria@heartwork.example');
    expect(desk.timeline.at(-1)).toMatchObject({ kind: 'assigned', by: 'the owner', assignee: 'maria@heartwork.example' });
    const bad = await admin('PUT', `/leads/${id}/assignee`, { assignee: 'maria' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'assignee' });
    await admin('PUT', `/leads/${id}/assignee`, { assignee: '' });
    desk = await deskOf(id);
    expect(desk.assignee).toBeNull();
  });
});

describe('response time', () => {
  it("counts a lead's sent → first contact in its week's median, and a lead not contacted as waiting", async () => {
    const zone = 'Europe/Oslo';
    const before = ((await (await admin('GET', `/response-times?zone=${zone}`)).json()) as { weeks: ResponseWeek[] }).weeks[0]!;
    const answered = await send('waitlist-records', { ...samples['waitlist-records'].submitted, email: 'answered@example.org' });
    await send('waitlist-records', { ...samples['waitlist-records'].submitted, email: 'unanswered@example.org' });
    await reply(answered, 'Hello!');
    const { weeks } = (await (await admin('GET', `/response-times?zone=${zone}`)).json()) as { weeks: ResponseWeek[] };
    expect(weeks).toHaveLength(8);
    expect(weeks[0]!.sent).toBe(before.sent + 2);
    expect(weeks[0]!.contacted).toBe(before.contacted + 1);
    expect(weeks[0]!.waiting).toBe(before.waiting + 1);
    expect(weeks[0]!.medianMinutes).not.toBeNull();
    expect((await admin('GET', '/response-times?zone=Mars/Olympus')).status).toBe(400);
  });
});

describe('the waiting reminder', () => {
  it('queues one lead.waiting alert per sent lead left without contact, however many look at once; none for a contacted or spam lead', async () => {
    const waiting = await send('waitlist-records', { ...samples['waitlist-records'].submitted, email: 'waits@example.org' });
    const contacted = await send('waitlist-records', { ...samples['waitlist-records'].submitted, email: 'contacted@example.org' });
    await reply(contacted, 'Hello!');
    const spam = await send(
      'waitlist-records',
      { ...samples['waitlist-records'].submitted, email: 'bot.wait@spam.example' },
      { [spamSignals.honeypot]: 'x', [spamSignals.elapsed]: 20_000 },
    );
    const later = new Date(Date.now() + 2 * 3_600_000);
    await Promise.all(Array.from({ length: 4 }, () => queueWaitingReminders(db.db.sql, 1, later)));
    const reminded = await db.db.sql.query<{ lead_id: string }>(`SELECT lead_id FROM outbox WHERE event = 'lead.waiting'`);
    const ids = reminded.map((r) => r.lead_id);
    expect(ids.filter((i) => i === waiting)).toHaveLength(1);
    expect(ids).not.toContain(contacted);
    expect(ids).not.toContain(spam);
    expect(await queueWaitingReminders(db.db.sql, 1, later)).toBe(0);
    expect((await deskOf(waiting)).timeline.map((e) => e.kind)).toEqual(['sent', 'reminded']);
  });
});
