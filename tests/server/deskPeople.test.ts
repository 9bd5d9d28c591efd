/**
 * The desk's people (issue 36, item 5) on the real app and a real PostgreSQL: `npm run admin --
 * add-user` and its one-time link (a GET changes nothing, the button's post sets the password,
 * 24 hours and once), members signing in with their own password, a sales member refused the
 * owner's actions with 403, the audit log naming the person, the absolute lifetime of a session,
 * and the owner listing and ending sessions.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { runRemoveUserCli, runUsersCli } from '../../server/users-cli';
import { adminSessionIdleHours, type AuditEntry } from '../../src/domain/inbox';
import { ownerOnlyMessage, passwordLinkHours, type OpenSession } from '../../src/domain/people';
import { openPostgres } from '../../server/db/postgres';
import { migrate } from '../../server/db/migrate';
import { createSqlStore } from '../../server/db/store';
import { emptyTables, freshPostgresDatabase, type TestStore } from './helpers/db';
import { testApp } from './helpers/app';
import { Owner, viaApp } from './helpers/client';
import { samples } from './samples';

const ownerPassword = 'owner password 2026';
const hour = 3_600_000;
const maxHours = 12;
let t: TestStore;
let passwordHash: string;
let clock = new Date();

const app = () => testApp(t.store, { inbox: { sql: t.db.sql, passwordHash, idleMs: adminSessionIdleHours * hour, maxMs: maxHours * hour, now: () => clock } });
/** A browser at the desk (each its own address: the sign-in throttle counts per address). */
let addresses = 0;
const browser = () => new Owner(viaApp(app(), `192.0.2.${++addresses}`)).start();

/** `npm run admin -- add-user …` against the test database, at the test's clock: the link it printed. */
async function addUser(email: string, role: string) {
  let out = '';
  let err = '';
  const code = await runUsersCli(
    [email, '--role', role],
    { DATABASE_URL: testUrl, SITE_URL: 'https://desk.example' },
    { out: (s) => (out += s), err: (s) => (err += s) },
    clock,
  );
  return { code, out, err, link: out.trim() };
}
let testUrl: string;

