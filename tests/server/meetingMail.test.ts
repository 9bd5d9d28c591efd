/**
 * The meeting e-mails (issues 34 and 35 joined), with the real app, a real database and a real
 * SMTP receiver on loopback, the invites read by a real iCalendar parser (ical.js): a lead sent
 * from /ro/demo with a booked time gets ONE Romanian e-mail, the invite, with the time in its own
 * zone; the team gets the same invite; a move and a cancel from the meeting page update both
 * sides; a reminder goes once, none after a cancel; the team booking for a suggestion sends the
 * same invites; a spam-flagged lead gets nothing.
 */
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tryTiming } from '../../server/alerts/schedule';
import { startAlerts, type RunningAlerts } from '../../server/alerts/start';
import { readMeetingConfig } from '../../server/meetings/config';
import { recordDueReminders } from '../../server/meetings/reminders';
import { createMeetings } from '../../server/meetings/store';
import { messageChannels, setMessagesEnabled } from '../../server/messages/start';
import { mailTexts } from '../../server/messages/texts';
import { spamSignals } from '../../src/domain/spam';
import { smtpReceiver, type SmtpReceiver } from '../../tools/loopback/receivers';
import { testApp } from './helpers/app';
import { viaApp, Visitor } from './helpers/client';
import { pgliteStore, type TestStore } from './helpers/db';
import { samples } from './samples';

const site = 'https://heartwork.example';
const team = 'team@heartwork.example';
const person = { [spamSignals.elapsed]: 45_000, [spamSignals.honeypot]: '' };
const soon = { timeout: 10_000, interval: 50 };
const config = readMeetingConfig({
  MEETING_TIMEZONE: 'Europe/Bucharest',
  MEETING_HOURS: 'mon-fri 16:00-18:00',
  MEETING_VIDEO_URL: 'https://meet.example/hw-{id}',
})!;
/** Monday 1 June 2026, 07:00 in Bucharest: Tuesday's 16:00 (13:00Z, 09:00 in New York) is the first slot offered. */
const clock = new Date('2026-06-01T04:00:00Z');
const tue1600 = '2026-06-02T13:00:00.000Z';
const tue1645 = '2026-06-02T13:45:00.000Z';
const wed1600 = '2026-06-03T13:00:00.000Z';

let db: TestStore;
let smtp: SmtpReceiver;
let alerts: RunningAlerts;
let app: ReturnType<typeof testApp>;
let visitor: Visitor;

beforeAll(async () => {
  [db, smtp] = await Promise.all([pgliteStore(), smtpReceiver()]);
  await setMessagesEnabled(db.db.sql, true, team);
  alerts = await startAlerts(db.db, db.store, { timing: tryTiming }, () => {}, messageChannels(db.db.sql, { smtpUrl: smtp.url, siteUrl: site }));
  const meetings = createMeetings(db.db.sql, { config, now: () => clock, queued: () => alerts.worker?.wake() });
  app = testApp(alerts.store, { alerts: alerts.outbox, meetings, inbox: { sql: db.db.sql, idleMs: 3_600_000 } });
  visitor = await new Visitor(viaApp(app)).start();
});
afterAll(async () => {
  await alerts.stop();
  await Promise.all([smtp.close(), db.close()]);
});

/** Sends a demo request as the /ro/demo form does (a draft, then the whole record). */
async function sendDemo(fields: Record<string, unknown>, signals: Record<string, unknown> = person): Promise<string> {
  const draft = await (await visitor.post('/api/waitlist-records/', samples['waitlist-records'].draft)).json();
  const res = await visitor.put(`/api/waitlist-records/${draft._id}`, { ...samples['waitlist-records'].submitted, locale: 'ro', ...fields, ...signals });
  expect(res.status).toBe(200);
  return draft._id as string;
}
const mailsTo = (address: string): Promise<ParsedMail[]> => Promise.all(smtp.messages.filter((m) => m.to.includes(address)).map((m) => simpleParser(m.raw)));
async function waitFor(address: string, count: number, about: RegExp = /./): Promise<ParsedMail[]> {
  const matching = async () => (await mailsTo(address)).filter((m) => about.test(m.text ?? ''));
  await expect.poll(async () => (await matching()).length, soon).toBe(count);
  return matching();
}

/** The invite as a calendar reads it: the text/calendar part, parsed by ical.js. */
function invite(mail: ParsedMail) {
  const parts = mail.attachments.filter((a) => a.contentType === 'text/calendar');
  expect(parts).toHaveLength(1);
  const text = parts[0]!.content.toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    text,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    startIsUtc: event.startDate.zone === ICAL.Timezone.utcTimezone,
    location: event.location,
    url: vevent.getFirstPropertyValue('url'),
    organizer: String(vevent.getFirstPropertyValue('organizer')),
    attendee: String(vevent.getFirstPropertyValue('attendee')),
  };
}
const pageLink = (mail: ParsedMail) => new URL(/https:\/\/heartwork\.example\/meeting\?token=[\w-]+/.exec(mail.text ?? '')![0]);

