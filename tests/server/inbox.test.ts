/**
 * The owner's inbox API (/api/admin) on the real app and the embedded database: sign-in and its
 * cookie, throttling, idle expiry with the clock set forward, sign-out, the bearer token, lists
 * (filters, search, paging), 'contacted', CSV, delete with audit, and privacy requests.
 */
import { spamReasons } from '../../src/domain/spam';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { unicodeEmails } from '../../server/db/emailMatch';
import { adminSessionIdleHours, ownerSpamReason, signInThrottle, type InboxPage, type PersonData } from '../../src/domain/inbox';
import { pgliteStore, type TestStore } from './helpers/db';
import { testApp } from './helpers/app';
import { adminToken, Owner as OwnerOf, viaApp } from './helpers/client';
import { samples } from './samples';

const password = 'owner password 2026';
let t: TestStore;
let passwordHash: string;
let clock = new Date();
const idleMs = adminSessionIdleHours * 3_600_000;

// The absolute lifetime is far off here: this file's session tests are about the idle period (deskPeople.test.ts: the absolute one).
const app = () => testApp(t.store, { inbox: { sql: t.db.sql, passwordHash, idleMs, maxMs: 30 * 24 * 3_600_000, now: () => clock } });

/** The owner, whose password is this file's. */
class Owner extends OwnerOf {
  override signIn(secret = password) {
    return super.signIn(secret);
  }
}

const owner = async (address?: string) => new Owner(viaApp(app(), address)).start();

beforeAll(async () => {
  t = await pgliteStore();
  passwordHash = await hashPassword(password);
});
afterAll(() => t?.close());
beforeEach(async () => {
  clock = new Date();
  await t.db.sql.query('TRUNCATE leads, audit_log, admin_sessions CASCADE');
});

