/**
 * The waiting reminder across processes (issue 36 item 6): two real server processes on one
 * PostgreSQL, STALE_LEAD_HOURS set to a few seconds, a real webhook receiver and a real SMTP
 * receiver for the team's channels. A sent lead nobody contacts is announced once, on both
 * channels, whichever process looks first; a contacted lead and a spam lead never are. Skipped
 * without TEST_DATABASE_URL.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/postgres';
import { spamSignals } from '../../src/domain/spam';
import { smtpReceiver, type SmtpReceiver, webhookReceiver, type WebhookReceiver } from '../../tools/loopback/receivers';
import { type RunningServer, startServer } from '../browser/harness';
import { viaHttp, Visitor } from './helpers/client';
import { testDatabaseUrl } from './helpers/db';
import { freshPostgresDatabase } from './helpers/postgresDatabase';
import { samples } from './samples';

const secret = `whsec_${Buffer.from('heartwork desk waiting secret!!!').toString('base64')}`;
const team = 'team@heartwork.example';
const person = { [spamSignals.elapsed]: 45_000, [spamSignals.honeypot]: '' };
const patience = { timeout: 90_000, interval: 200 };

describe.skipIf(!testDatabaseUrl)('the waiting reminder from two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let servers: RunningServer[] = [];
  let visitors: Visitor[] = [];
  let hook: WebhookReceiver;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    [database, hook, smtp] = await Promise.all([freshPostgresDatabase(testDatabaseUrl!), webhookReceiver(), smtpReceiver()]);
    const env = {
      DATABASE_URL: database.url,
      ADMIN_TOKEN: 'test-admin-token-0123456789abcdef',
      // 7.2 s: each process looks every 1.8 s (a quarter of it).
      STALE_LEAD_HOURS: '0.002',
      ALERT_WEBHOOK_URL: hook.url,
      ALERT_WEBHOOK_SECRET: secret,
      ALERT_WEBHOOK_FORMAT: '',
      SMTP_URL: smtp.url,
      ALERT_EMAIL_TO: team,
      SITE_URL: 'https://heartwork.example',
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
    visitors = await Promise.all(servers.map((server) => new Visitor(viaHttp(server.url)).start()));
  }, 300_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all([database?.drop(), hook?.close(), smtp?.close()]);
  }, 60_000);

  const send = async (v: Visitor, name: string, email: string, signals: Record<string, unknown> = person) => {
    const draft = (await (await v.post('/api/waitlist-records/', samples['waitlist-records'].draft)).json()) as { _id: string };
    const res = await v.put(`/api/waitlist-records/${draft._id}`, { ...samples['waitlist-records'].submitted, name, email, ...signals });
    expect(res.status).toBe(200);
    return draft._id;
  };
  const waitingEvents = () =>
    hook
      .accepted()
      .map((r) => JSON.parse(r.body) as { id: string; type: string; data: { record: { _id: string }; title: string; sentAt: string } })
      .filter((e) => e.type === 'lead.waiting');
  const waitingFor = (id: string) => waitingEvents().filter((e) => e.data.record._id === id);
  const teamMails = async (): Promise<ParsedMail[]> =>
    (await Promise.all(smtp.messages.filter((m) => m.to.includes(team)).map((m) => simpleParser(m.raw)))).filter((m) =>
      m.subject?.startsWith('No first contact'),
    );

  it('announces a lead left without contact once, to the webhook and by e-mail; never a contacted or a spam one', async () => {
    const waiting = await send(visitors[0]!, 'Ana Waiting', 'ana.waiting@example.org');
    const contacted = await send(visitors[1]!, 'Bo Contacted', 'bo.contacted@example.org');
    const marked = await visitors[1]!.request('POST', `/api/admin/leads/waitlist-records/${contacted}/contacted`, { admin: true });
    expect(marked.status).toBe(200);
    const spam = await send(visitors[0]!, 'Spam Bot', 'bot@spam.example', { [spamSignals.honeypot]: 'x', [spamSignals.elapsed]: 20_000 });

    await expect.poll(() => waitingFor(waiting).length, patience).toBe(1);
    // Both processes go on looking: a lead sent after the reminder is announced in its turn,
    // STALE_LEAD_HOURS later, and by then each process has looked at the first one several times.
    const later = await send(visitors[1]!, 'Cleo Later', 'cleo.later@example.org');
    await expect.poll(() => waitingFor(later).length, patience).toBe(1);
    await expect.poll(async () => (await teamMails()).length, patience).toBe(2);

    expect(waitingFor(waiting)).toHaveLength(1);
    expect(waitingFor(contacted)).toEqual([]);
    expect(waitingFor(spam)).toEqual([]);
    // The webhook says since when the lead waits (its own time is the reminder's).
    const [event] = waitingFor(waiting);
    expect(event!.data.title).toBe('No first contact after under a minute: demo request from Ana Waiting <ana.waiting@example.org>');
    expect(event!.data.sentAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(event!.data.sentAt)).toBeLessThan(Date.now());

    // The team's e-mail, read as the team reads it.
    const mails = await teamMails();
    const ana = mails.find((m) => m.subject?.includes('Ana Waiting'))!;
    expect(ana.subject).toBe('No first contact after under a minute: demo request from Ana Waiting <ana.waiting@example.org>');
    expect(ana.text).toContain('Form: Demo request');
    expect(ana.text).toMatch(/Sent: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/);
    expect(ana.text).toContain('ana.waiting@example.org');

    const db = await openPostgres(database.url, { max: 1 });
    try {
      const claims = await db.sql.query<{ lead_id: string }>(`SELECT lead_id FROM lead_waiting_reminders ORDER BY at`);
      expect(claims.map((c) => c.lead_id)).toEqual([waiting, later]);
      expect(await db.sql.query(`SELECT count(*)::int AS n FROM outbox WHERE event = 'lead.waiting'`)).toEqual([{ n: 2 }]);
    } finally {
      await db.close();
    }
  });
});
