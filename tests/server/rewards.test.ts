/**
 * The affiliate rewards and the desk's overview (issue 36, items 7 and 8), with the real app, a
 * real embedded database and a real SMTP receiver on loopback: due dates (months by luxon, month
 * ends included), the owner's list, paying and its undo, the payouts CSV, the referrer's private
 * page reached from the link in their e-mail (a GET changes nothing), and the overview's weeks in
 * the owner's zone across a daylight-saving change.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlerts, type RunningAlerts } from '../../server/alerts/start';
import { tryTiming } from '../../server/alerts/schedule';
import { queueRewardNotices } from '../../server/desk/rewardNotices';
import { messageChannels, setMessagesEnabled } from '../../server/messages/start';
import { referrerPageText } from '../../src/content/referrerPage';
import { ownerSpamReason } from '../../src/domain/inbox';
import { weekBounds } from '../../src/domain/overview';
import { rewards } from '../../src/domain/rewards';
import { rewardDueDates, rewardState } from '../../src/domain/rewardSchedule';
import { spamSignals } from '../../src/domain/spam';
import { smtpReceiver, type SmtpReceiver } from '../../tools/loopback/receivers';
import { testApp } from './helpers/app';
import { Visitor, viaApp } from './helpers/client';
import { pgliteStore, postgresStore, type TestStore, testDatabaseUrl } from './helpers/db';
import { samples } from './samples';

const site = 'https://heartwork.example';
const person = { [spamSignals.elapsed]: 45_000, [spamSignals.honeypot]: '' };
const soon = { timeout: 10_000, interval: 50 };
// The server's clock: 'today' for the rewards is fixed, so the test means the same next year.
const now = new Date('2026-11-28T12:00:00Z');

describe('when rewards fall due', () => {
  it.each([
    ['2026-01-15', '2026-07-15'],
    ['2026-08-31', '2027-02-28'], // a month end into a short February
    ['2027-08-31', '2028-02-29'], // a leap February
    ['2026-03-31', '2026-09-30'], // 31 March: September has 30 days
    ['2026-12-31', '2027-06-30'],
    ['2026-02-28', '2026-08-28'], // the end of February is not the end of August
  ])('a referral subscribed on %s: one cookie that day, three cookies on %s', (subscribedOn, threeCookies) => {
    expect(rewards.paidAfterMonths).toBe(6);
    expect(rewardDueDates(subscribedOn)).toEqual({ oneCookie: subscribedOn, threeCookies });
  });

  it('says upcoming before the day, due on it, paid once paid, and lapsed when the center left before three cookies were earned', () => {
    const stayed = { subscribedOn: '2026-08-31', endedOn: null };
    expect(rewardState('threeCookies', stayed, false, '2027-02-27')).toBe('upcoming');
    expect(rewardState('threeCookies', stayed, false, '2027-02-28')).toBe('due');
    expect(rewardState('threeCookies', stayed, true, '2027-02-28')).toBe('paid');
    expect(rewardState('threeCookies', { ...stayed, endedOn: '2027-02-27' }, false, '2027-03-10')).toBe('lapsed');
    expect(rewardState('threeCookies', { ...stayed, endedOn: '2027-02-28' }, false, '2027-03-10')).toBe('due');
    expect(rewardState('oneCookie', { ...stayed, endedOn: '2026-09-01' }, false, '2026-09-10')).toBe('due');
  });
});

describe('the overview’s weeks', () => {
  it('runs Monday to Monday at local midnight, a week of the spring change 167 hours long and one of the autumn change 169', () => {
    const spring = weekBounds('Europe/Oslo', new Date('2026-03-30T10:00:00Z'), 2);
    expect(spring.map((w) => w.start)).toEqual(['2026-03-23', '2026-03-30']);
    expect(spring[0].from.toISOString()).toBe('2026-03-22T23:00:00.000Z'); // CET midnight
    expect(spring[0].to.toISOString()).toBe('2026-03-29T22:00:00.000Z'); // CEST midnight
    expect((spring[0].to.getTime() - spring[0].from.getTime()) / 3_600_000).toBe(167);
    const autumn = weekBounds('Europe/Bucharest', new Date('2026-10-26T10:00:00Z'), 2);
    expect(autumn[0].start).toBe('2026-10-19');
    expect((autumn[0].to.getTime() - autumn[0].from.getTime()) / 3_600_000).toBe(169);
    // Twelve weeks by default, the current one last.
    const twelve = weekBounds('UTC', now);
    expect(twelve).toHaveLength(12);
    expect(twelve.at(-1)!.start).toBe('2026-11-23');
  });
});

// Both drivers: the embedded database always, and a real PostgreSQL when TEST_DATABASE_URL is set.
const drivers: [string, () => Promise<TestStore>, boolean][] = [
  ['on the server with PGlite (embedded)', pgliteStore, false],
  ['on the server with PostgreSQL (TEST_DATABASE_URL)', () => postgresStore(), !testDatabaseUrl],
];

describe.each(drivers)('%s', (_, open, skip) => {
  let db: TestStore;
  let smtp: SmtpReceiver;
  let alerts: RunningAlerts;
  let app: ReturnType<typeof testApp>;
  let visitor: Visitor;
  let owner: Visitor;

  beforeAll(async () => {
    if (skip) return;
    [db, smtp] = await Promise.all([open(), smtpReceiver()]);
    await setMessagesEnabled(db.db.sql, true);
    alerts = await startAlerts(db.db, db.store, { timing: tryTiming }, () => {}, messageChannels(db.db.sql, { smtpUrl: smtp.url, siteUrl: site }));
    app = testApp(alerts.store, {
      alerts: alerts.outbox,
      inbox: { sql: db.db.sql, idleMs: 3_600_000, now: () => now },
      messages: { alerts: { timing: tryTiming }, messages: {}, wake: () => alerts.worker?.wake() },
    });
    visitor = await new Visitor(viaApp(app)).start();
    owner = await new Visitor(viaApp(app, '192.0.2.9')).start();
  });
  afterAll(async () => {
    await alerts?.stop();
    await Promise.all([smtp?.close(), db?.close()]);
  });

  async function send(resource: keyof typeof samples, fields: Record<string, unknown>): Promise<string> {
    const draft = await (await visitor.post(`/api/${resource}/`, samples[resource].draft)).json();
    expect((await visitor.put(`/api/${resource}/${draft._id}`, { ...fields, ...person })).status).toBe(200);
    return draft._id as string;
  }
  const admin = (method: string, path: string, json?: unknown) => owner.request(method, `/api/admin/desk${path}`, { json, admin: true });
  const rewardsNow = async () =>
    (await (await admin('GET', '/rewards?tz=UTC')).json()) as { referralId: string; kind: string; state: string; dueOn: string; amountEur: number | null }[];
  const tables = async () =>
    JSON.stringify(
      await Promise.all(['referral_subscriptions', 'reward_payments', 'referrer_links', 'leads'].map((t) => db.db.sql.query(`SELECT * FROM ${t} ORDER BY 1`))),
    );

  it.skipIf(skip)(
    'shows the referrer, from the link in their e-mail, their referral as 30 € due once subscribed, and paid once the owner marks it, in their language; opening it changes nothing',
    async () => {
      const emailA = 'kari@example.no';
      const id = await send('affiliates', { ...samples.affiliates.submitted, nameA: 'Kari Nordmann', emailA, locale: 'nb' });
      await expect.poll(() => smtp.messages.filter((m) => m.to.includes(emailA)).length, soon).toBe(1);
      const mail = await simpleParser(smtp.messages.find((m) => m.to.includes(emailA))!.raw);
      const t = referrerPageText.nb;
      expect(mail.text).toContain(t.mailLinkIntro);
      const link = new URL(/https:\/\/heartwork\.example\/nb\/referrer\?token=[\w-]+/.exec(mail.text ?? '')![0]);
      expect([...link.searchParams.keys()]).toEqual(['token']);
      expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
      const page = async () => {
        const res = await app.request(link.pathname + link.search);
        expect(res.status).toBe(200);
        expect(res.headers.get('Cache-Control')).toBe('no-store');
        return res.text();
      };

      const before = await tables();
      const first = await page();
      expect(first).toContain('<html lang="nb"');
      expect(first).toContain(samples.affiliates.submitted.centerName);
      expect(first).toContain(t.notSubscribed);
      expect(first).not.toContain(emailA); // the page names the centers, not the people
      expect(await tables()).toBe(before); // a GET (a mail scanner's) changes nothing

      // Subscribed on 1 November: one cookie due, three cookies upcoming six months on.
      expect((await admin('PUT', `/referrals/${id}/subscription?tz=UTC`, { subscribedOn: '2026-11-01' })).status).toBe(200);
      expect((await rewardsNow()).filter((r) => r.referralId === id)).toMatchObject([
        { kind: 'oneCookie', state: 'due', dueOn: '2026-11-01', amountEur: 30 },
        { kind: 'threeCookies', state: 'upcoming', dueOn: '2027-05-01', amountEur: null },
      ]);
      // The referrer hears of it: one e-mail, in their language, with their page's link.
      await expect.poll(() => smtp.messages.filter((m) => m.to.includes(emailA)).length, soon).toBe(2);
      const notice = await simpleParser(smtp.messages.filter((m) => m.to.includes(emailA))[1]!.raw);
      expect(notice.subject).toBe(t.rewardMail.subject('Én kjeks'));
      expect(notice.text).toContain(t.rewardMail.body('Én kjeks', '30 €', String(samples.affiliates.submitted.centerName)));
      expect(notice.text).toMatch(/https:\/\/heartwork\.example\/nb\/referrer\?token=[\w-]{43}/);
      // Once: another round, or the subscription given again, announces nothing more.
      expect(await queueRewardNotices(db.db.sql, '2026-11-28')).toBe(0);
      expect((await admin('PUT', `/referrals/${id}/subscription?tz=UTC`, { subscribedOn: '2026-11-01' })).status).toBe(200);
      // Six months on, the hourly round finds three cookies due: one e-mail more, then none.
      expect(await queueRewardNotices(db.db.sql, '2027-04-30')).toBe(0);
      expect(await queueRewardNotices(db.db.sql, '2027-05-01')).toBe(1);
      expect(await queueRewardNotices(db.db.sql, '2027-05-02')).toBe(0);
      await expect.poll(() => smtp.messages.filter((m) => m.to.includes(emailA)).length, soon).toBe(3);
      const three = await simpleParser(smtp.messages.filter((m) => m.to.includes(emailA))[2]!.raw);
      expect(three.text).toContain(t.rewardMail.body('Tre kjeks', t.amountMonths(3), String(samples.affiliates.submitted.centerName)));

      const due = await page();
      expect(due).toMatch(/data-reward="oneCookie" data-state="due"><strong>Én kjeks<\/strong> · 30 € · til utbetaling siden 1\. november 2026/);
      expect(due).toContain(t.totals.due('30 €'));

      // Three cookies cannot be paid before they are earned; one cookie can, once (a second press answers the same).
      expect((await admin('POST', `/rewards/${id}/threeCookies/paid?tz=UTC`)).status).toBe(409);
      expect((await admin('POST', `/rewards/${id}/oneCookie/paid?tz=UTC`)).status).toBe(200);
      expect((await admin('POST', `/rewards/${id}/oneCookie/paid?tz=UTC`)).status).toBe(200);
      expect(await db.db.sql.query(`SELECT kind, paid_by FROM reward_payments WHERE lead_id = $1`, [id])).toEqual([{ kind: 'oneCookie', paid_by: 'owner' }]);
      const paid = await page();
      expect(paid).toMatch(/data-reward="oneCookie" data-state="paid"><strong>Én kjeks<\/strong> · 30 € · utbetalt 28\. november 2026/);
      expect(paid).toContain(t.totals.paid('30 €'));
      expect(paid).not.toContain(t.totals.due('30 €'));

      // The undo: due again.
      expect((await admin('DELETE', `/rewards/${id}/oneCookie/paid`)).status).toBe(204);
      expect((await rewardsNow()).find((r) => r.referralId === id && r.kind === 'oneCookie')?.state).toBe('due');
      expect((await admin('DELETE', `/rewards/${id}/oneCookie/paid`)).status).toBe(404);
      expect((await admin('POST', `/rewards/${id}/oneCookie/paid?tz=UTC`)).status).toBe(200);
    },
  );

  it.skipIf(skip)('answers an unknown or malformed token with the page saying so, and a 404', async () => {
    for (const token of ['x'.repeat(43), 'short', '']) {
      const res = await app.request(`/referrer?token=${token}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain(referrerPageText.en.unknownLink);
    }
  });

  it.skipIf(skip)('exports the payouts as spreadsheet-safe CSV, all or only those due, a formula in a name neutralised', async () => {
    const nameA = '=HYPERLINK("https://evil.example")';
    const id = await send('affiliates', { ...samples.affiliates.submitted, nameA, emailA: 'csv@example.com', centerName: 'Centrul Ștefănești' });
    // Subscribed six months ago to the day: both rewards due today.
    expect((await admin('PUT', `/referrals/${id}/subscription?tz=UTC`, { subscribedOn: '2026-05-28' })).status).toBe(200);
    expect((await admin('POST', `/rewards/${id}/oneCookie/paid?tz=UTC`)).status).toBe(200);
    const res = await admin('GET', '/rewards/csv?tz=UTC&state=due');
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="payouts-due-2026-11-28.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the byte-order mark spreadsheets read UTF-8 by
    const csv = new TextDecoder().decode(bytes); // (which takes the mark off)
    expect(
      csv.startsWith(
        '"referralId","referrerName","referrerEmail","centerName","kind","amountEur","subscriptionMonths","subscribedOn","dueOn","state","paidAt","paidBy"\r\n',
      ),
    ).toBe(true);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines.slice(1)).toEqual([
      `"${id}","'=HYPERLINK(""https://evil.example"")","csv@example.com","Centrul Ștefănești","threeCookies","","3","2026-05-28","2026-11-28","due","",""`,
    ]);
    const all = (await (await admin('GET', '/rewards/csv?tz=UTC')).text()).trimEnd().split('\r\n');
    expect(all.filter((l) => l.startsWith(`"${id}"`))).toHaveLength(2);
    expect(all.find((l) => l.startsWith(`"${id}","'=HYPERLINK`) && l.includes('"oneCookie","30"'))).toMatch(/"paid","2026-11-28T12:00:00\.000Z","owner"$/);
  });

  it.skipIf(skip)('refuses bad input with a 400 naming the field, and an unknown referral with a 404', async () => {
    const id = await send('affiliates', { ...samples.affiliates.submitted, emailA: 'bad-input@example.com' });
    for (const [body, field] of [
      [{ subscribedOn: '2026-02-30' }, 'subscribedOn'],
      [{ subscribedOn: '2026-12-01' }, 'subscribedOn'], // a day to come
      [{ subscribedOn: '2026-11-01', endedOn: '2026-10-01' }, 'endedOn'],
    ] as const) {
      const res = await admin('PUT', `/referrals/${id}/subscription?tz=UTC`, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field });
    }
    expect((await admin('GET', '/overview?tz=Mars/Olympus')).status).toBe(400);
    const demo = await send('waitlist-records', samples['waitlist-records'].submitted);
    expect((await admin('PUT', `/referrals/${demo}/subscription?tz=UTC`, { subscribedOn: '2026-11-01' })).status).toBe(404);
    expect((await admin('PUT', `/referrals/not-an-id/subscription?tz=UTC`, { subscribedOn: '2026-11-01' })).status).toBe(404);
    expect((await admin('POST', `/rewards/${id}/fourCookies/paid?tz=UTC`)).status).toBe(404);
    expect((await owner.request('GET', '/api/admin/desk/rewards')).status).toBe(401); // no session, no token
  });

  it.skipIf(skip)(
    'counts each lead in its week in the owner’s zone across the spring change, as sent, draft or spam, and the overview equals the stored leads',
    async () => {
      const { overview } = await import('../../server/desk/overview');
      const ids = {
        sundayNight: await send('waitlist-records', { ...samples['waitlist-records'].submitted, utmCampaign: 'spring' }),
        mondayMorning: await send('scholarship-applications', { ...samples['scholarship-applications'].submitted, referrer: 'https://blog.example' }),
        draft: (await (await visitor.post('/api/affiliates/', samples.affiliates.draft)).json())._id as string,
        spam: await send('waitlist-records', samples['waitlist-records'].submitted),
      };
      await db.db.sql.query(`UPDATE leads SET spam_reason = $2 WHERE id = $1`, [ids.spam, ownerSpamReason]);
      const at = async (id: string, iso: string) =>
        db.db.sql.query(
          `UPDATE leads SET submitted_at = CASE WHEN submitted THEN $2::timestamptz END, created_at = $2::timestamptz, updated_at = $2::timestamptz WHERE id = $1`,
          [id, iso],
        );
      await at(ids.sundayNight, '2026-03-29T21:30:00Z'); // 23:30 CEST, Sunday: the week of 23 March
      await at(ids.mondayMorning, '2026-03-29T22:30:00Z'); // 00:30 CEST, Monday: the week of 30 March
      await at(ids.draft, '2026-03-29T22:00:00Z'); // Monday 00:00 CEST exactly: the week of 30 March
      await at(ids.spam, '2026-03-22T23:00:00Z'); // Monday 00:00 CET: the week of 23 March
      const seen = await overview(db.db.sql, 'Europe/Oslo', new Date('2026-04-01T08:00:00Z'));
      expect(seen.weeks.slice(-2)).toEqual([
        { start: '2026-03-23', sent: 1, drafts: 0, spam: 1 },
        { start: '2026-03-30', sent: 1, drafts: 1, spam: 0 },
      ]);
      expect(seen.weeks.slice(0, -2).every((w) => w.sent + w.drafts + w.spam === 0)).toBe(true);
      expect(seen.sources).toEqual([
        { campaign: 'spring', referrer: null, count: 1 },
        { campaign: null, referrer: 'https://blog.example', count: 1 },
      ]);

      // Through the API, in the server's week (the leads of the tests above): equal to the stored rows.
      const api = await (await admin('GET', '/overview?tz=Europe/Oslo')).json();
      // The pipeline: the sent leads that are not spam, by their status in it.
      const stored = await db.db.sql.query<{ resource: string; status: string; count: number }>(
        `SELECT resource, pipeline_status AS status, count(*)::int AS count FROM leads WHERE submitted AND spam_reason IS NULL GROUP BY 1, 2`,
      );
      const storedCount = (resource: string, status: string) =>
        stored.filter((r) => r.resource === resource && r.status === status).reduce((sum, r) => sum + r.count, 0);
      for (const row of api.pipeline) expect(row.count).toBe(storedCount(row.resource, row.status));
      expect(api.pipeline.reduce((sum: number, r: { count: number }) => sum + r.count, 0)).toBe(stored.reduce((sum, r) => sum + r.count, 0));
      const thisWeek = api.weeks.at(-1);
      expect(thisWeek.start).toBe('2026-11-23');
      const [{ sent }] = await db.db.sql.query<{ sent: number }>(
        `SELECT count(*)::int AS sent FROM leads WHERE submitted AND spam_reason IS NULL AND received_at >= '2026-11-22T23:00:00Z' AND received_at < '2026-11-29T23:00:00Z'`,
      );
      expect(thisWeek.sent).toBe(sent);
    },
  );
});