describe('signing in', () => {
  it('trades the password for an HttpOnly, SameSite=Strict, signed session cookie on the admin API path', async () => {
    const o = await owner();
    const res = await o.signIn();
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('heartwork_admin='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/admin/);
    expect(cookie).toMatch(new RegExp(`Max-Age=${adminSessionIdleHours * 3600}`));
    expect(cookie).not.toMatch(/Secure/); // plain http here; behind https it is Secure (next test)
    expect(decodeURIComponent(o.session!)).toMatch(/^[\w-]{43}\.[\w+/=-]+$/); // value.signature
    expect((await o.get('/api/admin/session')).status).toBe(200);
  });

  it('marks the cookie Secure behind https', async () => {
    const res = await app().request('https://site.example/api/admin/session', {
      method: 'POST',
      headers: { Cookie: 'XSRF-TOKEN=' + 'a'.repeat(43), 'X-XSRF-TOKEN': 'a'.repeat(43), 'Content-Type': 'application/json', 'X-Test-Address': '192.0.2.9' },
      body: JSON.stringify({ secret: password }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('heartwork_admin='))).toMatch(/Secure/);
  });

  it('accepts the ADMIN_TOKEN as the secret too', async () => {
    expect((await (await owner()).signIn(adminToken)).status).toBe(200);
  });

  it('refuses a wrong password, and a forged or altered cookie', async () => {
    const o = await owner('192.0.2.20');
    expect((await o.signIn('wrong')).status).toBe(401);
    expect(o.session).toBeUndefined();
    o.session = 'forged.value';
    expect((await o.get('/api/admin/leads/affiliates')).status).toBe(401);
    await o.signIn();
    o.session = o.session!.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A'));
    expect((await o.get('/api/admin/leads/affiliates')).status).toBe(401);
  });

  it(`throttles wrong guesses: after ${signInThrottle.attempts} the right password waits too`, async () => {
    const o = await owner('192.0.2.30');
    for (let i = 1; i < signInThrottle.attempts; i++) expect((await o.signIn(`guess ${i}`)).status).toBe(401);
    const last = await o.signIn('last guess');
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await o.signIn()).status).toBe(429);
    // Another address is not held back.
    expect((await (await owner('192.0.2.31')).signIn()).status).toBe(200);
  });

  it("keeps serving the owner's session while a right password after four typos is being checked", async () => {
    const o = await owner('192.0.2.34');
    expect((await o.signIn()).status).toBe(200); // the inbox open in one tab
    for (let i = 1; i < signInThrottle.attempts; i++) expect((await o.signIn(`typo ${i}`)).status).toBe(401);
    const signingIn = o.signIn();
    await new Promise((resolve) => setTimeout(resolve, 5)); // within the password's hash check
    // The open inbox's own requests: its session is no guess, and no wrong one has reached the limit.
    expect((await o.get('/api/admin/leads/affiliates')).status).toBe(200);
    expect((await signingIn).status).toBe(200);
  });

  it('counts no admin call without a secret as a guess: on a server with only the password, the owner still signs in', async () => {
    // A link to the lead list opened in a browser, a monitor probing the alerts: no Authorization header.
    const passwordOnly = testApp(t.store, { adminToken: undefined, inbox: { sql: t.db.sql, passwordHash, idleMs, now: () => clock } });
    const o = await new Owner(viaApp(passwordOnly, '192.0.2.32')).start();
    const doors = ['/api/alerts', '/api/waitlist-records', '/api/alerts?status=failed', '/api/affiliates?format=csv'];
    for (let i = 0; i <= signInThrottle.attempts; i++) expect((await o.get(doors[i % doors.length])).status).toBe(401);
    expect((await o.signIn()).status).toBe(200);
  });

  it.each<[string, (o: Owner, secret: string) => Promise<Response>, string]>([
    ['the password at sign-in', (o, secret) => o.signIn(secret), password],
    ['the ADMIN_TOKEN at sign-in', (o, secret) => o.signIn(secret), adminToken],
    [
      'a bearer token at the inbox',
      (o, secret) => o.request('GET', '/api/admin/leads/affiliates', { headers: { Authorization: `Bearer ${secret}` } }),
      adminToken,
    ],
    ['a bearer token at the alerts', (o, secret) => o.request('GET', '/api/alerts', { headers: { Authorization: `Bearer ${secret}` } }), adminToken],
    ['a bearer token at the lead list', (o, secret) => o.request('GET', '/api/affiliates', { headers: { Authorization: `Bearer ${secret}` } }), adminToken],
  ])('holds guesses sent at once like guesses sent one by one: %s, the right one sent last, waits', async (_, send, right) => {
    const o = await owner('192.0.2.33'); // an app of its own: a count of its own
    const wrong = Array.from({ length: 4 * signInThrottle.attempts }, (_, i) => `wrong-guess-${i}`);
    const statuses = await Promise.all([...wrong, right].map((secret) => send(o, secret).then((res) => res.status)));
    // Fewer wrong guesses were checked than the limit lets through one by one (each checked one is a 401 or the 429 that reaches the limit).
    expect(statuses.filter((status) => status === 401).length).toBeLessThan(signInThrottle.attempts);
    expect(statuses.at(-1)).toBe(429);
    expect((await send(o, right)).status).toBe(429);
  });

  it(`ends a session left idle for ${adminSessionIdleHours} hours, keeps one in use`, async () => {
    const o = await owner();
    await o.signIn();
    clock = new Date(clock.getTime() + idleMs - 60_000);
    expect((await o.get('/api/admin/leads/affiliates')).status).toBe(200); // used: the idle clock restarts
    clock = new Date(clock.getTime() + idleMs - 60_000);
    expect((await o.get('/api/admin/leads/affiliates')).status).toBe(200);
    clock = new Date(clock.getTime() + idleMs + 60_000);
    const expired = await o.get('/api/admin/leads/affiliates');
    expect(expired.status).toBe(401);
    expect((await expired.json()).error).toMatch(/session has ended/);
  });

  it('signs out: the cookie is cleared and the session no longer opens anything', async () => {
    const o = await owner();
    await o.signIn();
    const kept = o.session!;
    expect((await o.delete('/api/admin/session')).status).toBe(204);
    expect(o.session).toBeUndefined();
    o.session = kept; // a copy of the old cookie
    const probe = await o.get('/api/admin/session');
    expect(probe.status).toBe(200); // asking is not an error; the answer is no
    expect(await probe.json()).toEqual({ signedIn: false });
    expect((await o.get('/api/admin/leads/affiliates')).status).toBe(401);
  });

  it('signs everyone out when the password is changed, though the ADMIN_TOKEN stays the same', async () => {
    const o = await owner();
    await o.signIn();
    expect((await o.get('/api/admin/leads/affiliates')).status).toBe(200);
    // The owner changed a leaked password: the server restarts with the new hash and the same token.
    const newHash = await hashPassword('a new owner password 2026');
    const restarted = testApp(t.store, { inbox: { sql: t.db.sql, passwordHash: newHash, idleMs, now: () => clock } });
    const copy = await new Owner(viaApp(restarted)).start();
    copy.session = o.session;
    expect(await (await copy.get('/api/admin/session')).json()).toEqual({ signedIn: false });
    expect((await copy.get('/api/admin/leads/affiliates')).status).toBe(401);
  });

  it('takes the bearer token instead of a session; a wrong one is refused', async () => {
    const o = await owner();
    expect((await o.get('/api/admin/leads/affiliates', { admin: true })).status).toBe(200);
    // The scheme is case-insensitive (RFC 9110), as the leads API's admin calls take it.
    expect((await o.request('GET', '/api/admin/leads/affiliates', { headers: { Authorization: `bearer ${adminToken}` } })).status).toBe(200);
    expect((await o.request('GET', '/api/admin/leads/affiliates', { headers: { Authorization: 'Bearer wrong-token-wrong-token' } })).status).toBe(401);
    expect((await o.get('/api/admin/leads/affiliates')).status).toBe(401);
  });

  it('needs the anti-forgery header to sign in, like every API write', async () => {
    const o = await owner();
    expect((await o.request('POST', '/api/admin/session', { json: { secret: password }, xsrf: false })).status).toBe(403);
  });
});

