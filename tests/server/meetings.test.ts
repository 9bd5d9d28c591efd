/**
 * Booking a demo meeting (issue 34), server side, on the real app and store: the open slots, the
 * booking in the transaction that sends a lead (409 naming `meetingStart` when taken, the lead
 * left unsent), the owner's blocked times, the meeting page's token, reminders and the team's
 * calls. The race of 20 sends for one slot runs on the embedded database and on PostgreSQL
 * (TEST_DATABASE_URL), where the sends really race on separate connections.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readMeetingConfig } from '../../server/meetings/config';
import { blockNoteLimit } from '../../src/domain/meetings';
import { owedMeetingMessages } from '../../server/meetings/messages';
import { pageText } from '../../server/meetings/pageText';
import { recordDueReminders } from '../../server/meetings/reminders';
import { createMeetings, maxReschedules, type Meetings } from '../../server/meetings/store';
import { testApp } from './helpers/app';
import { viaApp, Visitor } from './helpers/client';
import { emptyTables, pgliteStore, postgresStore, type TestStore, testDatabaseUrl } from './helpers/db';
import { samples } from './samples';

const config = readMeetingConfig({
  MEETING_TIMEZONE: 'Europe/Bucharest',
  MEETING_HOURS: 'mon-fri 09:00-12:00',
  MEETING_VIDEO_URL: 'https://meet.example/hw-{id}',
})!;
/** Monday 1 June 2026, 07:00 in Bucharest: the first slot offered is Tuesday 09:00 (06:00Z), 12 hours' notice. */
const monday = new Date('2026-06-01T04:00:00Z');
const tue0900 = '2026-06-02T06:00:00.000Z';
const tue0945 = '2026-06-02T06:45:00.000Z';
const lead = { ...(samples['waitlist-records'].submitted as { name: string; center: string; email: string }), locale: 'ro' };

const drivers: [string, () => Promise<TestStore>, boolean][] = [
  ['PGlite (embedded)', pgliteStore, false],
  ['PostgreSQL (TEST_DATABASE_URL)', () => postgresStore(), !testDatabaseUrl],
];