/** The link's page as a browser would post its form: same origin, the token from the page. */
async function setPassword(link: string, password: string, repeat = password) {
  const url = new URL(link);
  const res = await app().request(`${url.pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams({ token: url.searchParams.get('token')!, password, repeat }).toString(),
  });
  return res;
}

async function member(email: string, role: 'owner' | 'sales', password = `${role} password of ${email}`) {
  const { link } = await addUser(email, role);
  expect((await setPassword(link, password)).status).toBe(303);
  const b = await browser();
  expect((await b.post('/api/admin/session', { email, secret: password })).status).toBe(200);
  return b;
}

async function sentLead() {
  const visitor = await browser();
  const res = await visitor.post('/api/waitlist-records/', samples['waitlist-records'].submitted);
  expect(res.status).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

beforeAll(async () => {
  // A database of its own, whose URL the add-user command is given as DATABASE_URL.
  const fresh = await freshPostgresDatabase();
  testUrl = fresh.url;
  const db = await openPostgres(fresh.url, { max: 4 });
  await migrate(db.sql);
  t = { db, store: createSqlStore(db.sql), close: async () => (await db.close(), await fresh.drop()) };
  passwordHash = await hashPassword(ownerPassword);
});
afterAll(() => t?.close());
beforeEach(async () => {
  clock = new Date();
  await emptyTables(t.db.sql);
});

describe('add-user and the one-time link', () => {
  it('prints a link whose GET shows the form and changes nothing; the button sets the password once', async () => {
    const { code, link, err } = await addUser('Mara@Example.org', 'sales');
    expect(code).toBe(0);
    expect(err).toMatch(/Added Mara@Example.org as sales/);
    expect(link).toMatch(/^https:\/\/desk\.example\/admin\/password\?token=[\w-]{43}$/);
    const path = link.replace('https://desk.example', '');

    // A mail scanner opens it twice: the form, and nothing set.
    for (let i = 0; i < 2; i++) {
      const page = await app().request(path);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<form method="post"');
      expect(html).toMatch(/<label for="password">New password<\/label>/);
    }
    const [stored] = await t.db.sql.query<{ password_hash: string | null }>(`SELECT password_hash FROM admin_users`);
    expect(stored.password_hash).toBeNull();
    expect((await (await browser()).post('/api/admin/session', { email: 'mara@example.org', secret: 'anything at all' })).status).toBe(401);

    // Too short, or two different passwords: said, and the link still works.
    expect(await (await setPassword(link, 'short')).text()).toContain('at least 12 characters');
    expect(await (await setPassword(link, 'a long password 1', 'a long password 2')).text()).toContain('not the same');
    const done = await setPassword(link, 'my own password 2026');
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe('/admin/password?done=1');

    // Once: the link now says it does not work, and a second post sets nothing.
    expect((await app().request(path)).status).toBe(404);
    expect((await setPassword(link, 'someone else 2026!')).status).toBe(404);
    const b = await browser();
    expect((await b.post('/api/admin/session', { email: 'mara@example.org', secret: 'someone else 2026!' })).status).toBe(401);
    expect((await b.post('/api/admin/session', { email: 'MARA@example.org', secret: 'my own password 2026' })).status).toBe(200);
    expect(await (await b.get('/api/admin/session')).json()).toEqual({ signedIn: true, person: { email: 'Mara@Example.org', role: 'sales' } });
  });

  it(`works for ${passwordLinkHours} hours and not a minute more`, async () => {
    const { link } = await addUser('late@example.org', 'owner');
    const path = link.replace('https://desk.example', '');
    clock = new Date(clock.getTime() + passwordLinkHours * hour - 60_000);
    expect((await app().request(path)).status).toBe(200);
    clock = new Date(clock.getTime() + 2 * 60_000);
    const page = await app().request(path);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('older than 24 hours');
    expect((await setPassword(link, 'too late for this 2026')).status).toBe(404);
  });

  it('refuses a bad address or role with the usage, and a post from another site', async () => {
    expect((await addUser('not-an-address', 'sales')).code).toBe(2);
    expect((await addUser('x@example.org', 'admin')).err).toContain('--role owner|sales');
    const { link } = await addUser('x@example.org', 'sales');
    const url = new URL(link);
    const res = await app().request(url.pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' },
      body: new URLSearchParams({ token: url.searchParams.get('token')!, password: 'forged password 2026', repeat: 'forged password 2026' }).toString(),
    });
    expect(res.status).toBe(403);
    expect((await app().request(url.pathname + url.search)).status).toBe(200); // the link still works
  });
});

describe('roles', () => {
  it('lets a sales member work a lead and refuses erase, purge, export, accounts and the rewards with 403', async () => {
    const sales = await member('sam@example.org', 'sales');
    const id = await sentLead();
    expect((await sales.put(`/api/admin/leads/waitlist-records/${id}/status`, { status: 'contacted' })).status).toBe(200);
    expect((await sales.put(`/api/admin/leads/waitlist-records/${id}/last-contact`, { at: 'now' })).status).toBe(200);

    const refused = [
      await sales.post('/api/admin/privacy/erase', { email: samples['waitlist-records'].submitted.email }),
      await sales.delete(`/api/admin/leads/waitlist-records/${id}`),
      await sales.post('/api/admin/purge', {}),
      await sales.get('/api/admin/leads/waitlist-records/csv'),
      await sales.get(`/api/admin/privacy/export?email=${encodeURIComponent(String(samples['waitlist-records'].submitted.email))}`),
      await sales.get('/api/admin/sessions'),
      await sales.get('/api/admin/users'),
      // The affiliate rewards are payouts: the owner's.
      await sales.get('/api/admin/desk/rewards?tz=UTC'),
      await sales.get('/api/admin/desk/rewards/csv?tz=UTC'),
      await sales.post(`/api/admin/desk/rewards/${id}/oneCookie/paid?tz=UTC`, {}),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: ownerOnlyMessage });
    }
    // Nothing was erased.
    expect((await sales.get(`/api/admin/leads/waitlist-records/${id}`)).status).toBe(200);
  });

  it('lets an owner member erase, and the audit log names them; the owner secret is "owner"', async () => {
    const boss = await member('boss@example.org', 'owner');
    const first = await sentLead();
    const erased = await boss.post('/api/admin/privacy/erase', { email: samples['waitlist-records'].submitted.email });
    expect(erased.status).toBe(200);
    const second = await sentLead();
    const owner = await browser();
    expect((await owner.signIn(ownerPassword)).status).toBe(200);
    expect(await (await owner.get('/api/admin/session')).json()).toEqual({ signedIn: true, person: { email: null, role: 'owner' } });
    expect((await owner.delete(`/api/admin/leads/waitlist-records/${second}`)).status).toBe(204);
    const audit = (await (await owner.get('/api/admin/audit')).json()) as AuditEntry[];
    expect(audit.map((a) => [a.recordId, a.reason, a.by])).toEqual([
      [second, 'owner.delete', 'owner'],
      [first, 'privacy.erase', 'boss@example.org'],
    ]);
  });

  it('keeps ADMIN_TOKEN working as the owner (scripts)', async () => {
    const b = await browser();
    expect((await b.get('/api/admin/sessions', { admin: true })).status).toBe(200);
  });
});

describe('removing a member', () => {
  it('ends their sessions at once and refuses their password; what they did stays', async () => {
    const sales = await member('gone@example.org', 'sales');
    const id = await sentLead();
    await sales.put(`/api/admin/leads/waitlist-records/${id}/status`, { status: 'contacted' });
    let err = '';
    expect(await runRemoveUserCli(['GONE@example.org'], { DATABASE_URL: testUrl }, { out: () => {}, err: (s) => (err += s) })).toBe(0);
    expect(err).toContain('Removed GONE@example.org');
    expect((await sales.get('/api/admin/leads/waitlist-records')).status).toBe(401);
    const again = await browser();
    expect((await again.post('/api/admin/session', { email: 'gone@example.org', secret: 'sales password of gone@example.org' })).status).toBe(401);
    const record = await (await again.get(`/api/admin/leads/waitlist-records/${id}`, { admin: true })).json();
    expect(record.statusHistory).toMatchObject([{ status: 'contacted', by: 'gone@example.org' }]);
    expect(await runRemoveUserCli(['gone@example.org'], { DATABASE_URL: testUrl }, { out: () => {}, err: () => {} })).toBe(1);
  });
});

describe('sessions', () => {
  it(`end ${maxHours} hours after sign-in however often they are used`, async () => {
    const sales = await member('busy@example.org', 'sales');
    // Used every 11 hours: the idle period never runs out, the absolute one does.
    clock = new Date(clock.getTime() + 11 * hour);
    expect((await sales.get('/api/admin/leads/waitlist-records')).status).toBe(200);
    clock = new Date(clock.getTime() + hour - 1000);
    const last = await sales.get('/api/admin/leads/waitlist-records');
    expect(last.status).toBe(200);
    // The cookie is not kept past the session's end.
    expect(last.headers.getSetCookie().find((c) => c.startsWith('heartwork_admin='))).toMatch(/Max-Age=1\b/);
    clock = new Date(clock.getTime() + 2000);
    const ended = await sales.get('/api/admin/leads/waitlist-records');
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({ error: 'Your session has ended. Please sign in again.' });
  });

  it('are listed for the owner, who can end one (that browser is signed out)', async () => {
    const sales = await member('seen@example.org', 'sales');
    const owner = await browser();
    await owner.signIn(ownerPassword);
    const list = (await (await owner.get('/api/admin/sessions')).json()) as OpenSession[];
    expect(list.map((s) => [s.who, s.role, s.current])).toEqual([
      ['owner', 'owner', true],
      ['seen@example.org', 'sales', false],
    ]);
    expect(list[1].endsAt).toBe(new Date(new Date(list[1].startedAt).getTime() + maxHours * hour).toISOString());
    const other = list[1].id;
    expect((await owner.delete(`/api/admin/sessions/${other}`)).status).toBe(204);
    expect((await sales.get('/api/admin/leads/waitlist-records')).status).toBe(401);
    expect((await owner.delete(`/api/admin/sessions/${other}`)).status).toBe(404);
    expect(((await (await owner.get('/api/admin/sessions')).json()) as OpenSession[]).map((s) => s.who)).toEqual(['owner']);
  });
});