describe('the lists', () => {
  let o: Owner;
  beforeEach(async () => {
    o = await owner();
    await o.signIn();
  });

  const page = async (path: string) => {
    const res = await o.get(path);
    expect(res.status).toBe(200);
    return (await res.json()) as InboxPage;
  };

  it('lists a resource newest first, filtered by sent or draft, searched by name or e-mail', async () => {
    const first = await t.store.create('waitlist-records', { ...samples['waitlist-records'].submitted, name: 'Old Sent' });
    const draft = await t.store.create('waitlist-records', { name: 'Draft Person', email: 'draft@example.com' });
    const last = await t.store.create('waitlist-records', { ...samples['waitlist-records'].submitted, name: 'New Sent', email: 'NEW@Example.org' });
    await t.store.create('affiliates', samples.affiliates.submitted);
    const all = await page('/api/admin/leads/waitlist-records');
    expect(all.records.map((r) => r._id)).toEqual([last._id, draft._id, first._id]);
    expect(all.total).toBe(3);
    expect((await page('/api/admin/leads/waitlist-records?filter=sent')).records.map((r) => r.name)).toEqual(['New Sent', 'Old Sent']);
    expect((await page('/api/admin/leads/waitlist-records?filter=drafts')).records.map((r) => r.name)).toEqual(['Draft Person']);
    expect((await page('/api/admin/leads/waitlist-records?q=new%40example')).records.map((r) => r.name)).toEqual(['New Sent']);
    expect((await page('/api/admin/leads/waitlist-records?q=draft%20p')).records.map((r) => r.name)).toEqual(['Draft Person']);
    expect((await page('/api/admin/leads/waitlist-records?q=%25')).records).toEqual([]); // % is a letter, not a wildcard
    expect((await o.get('/api/admin/leads/waitlist-records?filter=nonsense')).status).toBe(400);
  });

  it('lists the lead sent last first, whenever its draft began, and a draft by its last change, in the CSV too', async () => {
    const sentLast = await t.store.create('waitlist-records', { name: 'Began first, sent last', email: 'a@example.com' });
    const draft = await t.store.create('waitlist-records', { name: 'Draft changed 2 h ago', email: 'b@example.com' });
    const sentEarly = await t.store.create('waitlist-records', { ...samples['waitlist-records'].submitted, name: 'Sent 3 h ago' });
    const at = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const set = (id: string, hours: number) =>
      t.db.sql.query('UPDATE leads SET created_at = $2, updated_at = $2, submitted_at = CASE WHEN submitted THEN $2::timestamptz END WHERE id = $1', [
        id,
        at(hours),
      ]);
    await set(sentLast._id, 5);
    await set(draft._id, 2);
    await set(sentEarly._id, 3);
    // Sent an hour ago, five hours after its draft began.
    await t.db.sql.query(`UPDATE leads SET data = data || '{"status":"submitted"}', submitted = true, updated_at = $2 WHERE id = $1`, [sentLast._id, at(1)]);
    const all = await page('/api/admin/leads/waitlist-records');
    expect(all.records.map((r) => r.name)).toEqual(['Began first, sent last', 'Draft changed 2 h ago', 'Sent 3 h ago']);
    const sentAt = (await t.db.sql.query<{ at: Date }>('SELECT updated_at AS at FROM leads WHERE id = $1', [sentLast._id]))[0].at;
    expect(all.records[0].submittedAt).toBe(new Date(sentAt).toISOString());
    expect((await page('/api/admin/leads/waitlist-records?filter=sent')).records.map((r) => r.name)).toEqual(['Began first, sent last', 'Sent 3 h ago']);
    const csv = await (await o.get('/api/admin/leads/waitlist-records/csv')).text();
    const names = ['Began first, sent last', 'Draft changed 2 h ago', 'Sent 3 h ago'];
    expect(
      csv
        .split('\r\n')
        .slice(1, 4)
        .map((line) => names.find((n) => line.includes(n))),
    ).toEqual(names);
  });

  it('searches every text field: notes, a phone number, where they came from', async () => {
    await t.store.create('waitlist-records', { ...samples['waitlist-records'].submitted, name: 'Noted', notes: 'We open a second house in spring' });
    await t.store.create('affiliates', { ...samples.affiliates.submitted, phone: '+47 912 34 567' });
    await t.store.create('scholarship-applications', { centerName: 'Casa', message: 'A message about horses', utmCampaign: 'autumn-letters' });
    const names = async (resource: string, q: string) => (await page(`/api/admin/leads/${resource}?q=${encodeURIComponent(q)}`)).records.length;
    expect(await names('waitlist-records', 'SECOND HOUSE')).toBe(1);
    expect(await names('affiliates', '912 34')).toBe(1);
    expect(await names('scholarship-applications', 'horses')).toBe(1);
    expect(await names('scholarship-applications', 'autumn-letters')).toBe(1);
    // Neither a field's name nor a match across two fields is a match.
    expect(await names('waitlist-records', 'notes')).toBe(0);
    expect(await names('scholarship-applications', 'Casa A message')).toBe(0);
  });

  it('marks a record opened the first time anyone opens it, and keeps that first time', async () => {
    const sent = await t.store.create('affiliates', samples.affiliates.submitted);
    expect((await page('/api/admin/leads/affiliates')).records[0].openedAt).toBeNull();
    const first = clock;
    expect((await o.post(`/api/admin/leads/affiliates/${sent._id}/opened`, {})).status).toBe(200);
    clock = new Date(first.getTime() + 60_000);
    expect(((await (await o.post(`/api/admin/leads/affiliates/${sent._id}/opened`, {})).json()) as { openedAt: string }).openedAt).toBe(first.toISOString());
    expect((await page('/api/admin/leads/affiliates')).records[0].openedAt).toBe(first.toISOString());
    expect((await o.post(`/api/admin/leads/affiliates/00000000-0000-4000-8000-000000000000/opened`, {})).status).toBe(404);
  });

  it('lists the leads the spam signals flagged under Flagged spam', async () => {
    await t.store.create('affiliates', samples.affiliates.draft);
    await t.store.create('affiliates', samples.affiliates.submitted);
    const flagged = await t.store.create('affiliates', samples.affiliates.submitted, { spamReason: spamReasons.honeypot });
    const spam = await page('/api/admin/leads/affiliates?filter=spam');
    expect(spam.records.map((r) => [r._id, r.spam, r.spamReason])).toEqual([[flagged._id, true, spamReasons.honeypot]]);
    // The list's CSV says it too, as the export does: a flagged lead does not pass for a person's.
    const csv = await (await o.get('/api/admin/leads/affiliates/csv')).text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const at = (name: string) => header.split(',').indexOf(`"${name}"`);
    expect(at('spam')).toBeGreaterThan(0);
    const cells = rows.map((row) => row.split(','));
    expect(cells.map((c) => [c[0], c[at('spam')], c[at('spamReason')]])).toEqual([
      [`"${flagged._id}"`, '"true"', `"${spamReasons.honeypot}"`],
      [expect.any(String), '"false"', '""'],
      [expect.any(String), '"false"', '""'],
    ]);
  });

  it('pages with cursors both ways, the same rows as one long list', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) ids.unshift((await t.store.create('affiliates', { centerName: `Center ${i}` }))._id);
    const p1 = await page('/api/admin/leads/affiliates');
    expect(p1.records.map((r) => r._id)).toEqual(ids.slice(0, 25));
    expect(p1.newer).toBeNull();
    const p2 = await page(`/api/admin/leads/affiliates?before=${p1.older}`);
    expect(p2.records.map((r) => r._id)).toEqual(ids.slice(25, 50));
    const p3 = await page(`/api/admin/leads/affiliates?before=${p2.older}`);
    expect(p3.records.map((r) => r._id)).toEqual(ids.slice(50));
    expect(p3.older).toBeNull();
    const back = await page(`/api/admin/leads/affiliates?after=${p3.newer}`);
    expect(back.records.map((r) => r._id)).toEqual(ids.slice(25, 50));
    const front = await page(`/api/admin/leads/affiliates?after=${back.newer}`);
    expect(front.records.map((r) => r._id)).toEqual(ids.slice(0, 25));
    expect(front.newer).toBeNull();
    expect(p2.total).toBe(60);
  });

  it('answers a cursor past bigint’s range as any malformed one (the first page), and a search holding NUL with 400 naming q', async () => {
    const id = (await t.store.create('affiliates', { centerName: 'Center' }))._id;
    for (const cursor of ['before=9223372036854775808', 'after=9999999999999999999', 'before=x1']) {
      expect((await page(`/api/admin/leads/affiliates?${cursor}`)).records.map((r) => r._id)).toEqual([id]);
    }
    for (const path of ['/api/admin/leads/affiliates?q=a%00b', '/api/admin/leads/affiliates/csv?q=%00']) {
      const res = await o.get(path);
      expect(res.status).toBe(400);
      expect((await res.json()).field).toBe('q');
    }
  });

  it('marks a record as contacted, shown in the list; the visitor’s last change stays', async () => {
    const sent = await t.store.create('scholarship-applications', samples['scholarship-applications'].submitted);
    const res = await o.post(`/api/admin/leads/scholarship-applications/${sent._id}/contacted`, {});
    expect(res.status).toBe(200);
    const listed = (await page('/api/admin/leads/scholarship-applications')).records[0];
    expect(listed.lastContactAt).toBe(clock.toISOString());
    expect(listed.updatedAt).toBe(sent.updatedAt);
    expect(listed.submittedAt).toBe(sent.updatedAt);
  });

  it('undoes a contact: the last contact goes back to what it was, a time or never', async () => {
    const sent = await t.store.create('waitlist-records', samples['waitlist-records'].submitted);
    const path = `/api/admin/leads/waitlist-records/${sent._id}/last-contact`;
    const contact = async (at: unknown) => o.put(path, { at });
    expect(((await (await contact('now')).json()) as { lastContactAt: string }).lastContactAt).toBe(clock.toISOString());
    expect(((await (await contact(null)).json()) as { lastContactAt: null }).lastContactAt).toBeNull();
    const earlier = new Date(clock.getTime() - 86_400_000).toISOString();
    expect(((await (await contact(earlier)).json()) as { lastContactAt: string }).lastContactAt).toBe(earlier);
    for (const wrong of ['yesterday', new Date(clock.getTime() + 60_000).toISOString(), 5]) {
      const res = await contact(wrong);
      expect(res.status).toBe(400);
      expect((await res.json()).field).toBe('at');
    }
    expect((await page('/api/admin/leads/waitlist-records')).records[0].lastContactAt).toBe(earlier);
  });

  it('flags a lead as spam by hand and lifts a flag, and puts a signal’s reason back on undo', async () => {
    const flagged = await t.store.create('affiliates', samples.affiliates.submitted, { spamReason: spamReasons.tooFast });
    const path = `/api/admin/leads/affiliates/${flagged._id}/spam`;
    const flag = async (reason: unknown) => o.put(path, { reason });
    expect((await (await flag(null)).json()).spam).toBe(false);
    expect((await page('/api/admin/leads/affiliates?filter=spam')).total).toBe(0);
    expect((await (await flag(spamReasons.tooFast)).json()).spamReason).toBe(spamReasons.tooFast);
    expect((await (await flag(ownerSpamReason)).json()).spamReason).toBe(ownerSpamReason);
    const res = await flag('because I say so');
    expect(res.status).toBe(400);
    expect((await res.json()).field).toBe('reason');
  });

  it('downloads the current filter as CSV, with the last contact', async () => {
    await t.store.create('waitlist-records', { ...samples['waitlist-records'].submitted, name: 'Sent One' });
    await t.store.create('waitlist-records', { name: 'Draft One' });
    const res = await o.get('/api/admin/leads/waitlist-records/csv?filter=sent');
    expect(res.headers.get('Content-Disposition')).toMatch(/attachment; filename="waitlist-records-sent-\d{4}-\d\d-\d\d\.csv"/);
    const text = await res.text();
    expect(text).toContain('Sent One');
    expect(text).not.toContain('Draft One');
    expect(text.split('\r\n')[0]).toMatch(/"lastContactAt","pipelineStatus","statusHistory","notes"$/);
  });

  it('deletes a record and records it in the audit log without personal data', async () => {
    const record = await t.store.create('affiliates', samples.affiliates.submitted);
    expect((await o.delete(`/api/admin/leads/affiliates/${record._id}`)).status).toBe(204);
    expect((await o.get(`/api/admin/leads/affiliates/${record._id}`)).status).toBe(404);
    const audit = await (await o.get('/api/admin/audit')).json();
    expect(audit).toEqual([{ resource: 'affiliates', recordId: record._id, reason: 'owner.delete', at: clock.toISOString(), by: 'owner' }]);
    expect((await o.delete(`/api/admin/leads/affiliates/${record._id}`)).status).toBe(404);
  });
});