describe.each(drivers)('%s', (_, open, skip) => {
  let t: TestStore;
  let clock: Date;
  let meetings: Meetings;
  let app: Hono;
  let visitor: Visitor;
  beforeAll(async () => {
    if (skip) return;
    t = await open();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    if (skip) return;
    await emptyTables(t.db.sql);
    clock = monday;
    meetings = createMeetings(t.db.sql, { config, now: () => clock });
    app = testApp(t.store, { meetings, inbox: { sql: t.db.sql, idleMs: 3_600_000 } });
    visitor = await new Visitor(viaApp(app)).start();
  });

  const slots = async () => (await (await visitor.get('/api/meeting-slots')).json()) as { slots: { start: string; end: string }[] };
  const draft = async (data: Record<string, unknown> = { name: 'Ana' }) =>
    ((await (await visitor.post('/api/waitlist-records/', data)).json()) as { _id: string })._id;
  const send = (id: string, meetingStart?: string, extra: Record<string, unknown> = {}) =>
    visitor.put(`/api/waitlist-records/${id}`, { ...lead, ...extra, ...(meetingStart && { meetingStart }), status: 'submitted' });
  const booked = async () =>
    (await t.db.sql.query<{ lead_id: string; starts_at: Date }>(`SELECT lead_id, starts_at FROM meetings WHERE status = 'booked'`)).map((r) => ({
      leadId: r.lead_id,
      start: new Date(r.starts_at).toISOString(),
    }));
  const alerts = async (leadId: string) => (await t.db.sql.query(`SELECT 1 FROM outbox WHERE lead_id = $1`, [leadId])).length;
  const admin = (method: string, path: string, json?: unknown) => visitor.request(method, `/api/admin/meetings${path}`, { admin: true, json });

  describe.skipIf(skip)('open slots', () => {
    it('offers the hours from the notice on, in the meeting time zone, as instants', async () => {
      const answer = (await (await visitor.get('/api/meeting-slots')).json()) as {
        enabled: boolean;
        timeZone: string;
        minutes: number;
        slots: { start: string; end: string }[];
      };
      expect(answer).toMatchObject({ enabled: true, timeZone: 'Europe/Bucharest', minutes: 30 });
      expect(answer.slots.slice(0, 2)).toEqual([
        { start: tue0900, end: '2026-06-02T06:30:00.000Z' },
        { start: tue0945, end: '2026-06-02T07:15:00.000Z' },
      ]);
      // 3 weeks of weekdays, 4 slots each (09:00, 09:45, 10:30, 11:15), Monday's under the notice.
      expect(answer.slots).toHaveLength(14 * 4);
    });

    it('says booking is off, with no slots, while MEETING_HOURS is unset', async () => {
      const off = testApp(t.store, { meetings: createMeetings(t.db.sql, { config: null }) });
      const res = await off.request('/api/meeting-slots');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ enabled: false, timeZone: null, minutes: null, slots: [] });
    });

    it('leaves out the times the owner blocks, and offers them again once the block is removed', async () => {
      const add = await admin('POST', '/blocks', { start: '2026-06-02T06:00:00Z', end: '2026-06-02T09:00:00Z', note: 'Dentist' });
      expect(add.status).toBe(201);
      const block = (await add.json()) as { id: string };
      expect(await (await admin('GET', '/blocks')).json()).toEqual([
        { id: block.id, start: '2026-06-02T06:00:00.000Z', end: '2026-06-02T09:00:00.000Z', note: 'Dentist' },
      ]);
      expect((await slots()).slots[0].start).toBe('2026-06-03T06:00:00.000Z');
      expect((await admin('DELETE', `/blocks/${block.id}`)).status).toBe(204);
      expect((await slots()).slots[0].start).toBe(tue0900);
      expect((await admin('POST', '/blocks', { start: '2026-06-02T09:00:00Z', end: '2026-06-02T06:00:00Z' })).status).toBe(400);
      expect((await visitor.request('GET', '/api/admin/meetings/blocks')).status).toBe(401);
    });

    it('takes a block’s note up to the limit the inbox’s box has, and refuses one character more naming the note', async () => {
      const block = { start: '2026-06-02T06:00:00Z', end: '2026-06-02T09:00:00Z' };
      const longest = await admin('POST', '/blocks', { ...block, note: 'x'.repeat(blockNoteLimit) });
      expect(longest.status).toBe(201);
      const over = await admin('POST', '/blocks', { ...block, note: 'x'.repeat(blockNoteLimit + 1) });
      expect(over.status).toBe(400);
      expect(await over.json()).toMatchObject({ field: 'note' });
    });
  });

  describe.skipIf(skip)('booking when the lead is sent', () => {
    it('books the slot with the send, owes the invite, and offers the slot to nobody else', async () => {
      const id = await draft({ name: 'Ana', meetingStart: tue0900 });
      const res = await send(id, tue0900);
      expect(res.status).toBe(200);
      expect(await booked()).toEqual([{ leadId: id, start: tue0900 }]);
      const owed = await owedMeetingMessages(t.db.sql);
      expect(owed).toMatchObject([{ kind: 'invite', sequence: 0, startsAt: tue0900 }]);
      // The next slot keeps the 15-minute buffer: 09:45 is still free (09:30 + 15), 09:00 is not.
      expect((await slots()).slots[0].start).toBe(tue0945);
      // A retried send (its first answer lost) changes nothing and books nothing more.
      expect((await send(id, tue0900)).status).toBe(200);
      expect(await booked()).toHaveLength(1);
      expect(await owedMeetingMessages(t.db.sql)).toHaveLength(1);
    });

    it('answers 409 naming meetingStart for a slot just taken, and leaves that lead unsent to pick again', async () => {
      await send(await draft(), tue0900);
      const id = await draft({ name: 'Ion' });
      const taken = await send(id, tue0900, { email: 'ion@example.com' });
      expect(taken.status).toBe(409);
      expect(await taken.json()).toMatchObject({ field: 'meetingStart', reason: 'taken' });
      // Not sent, not alerted: the draft is as it was before the send.
      expect(await visitor.stored(`waitlist-records/${id}`)).toMatchObject({ name: 'Ion' });
      expect((await visitor.stored(`waitlist-records/${id}`))!.status).toBeUndefined();
      expect(await alerts(id)).toBe(0);
      const again = await send(id, tue0945, { email: 'ion@example.com' });
      expect(again.status).toBe(200);
      expect(await alerts(id)).toBe(1);
      expect((await booked()).map((b) => b.start).sort()).toEqual([tue0900, tue0945]);
    });

    it('refuses a time the hours never offer with 400, and one too soon with 409', async () => {
      const odd = await send(await draft(), '2026-06-02T06:10:00Z');
      expect(odd.status).toBe(400);
      expect(await odd.json()).toMatchObject({ field: 'meetingStart', reason: 'not-offered' });
      const soon = await send(await draft(), '2026-06-01T06:00:00Z'); // Monday 09:00: 2 hours away
      expect(soon.status).toBe(409);
      expect(await booked()).toEqual([]);
    });

    it('names why meetingStart is refused as a key in `reasons`: not offered (400), taken (409), booking off (409), never all as taken', async () => {
      const body = async (res: Response) => ({ status: res.status, ...((await res.json()) as Record<string, unknown>) });
      expect(await body(await send(await draft(), '2026-06-02T06:10:00Z'))).toMatchObject({
        status: 400,
        field: 'meetingStart',
        reason: 'not-offered',
        reasons: { meetingStart: { key: 'meetingNotOffered' } },
      });
      await send(await draft(), tue0900);
      expect(await body(await send(await draft(), tue0900, { email: 'ion@example.com' }))).toMatchObject({
        status: 409,
        field: 'meetingStart',
        reason: 'taken',
        reasons: { meetingStart: { key: 'meetingTaken' } },
      });
      // The same server restarted without MEETING_HOURS: a time picked before is refused as 'off'.
      const off = new Visitor(viaApp(testApp(t.store, { meetings: createMeetings(t.db.sql, { config: null }) })));
      await off.start();
      const id = ((await (await off.post('/api/waitlist-records/', { name: 'Ana' })).json()) as { _id: string })._id;
      const refused = await off.put(`/api/waitlist-records/${id}`, { ...lead, meetingStart: tue0945, status: 'submitted' });
      expect(await body(refused)).toMatchObject({ status: 409, field: 'meetingStart', reason: 'off', reasons: { meetingStart: { key: 'meetingOff' } } });
      // The team's refusals too: a second meeting for one lead, a time in the past.
      const [first] = await booked();
      expect(await body(await admin('POST', '', { leadId: first.leadId, start: '2026-06-05T12:00:00Z' }))).toMatchObject({
        status: 409,
        field: 'leadId',
        reasons: { leadId: { key: 'meetingLeadHasOne' } },
      });
      expect(await body(await admin('POST', '', { leadId: first.leadId, start: '2026-05-01T12:00:00Z' }))).toMatchObject({
        status: 400,
        field: 'start',
        reasons: { start: { key: 'meetingNotOffered' } },
      });
    });

    it('books nothing for a lead flagged spam (the honeypot), which is still stored', async () => {
      const id = await draft();
      const res = await visitor.put(`/api/waitlist-records/${id}`, { ...lead, meetingStart: tue0900, status: 'submitted', companyFax: '555' });
      expect(res.status).toBe(200);
      expect(await booked()).toEqual([]);
      expect(await owedMeetingMessages(t.db.sql)).toEqual([]);
    });

    it('takes no booking from a plain form post (the picker needs script; the team books those)', async () => {
      const form = new URLSearchParams({ name: 'Ana', email: 'ana@example.com', meetingStart: tue0900, locale: 'en' });
      const res = await app.request('/forms/demo', {
        method: 'POST',
        body: form,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', 'X-Test-Address': '192.0.2.9' },
      });
      expect(res.status).toBe(303);
      const [stored] = await t.db.sql.query<{ data: Record<string, unknown> }>(`SELECT data FROM leads WHERE submitted`);
      expect(stored.data).toMatchObject({ name: 'Ana' });
      expect(stored.data.meetingStart).toBeUndefined();
      expect(await booked()).toEqual([]);
    });

    it('books a lead sent in one POST too', async () => {
      const res = await visitor.post('/api/waitlist-records/', { ...lead, meetingStart: tue0900, status: 'submitted' });
      expect(res.status).toBe(201);
      expect(await booked()).toHaveLength(1);
    });

    it('books one slot once when 20 visitors send it at the same moment; the others are told to pick again', async () => {
      const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => draft({ name: `Visitor ${i}` })));
      const answers = await Promise.all(ids.map((id, i) => send(id, tue0900, { email: `v${i}@example.com` })));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, ...Array(19).fill(409)]);
      const winner = ids[answers.findIndex((a) => a.status === 200)];
      expect(await booked()).toEqual([{ leadId: winner, start: tue0900 }]);
      const sent = await t.db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM leads WHERE submitted`);
      expect(sent[0].n).toBe(1);
      for (const a of answers.filter((a) => a.status === 409)) expect(await a.json()).toMatchObject({ field: 'meetingStart' });
      // Beneath the code's check, the database itself refuses a second meeting at that start.
      await expect(
        t.db.sql.query(
          `INSERT INTO meetings (lead_id, starts_at, ends_at, video_url, booked_by) SELECT lead_id, starts_at, ends_at, video_url, 'team' FROM meetings`,
        ),
      ).rejects.toThrow(/meetings_one_per/);
    });
  });

  describe.skipIf(skip)('the meeting page', () => {
    const bookOne = async () => {
      const id = await draft();
      await send(id, tue0900);
      const [m] = await t.db.sql.query<{ id: string }>(`SELECT id FROM meetings WHERE lead_id = $1`, [id]);
      return { leadId: id, meetingId: m.id, token: await meetings.issueToken(m.id) };
    };

    it('shows the meeting to its token and nothing of the lead; an unknown token is a 404', async () => {
      const { token } = await bookOne();
      const res = await visitor.get(`/api/meeting?token=${token}`);
      const shown = (await res.json()) as Record<string, unknown>;
      expect(shown).toMatchObject({ start: tue0900, status: 'booked', sequence: 0, locale: 'ro', timeZone: 'Europe/Bucharest' });
      expect(shown.videoUrl).toMatch(/^https:\/\/meet\.example\/hw-[A-Za-z0-9_-]{20}$/);
      expect(JSON.stringify(shown)).not.toMatch(/Ana|centru|@/);
      expect((await visitor.get(`/api/meeting?token=${'x'.repeat(43)}`)).status).toBe(404);
      // Reading it twice changed nothing.
      expect(await (await visitor.get(`/api/meeting?token=${token}`)).json()).toEqual(shown);
      const [{ token_hash }] = await t.db.sql.query<{ token_hash: string }>(`SELECT token_hash FROM meeting_tokens`);
      expect(token_hash).not.toContain(token);
    });

    it('reschedules to another open slot (same meeting, SEQUENCE + 1, an update owed) and frees the old one', async () => {
      const { token, meetingId } = await bookOne();
      const moved = await visitor.post('/api/meeting/reschedule', { token, start: '2026-06-03T06:00:00Z' });
      expect(moved.status).toBe(200);
      expect(await moved.json()).toMatchObject({ start: '2026-06-03T06:00:00.000Z', sequence: 1 });
      expect((await slots()).slots[0].start).toBe(tue0900);
      expect((await owedMeetingMessages(t.db.sql)).map((m) => [m.meetingId, m.kind, m.sequence])).toEqual([
        [meetingId, 'invite', 0],
        [meetingId, 'update', 1],
      ]);
      const taken = await (async () => {
        await send(await draft(), tue0945);
        return visitor.post('/api/meeting/reschedule', { token, start: tue0945 });
      })();
      expect(taken.status).toBe(409);
      expect(await taken.json()).toMatchObject({ field: 'start', reason: 'taken' });
    });

    it('stops a link from moving its meeting without end (each move owes two e-mails)', async () => {
      const { token } = await bookOne();
      const open = (await slots()).slots.map((s) => s.start);
      for (let i = 0; i < maxReschedules; i++) expect((await visitor.post('/api/meeting/reschedule', { token, start: open[i + 1] })).status).toBe(200);
      const refused = await visitor.post('/api/meeting/reschedule', { token, start: open[maxReschedules + 2] });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ reason: 'too-many-changes' });
      // Cancelling still works.
      expect((await visitor.post('/api/meeting/cancel', { token })).status).toBe(200);
    });

    it('cancels by a button press: the slot opens again, a cancel is owed, and nothing more can change', async () => {
      const { token } = await bookOne();
      const cancelled = await visitor.post('/api/meeting/cancel', { token });
      expect(await cancelled.json()).toMatchObject({ status: 'cancelled', sequence: 1 });
      expect((await slots()).slots[0].start).toBe(tue0900);
      expect((await owedMeetingMessages(t.db.sql)).map((m) => m.kind)).toEqual(['invite', 'cancel']);
      expect((await visitor.post('/api/meeting/cancel', { token })).status).toBe(409);
      expect((await visitor.post('/api/meeting/reschedule', { token, start: tue0945 })).status).toBe(409);
      // The slot is free for another visitor.
      expect((await send(await draft(), tue0900)).status).toBe(200);
    });
  });

  describe.skipIf(skip)('the meeting page without JavaScript', () => {
    const page = (path: string, init: RequestInit = {}) => app.request(path, init);
    const formPost = (path: string, fields: Record<string, string>, site = 'same-origin') =>
      page(path, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': site },
      });

    it("shows the meeting in the lead's language, moves it and cancels it by form posts only", async () => {
      const id = await draft();
      await send(id, tue0900);
      const [m] = await t.db.sql.query<{ id: string }>(`SELECT id FROM meetings WHERE lead_id = $1`, [id]);
      const token = await meetings.issueToken(m.id);
      const shown = await page(`/meeting?token=${token}`);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('Cache-Control')).toBe('no-store');
      const html = await shown.text();
      // The token in the address never leaves with a click on the video link.
      expect(html).toContain('<meta name="referrer" content="no-referrer">');
      expect(html).toContain('<html lang="ro">');
      expect(html).toContain('Întâlnirea dumneavoastră demo');
      expect(html).toContain('marți, 2 iunie 2026'); // 09:00 in Bucharest, in Romanian
      expect(html).toContain('09:00');
      expect(html).not.toMatch(/Ana|centru-viata/);
      expect(await booked()).toEqual([{ leadId: id, start: tue0900 }]); // opening it changed nothing
      expect((await formPost('/meeting/cancel', { token }, 'cross-site')).status).toBe(403);
      const moved = await formPost('/meeting/reschedule', { token, start: tue0945 });
      expect(moved.status).toBe(303);
      expect(moved.headers.get('Location')).toBe(`/meeting?token=${token}&done=moved`);
      expect(await booked()).toEqual([{ leadId: id, start: tue0945 }]);
      expect(await (await page(moved.headers.get('Location')!)).text()).toContain('Întâlnirea a fost mutată.');
      const cancelled = await formPost('/meeting/cancel', { token });
      expect(cancelled.status).toBe(303);
      expect(await (await page(`/meeting?token=${token}`)).text()).toContain('Această întâlnire a fost anulată.');
      expect((await page(`/meeting?token=${'y'.repeat(43)}`)).status).toBe(404);
    });

    it('says a move refused because booking was switched off as no other time open, never as a cancelled meeting', async () => {
      const id = await draft();
      await send(id, tue0900);
      const [m] = await t.db.sql.query<{ id: string }>(`SELECT id FROM meetings WHERE lead_id = $1`, [id]);
      const token = await meetings.issueToken(m.id);
      // The server restarted without MEETING_HOURS after the page with its times was shown.
      const off = testApp(t.store, { meetings: createMeetings(t.db.sql, { config: null, now: () => clock }) });
      const refused = await off.request('/meeting/reschedule', {
        method: 'POST',
        body: new URLSearchParams({ token, start: tue0945 }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
      });
      expect(refused.status).toBe(409);
      const alert = /<p class="notice error" role="alert">([^<]*)<\/p>/.exec(await refused.text())?.[1];
      expect(alert).toBe(pageText.ro.noSlots);
      expect(await booked()).toEqual([{ leadId: id, start: tue0900 }]);
    });

    it('shows the times in the zone the visitor booked in, as their e-mails do, and names it', async () => {
      const id = await draft();
      await send(id, tue0900, { meetingTimeZone: 'America/New_York' });
      const [m] = await t.db.sql.query<{ id: string }>(`SELECT id FROM meetings WHERE lead_id = $1`, [id]);
      const token = await meetings.issueToken(m.id);
      const html = await (await page(`/meeting?token=${token}`)).text();
      // 09:00 in Bucharest is 02:00 in New York that June day (both on summer time).
      expect(/<strong>[^<]*:<\/strong> ([^<]*)<\/p>/.exec(html)?.[1]).toMatch(/^marți, 2 iunie 2026(,| la)? 02:00–02:\d\d$/);
      expect(html).toContain('America/New_York');
      expect(html).not.toContain('Europe/Bucharest');
      expect(await (await visitor.get(`/api/meeting?token=${token}`)).json()).toMatchObject({ start: tue0900, timeZone: 'America/New_York' });
      // The times offered for a move are in that zone too: the first open one, 09:45 in Bucharest.
      expect(html).toContain(`value="${tue0945}" required>02:45</label>`);
    });
  });

  describe.skipIf(skip)('reminders', () => {
    const remind = (at: string) => t.db.sql.transaction((tx) => recordDueReminders(tx, config, new Date(at)));
    const reminders = async () => (await owedMeetingMessages(t.db.sql)).filter((m) => m.kind === 'reminder');

    it('records one reminder once the meeting is within MEETING_REMINDER_HOURS, however often the job runs', async () => {
      await send(await draft(), tue0900);
      expect(await remind('2026-06-01T05:59:00Z')).toBe(0); // 24 h 1 min before
      expect(await remind('2026-06-01T06:00:00Z')).toBe(1);
      expect(await remind('2026-06-01T06:01:00Z')).toBe(0);
      expect(await remind('2026-06-02T05:00:00Z')).toBe(0);
      expect(await remind('2026-06-02T07:00:00Z')).toBe(0); // after the start
    });

    it('records none after a cancel, and drops one waiting when the meeting moves out of the window', async () => {
      const id = await draft();
      await send(id, tue0900);
      const [m] = await t.db.sql.query<{ id: string }>(`SELECT id FROM meetings WHERE lead_id = $1`, [id]);
      const token = await meetings.issueToken(m.id);
      clock = new Date('2026-06-01T06:30:00Z');
      expect(await remind('2026-06-01T06:30:00Z')).toBe(1);
      await visitor.post('/api/meeting/reschedule', { token, start: '2026-06-05T06:00:00Z' });
      expect(await reminders()).toEqual([]);
      expect(await remind('2026-06-02T06:00:00Z')).toBe(0); // the new time is days away
      expect(await remind('2026-06-04T06:00:00Z')).toBe(1); // and falls due in time
      await visitor.post('/api/meeting/cancel', { token });
      expect(await reminders()).toEqual([]);
      expect(await remind('2026-06-04T07:00:00Z')).toBe(0);
    });
  });

  describe.skipIf(skip)("the team's side", () => {
    it('lists upcoming meetings with who, center and lead; books for a lead who only suggested a time; records held and no-show', async () => {
      const visitorLead = await draft();
      await send(visitorLead, tue0900);
      const suggestion = await draft();
      await send(suggestion, undefined, { email: 'ion@example.com', name: 'Ion', scheduleMeetingNotes: 'Thursday afternoon?' });
      // Thursday 15:00 in Bucharest: outside the hours, agreed by e-mail; the team may book it.
      const byTeam = await admin('POST', '', { leadId: suggestion, start: '2026-06-04T12:00:00Z' });
      expect(byTeam.status).toBe(201);
      expect(await byTeam.json()).toMatchObject({ start: '2026-06-04T12:00:00.000Z', bookedBy: 'team', sequence: 0 });
      expect((await admin('POST', '', { leadId: suggestion, start: '2026-06-05T12:00:00Z' })).status).toBe(409); // one per lead
      expect((await admin('POST', '', { leadId: suggestion, start: 'next Friday' })).status).toBe(400);
      const list = (await (await admin('GET', '')).json()) as Array<Record<string, unknown>>;
      expect(list.map((m) => [m.start, m.name, m.center, m.leadId])).toEqual([
        [tue0900, lead.name, lead.center, visitorLead],
        ['2026-06-04T12:00:00.000Z', 'Ion', lead.center, suggestion],
      ]);
      expect((await owedMeetingMessages(t.db.sql)).map((m) => m.kind)).toEqual(['invite', 'invite']);
      const meetingId = list[0].id as string;
      expect((await admin('POST', `/${meetingId}/outcome`, { outcome: 'held' })).status).toBe(409); // not started yet
      clock = new Date('2026-06-02T07:00:00Z');
      // Over, and not yet marked: still on the team's list, which is where it is marked.
      const listed = async () => ((await (await admin('GET', '')).json()) as Array<Record<string, unknown>>).map((m) => m.id);
      expect(await listed()).toContain(meetingId);
      const held = await admin('POST', `/${meetingId}/outcome`, { outcome: 'no-show' });
      expect(await held.json()).toMatchObject({ status: 'no-show' });
      expect(await listed()).not.toContain(meetingId);
      expect((await admin('POST', `/${meetingId}/outcome`, { outcome: 'maybe' })).status).toBe(400);
      expect((await visitor.request('POST', '/api/admin/meetings', { json: { leadId: suggestion, start: tue0945 } })).status).toBe(401);
    });

    it("carries the lead's meeting on its record, whoever booked it: the desk's list page and the record", async () => {
      const byVisitor = await draft();
      await send(byVisitor, tue0900);
      const byTeam = await draft();
      await send(byTeam, undefined, { email: 'ion@example.com', name: 'Ion' });
      const none = await draft();
      await send(none, undefined, { email: 'dana@example.com', name: 'Dana' });
      expect((await admin('POST', '', { leadId: byTeam, start: '2026-06-04T12:00:00Z' })).status).toBe(201);
      const lead = (method: string, path: string) => visitor.request(method, `/api/admin/leads/waitlist-records${path}`, { admin: true });
      const record = async (id: string) => (await (await lead('GET', `/${id}`)).json()) as Record<string, unknown>;
      expect(await record(byTeam)).toMatchObject({ meeting: { start: '2026-06-04T12:00:00.000Z', status: 'booked', bookedBy: 'team' } });
      expect((await record(byTeam)).meetingStart).toBeUndefined();
      expect(await record(byVisitor)).toMatchObject({ meeting: { start: tue0900, status: 'booked', bookedBy: 'visitor' } });
      expect(await record(none)).toMatchObject({ meeting: null });
      const page = (await (await lead('GET', '?filter=sent')).json()) as { records: Array<{ _id: string; meeting: { bookedBy: string } | null }> };
      expect(Object.fromEntries(page.records.map((r) => [r._id, r.meeting?.bookedBy ?? null]))).toEqual({
        [byVisitor]: 'visitor',
        [byTeam]: 'team',
        [none]: null,
      });
      // Cancelled by its link: the record says so, and the team may book again.
      const [m] = await t.db.sql.query<{ id: string }>(`SELECT id FROM meetings WHERE lead_id = $1`, [byVisitor]);
      expect((await visitor.post('/api/meeting/cancel', { token: await meetings.issueToken(m.id) })).status).toBe(200);
      expect(await record(byVisitor)).toMatchObject({ meeting: { start: tue0900, status: 'cancelled' } });
      expect((await admin('POST', '', { leadId: byVisitor, start: '2026-06-05T12:00:00Z' })).status).toBe(201);
      expect(await record(byVisitor)).toMatchObject({ meeting: { start: '2026-06-05T12:00:00.000Z', status: 'booked', bookedBy: 'team' } });
    });

    it("lists the person's meetings in their privacy export, a cancelled one too, and no one else's", async () => {
      const id = await draft();
      await send(id, tue0900);
      const [m] = await t.db.sql.query<{ id: string }>(`SELECT id FROM meetings WHERE lead_id = $1`, [id]);
      expect((await visitor.post('/api/meeting/cancel', { token: await meetings.issueToken(m.id) })).status).toBe(200);
      const other = await draft({ name: 'Ion' });
      await send(other, tue0945, { email: 'ion@example.org' });
      const exported = await visitor.request('GET', `/api/admin/privacy/export?email=${encodeURIComponent(lead.email)}`, { admin: true });
      expect(exported.status).toBe(200);
      const file = (await exported.json()) as { records: Record<string, { _id: string }[]>; meetings: unknown[] };
      expect(file.records['waitlist-records'].map((r) => r._id)).toEqual([id]);
      expect(file.meetings).toEqual([
        {
          leadId: id,
          start: tue0900,
          end: '2026-06-02T06:30:00.000Z',
          status: 'cancelled',
          sequence: 1,
          videoUrl: expect.stringMatching(/^https:\/\/meet\.example\/hw-[\w-]+$/),
          bookedBy: 'visitor',
          bookedAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ]);
      const nobody = await visitor.request('GET', `/api/admin/privacy/export?email=${encodeURIComponent('nobody@example.org')}`, { admin: true });
      expect(((await nobody.json()) as { meetings: unknown[] }).meetings).toEqual([]);
    });

    it('forgets a meeting with its lead: an erasure removes the meeting, its links and what it owed, and frees the time', async () => {
      const id = await draft();
      await send(id, tue0900);
      const [m] = await t.db.sql.query<{ id: string }>(`SELECT id FROM meetings WHERE lead_id = $1`, [id]);
      const token = await meetings.issueToken(m.id);
      const erased = await visitor.request('POST', '/api/admin/privacy/erase', { admin: true, json: { email: lead.email } });
      expect(erased.status).toBe(200);
      for (const table of ['meetings', 'meeting_tokens', 'meeting_messages']) expect(await t.db.sql.query(`SELECT 1 FROM ${table}`)).toEqual([]);
      expect((await visitor.get(`/api/meeting?token=${token}`)).status).toBe(404);
      expect((await slots()).slots[0].start).toBe(tue0900);
    });
  });
});

describe('a database that is gone', () => {
  it('answers the slots, the meeting page and the team calls with 503 and Retry-After, never a 500', async () => {
    const gone = await pgliteStore();
    const app = testApp(gone.store, { meetings: createMeetings(gone.db.sql, { config }), inbox: { sql: gone.db.sql, idleMs: 3_600_000 } });
    await gone.close();
    const visitor = await new Visitor(viaApp(app)).start().catch(() => new Visitor(viaApp(app)));
    for (const res of [
      await app.request('/api/meeting-slots'),
      await app.request(`/api/meeting?token=${'z'.repeat(43)}`),
      await app.request(`/meeting?token=${'z'.repeat(43)}`),
      await visitor.request('GET', '/api/admin/meetings/blocks', { admin: true }),
    ]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('5');
    }
  });
});
