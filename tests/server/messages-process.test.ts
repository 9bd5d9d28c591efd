/**
 * A confirmation and a meeting invite across a crash (issues 35, 34), with the real server process and a real SMTP
 * receiver: the server is killed -9 while its e-mail is in the middle of the SMTP conversation
 * (the receiver holds the message and never answers), and the restarted server delivers it once.
 */
import { simpleParser } from 'mailparser';
import { afterAll, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../browser/harness';
import { adminToken, viaHttp, Visitor } from './helpers/client';
import { holdingSmtp, mailingServerEnv, toPerson } from './helpers/holdingSmtp';
import { samples } from './samples';

const patience = { timeout: 90_000, interval: 100 };
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) if (server.process.exitCode === null && !server.process.signalCode) await server.stop('SIGKILL');
});

it('delivers the confirmation once when the server is killed -9 between the send and its e-mail', async () => {
  const smtp = await holdingSmtp(toPerson);
  const env = await mailingServerEnv(smtp.url);
  const first = await startServer(env);
  servers.push(first);
  const visitor = await new Visitor(viaHttp(first.url)).start();
  const draft = await (await visitor.post('/api/waitlist-records/', samples['waitlist-records'].draft)).json();
  const sent = await visitor.put(`/api/waitlist-records/${draft._id}`, {
    ...samples['waitlist-records'].submitted,
    email: 'crash@example.ro',
    locale: 'ro',
    formElapsedMs: 45_000,
  });
  expect(sent.status).toBe(200);
  // The confirmation is held mid-conversation: kill now.
  await expect.poll(() => smtp.held(), patience).toBeGreaterThan(0);
  await first.stop('SIGKILL');
  expect(first.process.signalCode).toBe('SIGKILL');

  const again = await startServer(env);
  servers.push(again);
  const confirmations = async () =>
    (await Promise.all(smtp.accepted.map((raw) => simpleParser(raw)))).filter((m) => m.messageId?.endsWith('@messages.heartwork>'));
  await expect.poll(async () => (await confirmations()).length, patience).toBe(1);
  const [mail] = await confirmations();
  expect(mail!.subject).toBe('Am primit cererea dumneavoastră de demonstrație');
  // Marked delivered, so it never goes again.
  const delivered = async () =>
    ((await (await fetch(`${again.url}/api/alerts?status=delivered`, { headers: { Authorization: `Bearer ${adminToken}` } })).json()) as { event: string }[])
      .map((a) => a.event)
      .sort();
  await expect.poll(delivered, patience).toEqual(['lead.submitted', 'message.confirmation']);
  expect((await confirmations()).length).toBe(1);
  await again.stop('SIGTERM');
  await smtp.close();
}, 240_000);

it('delivers the meeting invite once to the visitor and to the team when the server is killed -9 between the booking and its e-mail', async () => {
  // Every invite is held until the kill: one the receiver had taken before it would be SMTP's own
  // gap (its 250 arrived, the server died before recording it: it goes again, with the same
  // Message-ID), not the case tested here (seen once in a full run: the visitor's invite twice).
  const smtp = await holdingSmtp(toPerson, { all: true });
  const env = {
    ...(await mailingServerEnv(smtp.url)),
    MEETING_TIMEZONE: 'Europe/Bucharest',
    MEETING_HOURS: 'mon-sun 00:00-23:30',
    MEETING_NOTICE_HOURS: '1',
  };
  const first = await startServer(env);
  servers.push(first);
  const visitor = await new Visitor(viaHttp(first.url)).start();
  const { slots } = (await (await visitor.get('/api/meeting-slots')).json()) as { slots: { start: string }[] };
  const draft = await (await visitor.post('/api/waitlist-records/', samples['waitlist-records'].draft)).json();
  const sent = await visitor.put(`/api/waitlist-records/${draft._id}`, {
    ...samples['waitlist-records'].submitted,
    email: 'booked@example.ro',
    locale: 'ro',
    meetingStart: slots[0]!.start,
    meetingTimeZone: 'America/New_York',
    formElapsedMs: 45_000,
  });
  expect(sent.status).toBe(200);
  // An invite is held mid-conversation: kill now.
  await expect.poll(() => smtp.held(), patience).toBeGreaterThan(0);
  await first.stop('SIGKILL');
  expect(smtp.accepted.filter((raw) => /^Message-ID: <[^>]+@messages\.heartwork>/im.test(raw))).toEqual([]);
  smtp.release();

  const again = await startServer(env);
  servers.push(again);
  const invites = async () => (await Promise.all(smtp.accepted.map((raw) => simpleParser(raw)))).filter((m) => m.messageId?.endsWith('@messages.heartwork>'));
  const recipients = async () => (await invites()).map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)!.value[0]!.address).sort();
  await expect.poll(recipients, patience).toEqual(['booked@example.ro', 'team@heartwork.example']);
  const visitorMail = (await invites()).find((m) => m.text?.includes('Bună ziua'))!;
  expect(visitorMail.subject).toMatch(/^Demonstrația dumneavoastră Heartwork: .* \(ora din America\/New_York\)$/);
  expect(
    visitorMail.attachments.some(
      (a) => a.contentType === 'text/calendar' && a.content.toString().includes(`DTSTART:${slots[0]!.start.replace(/[-:]|\.\d+/g, '')}`),
    ),
  ).toBe(true);
  // Marked delivered, so they never go again; and no plain confirmation beside the invite.
  const delivered = async () =>
    ((await (await fetch(`${again.url}/api/alerts?status=delivered`, { headers: { Authorization: `Bearer ${adminToken}` } })).json()) as { event: string }[])
      .map((a) => a.event)
      .sort();
  await expect.poll(delivered, patience).toEqual(['lead.submitted', 'message.meeting', 'message.meeting']);
  expect(await recipients()).toHaveLength(2);
  await again.stop('SIGTERM');
  await smtp.close();
}, 240_000);