it('audits a deletion through the bearer API (DELETE /api/{resource}/{id}) too', async () => {
  const record = await t.store.create('affiliates', samples.affiliates.draft);
  const o = await owner();
  expect((await o.delete(`/api/affiliates/${record._id}`, { admin: true })).status).toBe(204);
  expect(await (await o.get('/api/admin/audit', { admin: true })).json()).toEqual([
    { resource: 'affiliates', recordId: record._id, reason: 'owner.delete', at: expect.any(String) },
  ]);
});

describe('privacy requests', () => {
  it('find, export and erase every record holding an address, case-insensitively and with spaces around it, across the three resources', async () => {
    const o = await owner();
    await o.signIn();
    const email = 'Person@Example.com';
    const mine = [
      await t.store.create('waitlist-records', { ...samples['waitlist-records'].submitted, email: 'person@example.com' }),
      await t.store.create('affiliates', { ...samples.affiliates.submitted, email: 'PERSON@example.com' }),
      await t.store.create('affiliates', { ...samples.affiliates.submitted, emailA: 'person@EXAMPLE.com' }),
      await t.store.create('scholarship-applications', { ...samples['scholarship-applications'].draft, email: 'person@example.com' }),
      // A draft made through the API keeps the spaces around the address (the browser trims them).
      await t.store.create('waitlist-records', { email: '  Person@example.com \n' }),
      // A paste keeps what an e-mail box does not strip: a no-break space, a line separator, a zero-width space.
      await t.store.create('affiliates', { email: 'person@example.com\u00a0' }),
      await t.store.create('scholarship-applications', { email: '\u200bperson@example.com\u2028' }),
    ];
    const other = await t.store.create('waitlist-records', { ...samples['waitlist-records'].submitted, email: 'someone.else@example.com' });

    const found = (await (await o.get(`/api/admin/privacy?email=${encodeURIComponent(email)}`)).json()) as PersonData;
    expect(found.records['waitlist-records'].map((r) => r._id)).toEqual([mine[0]._id, mine[4]._id]);
    expect(found.records.affiliates.map((r) => r._id)).toEqual([mine[1]._id, mine[2]._id, mine[5]._id]);
    expect(found.records['scholarship-applications'].map((r) => r._id)).toEqual([mine[3]._id, mine[6]._id]);

    const exported = await o.get(`/api/admin/privacy/export?email=${encodeURIComponent(email)}`);
    expect(exported.headers.get('Content-Disposition')).toMatch(/attachment; filename="personal-data-.*\.json"/);
    const file = await exported.json();
    expect(file.records).toEqual(found.records);

    const erased = await (await o.post('/api/admin/privacy/erase', { email })).json();
    expect(erased.erased.map((e: { recordId: string }) => e.recordId).sort()).toEqual(mine.map((r) => r._id).sort());
    const audit = await (await o.get('/api/admin/audit')).json();
    expect(audit).toHaveLength(mine.length);
    expect(audit.every((e: { reason: string }) => e.reason === 'privacy.erase')).toBe(true);
    const after = (await (await o.get(`/api/admin/privacy?email=${encodeURIComponent(email)}`)).json()) as PersonData;
    expect(Object.values(after.records).flat()).toEqual([]);
    expect(await t.store.get('waitlist-records', other._id)).not.toBeNull();
  });

  it("shows other people's records that mention the address, but neither exports nor erases them", async () => {
    const o = await owner();
    await o.signIn();
    const own = await t.store.create('waitlist-records', { ...samples['waitlist-records'].submitted, email: 'ana@example.org' });
    const mentioning = await t.store.create('affiliates', { ...samples.affiliates.submitted, otherInfo: 'Ana (ANA@example.org.) told us about you.' });
    // Longer addresses that hold this one are not mentions of it.
    await t.store.create('waitlist-records', { notes: 'Write to diana@example.org or ana@example.org.uk' });

    const found = (await (await o.get('/api/admin/privacy?email=ana@example.org')).json()) as PersonData;
    expect(
      Object.values(found.records)
        .flat()
        .map((r) => r._id),
    ).toEqual([own._id]);
    expect(
      Object.values(found.mentions)
        .flat()
        .map((r) => r._id),
    ).toEqual([mentioning._id]);
    expect(found.mentions.affiliates[0].otherInfo).toBe('Ana (ANA@example.org.) told us about you.');

    const file = await (await o.get('/api/admin/privacy/export?email=ana@example.org')).json();
    expect(file).not.toHaveProperty('mentions');
    expect(JSON.stringify(file)).not.toContain(mentioning._id);

    const erased = await (await o.post('/api/admin/privacy/erase', { email: 'ana@example.org' })).json();
    expect(erased.erased.map((e: { recordId: string }) => e.recordId)).toEqual([own._id]);
    expect(await t.store.get('affiliates', mentioning._id)).not.toBeNull();
  });

  it("finds a mention of an address holding a quote or a backslash (escaped in the record's JSON text)", async () => {
    const o = await owner();
    await o.signIn();
    const mentioning = await t.store.create('waitlist-records', { notes: 'Also ask o"neil\\x@example.org, please.' });
    const found = (await (await o.get(`/api/admin/privacy?email=${encodeURIComponent('O"Neil\\x@example.org')}`)).json()) as PersonData;
    expect(
      Object.values(found.mentions)
        .flat()
        .map((r) => r._id),
    ).toEqual([mentioning._id]);
  });

  it('looks an address up through the indexes the migrations made for that comparison', async () => {
    // Were the search's trimming and the indexes' to differ, every request would read the whole table.
    await t.db.sql.query('SET enable_seqscan = off');
    try {
      const plan = await t.db.sql.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT id FROM leads WHERE ${unicodeEmails.match}`, ['person@example.com']);
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      // An index scanned for its condition, not read whole for the rows it covers.
      expect(text).toMatch(/Index Scan on leads_email_lower\s+\S.*\n\s+Index Cond: \(lower\(NORMALIZE\(btrim/);
      expect(text).toMatch(/Index Scan on leads_email_a_lower\s+\S.*\n\s+Index Cond: \(lower\(NORMALIZE\(btrim/);
    } finally {
      await t.db.sql.query('RESET enable_seqscan');
    }
  });

  it('asks for a whole e-mail address', async () => {
    const o = await owner();
    await o.signIn();
    expect((await o.get('/api/admin/privacy?email=%25')).status).toBe(400);
    expect((await o.post('/api/admin/privacy/erase', { email: '' })).status).toBe(400);
    for (const res of [
      await o.get('/api/admin/privacy?email=a%00@b.co'),
      await o.get('/api/admin/privacy/export?email=a@b.co%00'),
      await o.post('/api/admin/privacy/erase', { email: 'a\u0000@b.co' }),
    ]) {
      expect(res.status).toBe(400);
      expect((await res.json()).field).toBe('email');
    }
  });
});

describe('without a secret configured', () => {
  it('refuses sign-in and every admin call', async () => {
    const bare = testApp(t.store, { adminToken: undefined, inbox: { sql: t.db.sql, idleMs } });
    const o = await new Owner(viaApp(bare)).start();
    expect((await o.signIn(adminToken)).status).toBe(401);
    expect((await o.get('/api/admin/leads/affiliates', { admin: true })).status).toBe(401);
  });
});