describe('a lead sent from /ro/demo with a booked time', () => {
  const email = 'ioana@centrul-viata.ro';
  let visitorMail: ParsedMail;

  it('brings one Romanian e-mail, the invite, with the time in New York time; the team gets the same invite', async () => {
    const id = await sendDemo({ name: 'Ioana Pop', email, meetingStart: tue1600, meetingTimeZone: 'America/New_York' });
    const [mail] = await waitFor(email, 1);
    visitorMail = mail!;
    const ro = mailTexts.ro.mail.meeting;
    expect(mail!.subject).toBe(ro.subject.invite('marți, 2 iunie 2026 la 09:00 (ora din America/New_York)'));
    expect(mail!.text).toContain('Bună ziua, Ioana Pop,');
    expect(mail!.text).toContain(ro.lead.invite);
    // Bucharest's 16:00 is New York's 09:00 in June (summer time on both sides).
    expect(mail!.text).toContain('marți, 2 iunie 2026 la 09:00 (ora din America/New_York)');
    expect(mail!.html).toContain('ora din America/New_York');
    const cal = invite(mail!);
    expect(cal).toMatchObject({ method: 'REQUEST', sequence: 0, start: tue1600, end: '2026-06-02T13:30:00.000Z', startIsUtc: true });
    expect(cal.text).toMatch(/^DTSTART:20260602T130000Z\r?$/m);
    expect(cal.location).toMatch(/^https:\/\/meet\.example\/hw-[\w-]{20}$/);
    expect(cal.url).toBe(cal.location);
    expect(mail!.text).toContain(ro.video(cal.location!));
    expect(cal.attendee.toLowerCase()).toBe(`mailto:${email}`);
    expect(cal.organizer).toMatch(/^mailto:/);
    // The calendar part is a text/calendar; method=REQUEST alternative, and the .ics a file.
    expect(smtp.messages.find((m) => m.to.includes(email))!.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    const files = mail!.attachments.filter((a) => a.contentDisposition === 'attachment');
    expect(files.map((a) => [a.filename, a.contentType])).toEqual([['invite.ics', 'application/ics']]);
    expect(files[0]!.content.toString('utf8')).toBe(cal.text);
    // The page links carry only an opaque token: the meeting page's, and, as the confirmation it
    // replaces, the private page to see or withdraw what was sent.
    const link = pageLink(mail!);
    expect([...link.searchParams.keys()]).toEqual(['token']);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(mail!.text).toMatch(/https:\/\/heartwork\.example\/ro\/lead\?token=[\w-]{43}\n/);
    expect(mail!.text).not.toContain(email);

    const [copy] = await waitFor(team, 1, /Ioana Pop/);
    const teamCal = invite(copy!);
    expect(teamCal).toMatchObject({ method: 'REQUEST', uid: cal.uid, sequence: 0, start: tue1600, location: cal.location });
    // The team reads it in its own zone, and cannot move the meeting from it.
    expect(copy!.subject).toBe('Demo booked: Ioana Pop, Tuesday, 2 June 2026 at 16:00 (Europe/Bucharest time)');
    expect(copy!.text).not.toContain('/meeting?token=');
    // No plain confirmation as well: the invite is the one e-mail to the visitor.
    const rows = await db.db.sql.query<{ event: string; recipient: string | null }>(`SELECT event, recipient FROM outbox WHERE lead_id = $1 ORDER BY seq`, [
      id,
    ]);
    expect(rows.map((r) => `${r.event} ${r.recipient ?? 'team alert'}`).sort()).toEqual([
      'lead.submitted team alert',
      `message.meeting ${email}`,
      `message.meeting ${team}`,
    ]);
  });

  it('updates both sides when moved from the meeting page (same UID, SEQUENCE 1), and cancels both (METHOD:CANCEL)', async () => {
    const token = pageLink(visitorMail).searchParams.get('token')!;
    const uid = invite(visitorMail).uid;
    const moved = await app.request('/meeting/reschedule', {
      method: 'POST',
      body: new URLSearchParams({ token, start: wed1600 }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(moved.status).toBe(303);
    const [, update] = await waitFor(email, 2);
    expect(invite(update!)).toMatchObject({ method: 'REQUEST', uid, sequence: 1, start: wed1600 });
    expect(update!.subject).toBe(mailTexts.ro.mail.meeting.subject.update('miercuri, 3 iunie 2026 la 09:00 (ora din America/New_York)'));
    const [, teamUpdate] = await waitFor(team, 2, /Ioana Pop/);
    expect(invite(teamUpdate!)).toMatchObject({ method: 'REQUEST', uid, sequence: 1, start: wed1600 });

    const newToken = pageLink(update!).searchParams.get('token')!;
    expect((await visitor.post('/api/meeting/cancel', { token: newToken })).status).toBe(200);
    const [, , cancel] = await waitFor(email, 3);
    expect(invite(cancel!)).toMatchObject({ method: 'CANCEL', uid, sequence: 2, start: wed1600 });
    expect(cancel!.text).toContain(mailTexts.ro.mail.meeting.again);
    expect(cancel!.text).not.toContain('/meeting?token=');
    const [, , teamCancel] = await waitFor(team, 3, /Ioana Pop/);
    expect(invite(teamCancel!)).toMatchObject({ method: 'CANCEL', uid, sequence: 2 });
    // The slot is free again.
    expect(((await (await visitor.get('/api/meeting-slots')).json()) as { slots: { start: string }[] }).slots[0]!.start).toBe(tue1600);
  });
});

describe('reminders, the team booking, the daily cap and spam', () => {
  it("holds the visitor's daily cap: an invite past it is not sent and shows in the failed alerts; the team's copy still goes", async () => {
    const email = 'capped@example.org';
    for (let i = 0; i < 5; i++) {
      const draft = await (await visitor.post('/api/scholarship-applications/', samples['scholarship-applications'].draft)).json();
      expect(
        (await visitor.put(`/api/scholarship-applications/${draft._id}`, { ...samples['scholarship-applications'].submitted, email, ...person })).status,
      ).toBe(200);
    }
    await waitFor(email, 5);
    await sendDemo({ name: 'Capped', email, meetingStart: '2026-06-08T13:00:00.000Z' });
    await waitFor(team, 1, /Capped/);
    const failed = (await (await visitor.get('/api/alerts?status=failed', { admin: true })).json()) as { event: string; lastError: string }[];
    expect(failed.filter((a) => a.event === 'message.meeting' && /daily cap/.test(a.lastError))).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(5);
  });

  it('reminds both sides once; none after a cancel', async () => {
    const email = 'remind@example.no';
    await sendDemo({ name: 'Kari', email, locale: 'nb', meetingStart: tue1600 });
    await waitFor(email, 1);
    const remind = (at: string) => db.db.sql.transaction((tx) => recordDueReminders(tx, config, new Date(at)));
    expect(await remind('2026-06-01T13:00:00Z')).toBe(1);
    expect(await remind('2026-06-01T13:05:00Z')).toBe(0);
    alerts.worker?.wake();
    const [, reminder] = await waitFor(email, 2);
    // No zone of her own saved: the team's, named.
    expect(reminder!.subject).toBe(mailTexts.nb.mail.meeting.subject.reminder('tirsdag 2. juni 2026 kl. 16:00 (tid i Europe/Bucharest)'));
    expect(invite(reminder!)).toMatchObject({ method: 'REQUEST', sequence: 0 });
    await waitFor(team, 1, /Your demo with Kari/);

    const other = 'cancelled@example.no';
    await sendDemo({ name: 'Ola', email: other, locale: 'nb', meetingStart: tue1645 });
    const [booked] = await waitFor(other, 1);
    expect((await visitor.post('/api/meeting/cancel', { token: pageLink(booked!).searchParams.get('token')! })).status).toBe(200);
    expect(await remind('2026-06-01T14:00:00Z')).toBe(0);
    await waitFor(other, 2); // the invite and the cancel
  });

  it("sends the same invites when the team books a lead's suggested time; a spam-flagged lead books nothing and gets nothing", async () => {
    const email = 'suggest@example.org';
    const id = await sendDemo({ name: 'Ion', email, locale: 'en', scheduleMeetingNotes: 'Thursday afternoon?' });
    await waitFor(email, 1, new RegExp(mailTexts.en.mail.confirmation.next['waitlist-records'].slice(0, 30)));
    const booked = await visitor.request('POST', '/api/admin/meetings', { admin: true, json: { leadId: id, start: '2026-06-04T12:00:00Z' } });
    expect(booked.status).toBe(201);
    const [, mail] = await waitFor(email, 2);
    expect(mail!.subject).toBe(mailTexts.en.mail.meeting.subject.invite('Thursday, 4 June 2026 at 15:00 (Europe/Bucharest time)'));
    expect(invite(mail!)).toMatchObject({ method: 'REQUEST', start: '2026-06-04T12:00:00.000Z' });
    await waitFor(team, 1, /Ion/);

    const bot = 'bot@spam.example';
    await sendDemo({ email: bot, meetingStart: '2026-06-05T13:00:00.000Z' }, { [spamSignals.honeypot]: 'x', [spamSignals.elapsed]: 20_000 });
    const after = 'after-bot@example.org';
    await sendDemo({ email: after, meetingStart: '2026-06-05T13:45:00.000Z' });
    await waitFor(after, 1);
    expect(await mailsTo(bot)).toEqual([]);
    expect(await db.db.sql.query(`SELECT 1 FROM meetings m JOIN leads l ON l.id = m.lead_id WHERE l.data->>'email' = $1`, [bot])).toEqual([]);
  });
});
