/**
 * The lead forms without JavaScript (issue 14): plain `<form method="post">` posts to /forms/*,
 * through the real app, the built pages (dist/) and a real embedded database.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../scripts/paths';
import { bodyLimits } from '../../src/domain/bodyLimits';
import { type FormPostName, formPosts } from '../../src/domain/formPosts';
import { messages } from '../../src/domain/messages';
import { messages as roMessages } from '../../src/domain/ro/messages';
import { messages as nbMessages } from '../../src/domain/nb/messages';
import { minFillMs, spamReasons, spamSignals } from '../../src/domain/spam';
import type { ResourceName } from '../../src/domain/resources';
import { formClockCookie } from '../../server/forms/formClock';
import { formPageText, formPageTexts } from '../../server/forms/formText';
import { testApp } from './helpers/app';
import { pgliteStore, type TestStore } from './helpers/db';
import { samples } from './samples';

let db: TestStore;
let app: Hono;

beforeAll(async () => {
  db = await pgliteStore();
  app = testApp(db.store, { distDir: paths.dist });
});
afterAll(async () => {
  await db?.close();
});

/** What the server decides, not the form: never sent by a plain form. */
const serverSet = new Set(['status', 'submitted', 'shortForm']);

/** A record as a browser's form would send it (checkbox ticked → 'on', a list → one pair per item). */
function asForm(record: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    if (serverSet.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) form.append(name, String(item));
    else if (value === true) form.append(name, 'on');
    else form.append(name, String(value));
  }
  return form;
}

const sameOrigin = { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost' };

function post(form: string, body: URLSearchParams | string, headers: Record<string, string> = sameOrigin, address = '198.51.100.7') {
  return app.request(`/forms/${form}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Test-Address': address, ...headers },
    body: body.toString(),
  });
}

const stored = (resource: ResourceName) => db.store.list(resource);

const submissions: [FormPostName, Record<string, unknown>, Record<string, unknown>][] = [
  ['demo', samples['waitlist-records'].submitted, { status: 'submitted' }],
  ['join', samples['waitlist-records'].submitted, { status: 'submitted' }],
  ['pricing', { email: 'solo@example.com' }, { status: 'submitted', shortForm: true }],
  ['affiliate', samples.affiliates.submitted, { submitted: true }],
  ['scholarship', samples['scholarship-applications'].submitted, { status: 'submitted' }],
];

describe('POST /forms/{form}: a complete lead without JavaScript', () => {
  it.each(submissions)('%s: stores the complete lead, sent, and redirects to the thank-you page', async (form, record, sentAs) => {
    const resource = formPosts[form].resource;
    const before = (await stored(resource)).length;
    const res = await post(form, asForm(record));
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`/forms/${form}/sent`);
    const all = await stored(resource);
    expect(all).toHaveLength(before + 1);
    expect(all.at(-1)).toMatchObject({ ...record, ...sentAs });

    const thanks = await app.request(`/forms/${form}/sent`);
    expect(thanks.status).toBe(200);
    const page = await thanks.text();
    expect(page).toContain(formPageText.thanks[form].replace(/'/g, '&#x27;'));
    expect(page).not.toMatch(/<script\b/);
    expect(page).not.toContain(`action="${formPosts[form].action}"`);
  });

  it('stores a line break as the script does (LF), so a full text box stays within its limit', async () => {
    const notes = Array.from({ length: 2500 }, () => 'a').join('\n'); // 4,999 characters, 2,499 breaks
    const body = asForm({ name: 'Ana', email: 'ana@example.com', notes: notes.replace(/\n/g, '\r\n') });
    expect((await post('demo', body)).status).toBe(303);
    expect((await stored('waitlist-records')).at(-1)!.notes).toBe(notes);
  });

  it('accepts three fields of 5,000 Chinese characters each (the longest a form allows, in 3-byte UTF-8)', async () => {
    const cjk = '漢'.repeat(5000);
    const body = asForm({ name: '王小明', email: 'wang@example.cn', notes: cjk, otherFeatures: cjk, scheduleMeetingNotes: cjk });
    expect((await post('demo', body)).status).toBe(303);
    expect((await stored('waitlist-records')).at(-1)).toMatchObject({ notes: cjk, otherFeatures: cjk, scheduleMeetingNotes: cjk });
  });

  it('takes every field of a form at its longest, in the widest characters, within the derived limit', async () => {
    const record = { ...samples['waitlist-records'].submitted, name: '漢'.repeat(200), center: '漢'.repeat(200), country: '漢'.repeat(200) };
    for (const field of ['notes', 'otherFeatures', 'scheduleMeetingNotes', 'refferalContact']) (record as Record<string, unknown>)[field] = '\n漢'.repeat(2500);
    const body = asForm(record).toString().replace(/%0A/g, '%0D%0A');
    expect(body.length).toBeLessThanOrEqual(bodyLimits.form['waitlist-records']);
    expect((await post('demo', body)).status).toBe(303);
  });
});

describe('POST /forms/{form}: what needs fixing comes back as the page, with what was typed', () => {
  it('names every field to fix, marks it, and keeps every value typed (400, nothing stored)', async () => {
    const before = (await stored('affiliates')).length;
    const typed = { ...samples.affiliates.submitted, email: 'not-an-address', nameA: '', otherInfo: 'Line one\r\n<b>& "two"</b>' };
    const res = await post('affiliate', asForm(typed));
    expect(res.status).toBe(400);
    expect(await stored('affiliates')).toHaveLength(before);
    const page = await res.text();
    expect(page).toMatch(/<html lang="en"/);
    expect(page).not.toMatch(/<script\b/);
    expect(page).toContain(formPageText.fix.heading(2));
    expect(page).toMatch(/<li>[^<]*: Please enter a valid email address\.<\/li>/);
    expect(page).toMatch(new RegExp(`<input[^>]*name="email"[^>]*aria-invalid="true"`));
    expect(page).toMatch(/<input[^>]*name="email"[^>]*value="not-an-address"/);
    expect(page).toMatch(/<input[^>]*name="centerName"[^>]*value="Fjellro Helsesenter"/);
    expect(page).toMatch(/<option[^>]*value="guest"[^>]*selected=""/);
    expect(page).toContain('\nLine one\n&lt;b&gt;&amp; &quot;two&quot;&lt;/b&gt;</textarea>');
    expect(page).toContain(messages.Required);
  });

  it('names a field over its limit, in any script', async () => {
    const res = await post('scholarship', asForm({ ...samples['scholarship-applications'].submitted, message: '漢'.repeat(5001) }));
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(messages.tooLong(5000));
    expect(page).toMatch(/<textarea[^>]*name="message"[^>]*aria-invalid="true"/);
  });

  it('answers a body larger than any complete form with 413 and says so', async () => {
    const res = await post('pricing', `email=${'a'.repeat(bodyLimits.form['waitlist-records'])}`);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain(formPageText.tooLong);
  });

  it('refuses text that is not UTF-8 rather than storing replacement characters', async () => {
    expect((await post('pricing', 'email=%FF%FE%40example.com')).status).toBe(400);
  });

  it('is never a GET: personal data does not travel in a URL', async () => {
    const res = await app.request('/forms/demo?name=Ana&email=ana%40example.com');
    expect(res.status).toBe(404);
  });
});

describe('POST /forms/{form}: the answer is in the language of the page the form was sent from', () => {
  it('gives a Romanian post with fields to fix its Romanian page: lang, the Romanian messages, what was typed', async () => {
    const typed = { ...samples.affiliates.submitted, email: 'nu-este-adresa', nameA: '', locale: 'ro' };
    const res = await post('affiliate', asForm(typed));
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toMatch(/<html lang="ro"/);
    expect(page).toContain(`<title>${formPageTexts.ro.fix.title} · `);
    expect(page).toContain(roMessages.fieldsToFix(2));
    expect(page).toMatch(new RegExp(`<li>[^<]*: ${roMessages.Email}</li>`));
    expect(page).toContain(`>${roMessages.Required}</p>`);
    expect(page).not.toContain(messages.Required);
    expect(page).toMatch(/<input[^>]*name="email"[^>]*aria-invalid="true"/);
    expect(page).toMatch(/<input[^>]*name="email"[^>]*value="nu-este-adresa"/);
    expect(page).toMatch(/<input[^>]*name="centerName"[^>]*value="Fjellro Helsesenter"/);
  });

  it.each(['en', 'ro', 'nb'] as const)(
    "asks for a missing e-mail in the form's own words, and says a referral seems invalid as the script does (%s)",
    async (locale) => {
      const words = { en: messages, ro: roMessages, nb: nbMessages }[locale];
      for (const form of ['pricing', 'demo'] as const) {
        const res = await post(form, asForm({ ...(form === 'demo' ? { name: 'Ana Popescu' } : {}), email: '', locale }));
        expect(res.status).toBe(400);
        const page = await res.text();
        expect(page).toMatch(new RegExp(`<li>[^<]*: ${words.emailRequired}</li>`));
        expect(page).toContain(`>${words.emailRequired}</p>`);
      }
      const referral = await (await post('affiliate', asForm({ ...samples.affiliates.submitted, nameA: '', locale }))).text();
      expect(referral).toContain(`<p>${words.affiliateInvalid} ${words.fieldsToFix(1)}</p>`);
    },
  );

  it('thanks a Norwegian post in Norwegian, at a URL that keeps the language, and a reload sends nothing again', async () => {
    const res = await post('demo', asForm({ ...samples['waitlist-records'].submitted, email: 'kari@example.no', locale: 'nb' }));
    expect(res.status).toBe(303);
    const location = res.headers.get('Location')!;
    expect(location).toBe('/forms/demo/sent?locale=nb');
    const count = (await stored('waitlist-records')).length;
    for (const _reload of [1, 2]) {
      const thanks = await app.request(location);
      expect(thanks.status).toBe(200);
      const page = await thanks.text();
      expect(page).toMatch(/<html lang="nb"/);
      expect(page).toContain(formPageTexts.nb.thanks.demo);
      expect(page).toContain(`<a href="/nb/demo">${formPageTexts.nb.another}</a>`);
      expect(page).not.toContain(formPageText.thanks.demo.replace(/'/g, '&#x27;'));
    }
    expect(await stored('waitlist-records')).toHaveLength(count);
    expect((await stored('waitlist-records')).at(-1)).toMatchObject({ email: 'kari@example.no', locale: 'nb' });
  });

  it('refuses a Romanian or Norwegian page’s post in its language before reading the body (size, type, origin)', async () => {
    const from = (path: string) => ({ ...sameOrigin, Referer: `http://localhost${path}` });
    const tooLong = await post('pricing', `email=${'a'.repeat(bodyLimits.form['waitlist-records'])}`, from('/ro/pricing'));
    expect(tooLong.status).toBe(413);
    const tooLongPage = await tooLong.text();
    expect(tooLongPage).toMatch(/<html lang="ro"/);
    expect(tooLongPage).toContain(formPageTexts.ro.tooLong);

    const notAForm = await app.request('/forms/demo', {
      method: 'POST',
      headers: { ...from('/nb/demo'), 'Content-Type': 'text/plain', 'X-Test-Address': '198.51.100.7' },
      body: 'email=kari@example.no',
    });
    expect(notAForm.status).toBe(415);
    expect(await notAForm.text()).toContain(formPageTexts.nb.unreadable);

    const forged = await post('pricing', asForm({ email: 'forged@example.com' }), { Origin: 'null', Referer: 'http://localhost/nb/pricing' });
    expect(forged.status).toBe(403);
    const forgedPage = await forged.text();
    expect(forgedPage).toMatch(/<html lang="nb"/);
    expect(forgedPage).toContain(formPageTexts.nb.crossSite);
    // An English page's post, and one whose page is unknown, are answered in English.
    expect(await (await post('pricing', `email=${'a'.repeat(bodyLimits.form['waitlist-records'])}`, from('/pricing'))).text()).toContain(formPageText.tooLong);
  });

  it('shows the thank-you in English when the link names no language of the site', async () => {
    const page = await (await app.request('/forms/demo/sent?locale=de')).text();
    expect(page).toMatch(/<html lang="en"/);
    expect(page).toContain(formPageText.thanks.demo.replace(/'/g, '&#x27;'));
    expect(page).toContain(`<a href="/demo">${formPageText.another}</a>`);
  });
});

describe('POST /forms/{form}: cross-site forgery without script', () => {
  const body = asForm({ email: 'forged@example.com' });
  it.each([
    ['another site (Fetch Metadata)', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['a sibling subdomain', { 'Sec-Fetch-Site': 'same-site', Origin: 'http://evil.localhost' }],
    ['another origin, from a browser without Fetch Metadata', { Origin: 'https://evil.example' }],
    ['an opaque origin (a sandboxed frame)', { Origin: 'null' }],
    ['neither header', {}],
  ])('refuses a post from %s (403, nothing stored)', async (_, headers) => {
    const before = (await stored('waitlist-records')).length;
    const res = await post('pricing', body, headers as Record<string, string>);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(formPageText.crossSite);
    expect(await stored('waitlist-records')).toHaveLength(before);
  });

  it('takes a post from this origin from a browser without Fetch Metadata', async () => {
    expect((await post('pricing', body, { Origin: 'http://localhost' })).status).toBe(303);
  });
});

describe('POST /forms/{form}: too many posts', () => {
  it('says when to send again, keeps what was typed, and stores nothing', async () => {
    const limited = testApp(db.store, { distDir: paths.dist, writeLimits: { createsPerAddress: { burst: 1, perMinute: 1 } } });
    const send = () =>
      limited.request('/forms/pricing', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Test-Address': '203.0.113.9', ...sameOrigin },
        body: 'email=again%40example.com',
      });
    expect((await send()).status).toBe(303);
    const res = await send();
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    const page = await res.text();
    expect(page).toContain(formPageText.tooMany(Number(res.headers.get('Retry-After'))));
    expect(page).toMatch(/<input[^>]*name="email"[^>]*value="again@example.com"/);
  });
});

describe('POST /forms/{form}: spam signals', () => {
  it('stores a post whose honeypot is filled as flagged spam, and one left empty as a lead', async () => {
    const trapped = new URLSearchParams({ email: 'bot@example.com', [spamSignals.honeypot]: '+40 21 000 0000' });
    const person = new URLSearchParams({ email: 'person@example.com', [spamSignals.honeypot]: '' });
    expect((await post('pricing', trapped, sameOrigin, '198.51.100.21')).status).toBe(303);
    expect((await post('pricing', person, sameOrigin, '198.51.100.22')).status).toBe(303);
    const records = await stored('waitlist-records');
    const bot = records.find((r) => r.email === 'bot@example.com');
    const human = records.find((r) => r.email === 'person@example.com');
    expect(bot).toMatchObject({ spam: true, spamReason: spamReasons.honeypot });
    expect(bot).not.toHaveProperty(spamSignals.honeypot);
    expect(human).toMatchObject({ spam: false });
  });
});

describe("POST /forms/{form}: the time since the form's page was served (no script needed)", () => {
  let now = Date.parse('2026-11-24T10:00:00Z');
  const clocked = () => testApp(db.store, { distDir: paths.dist, formClockNow: () => now });
  /** The form clock's cookie the page's answer sets, as the browser sends it back ('name=value'). */
  const clockCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${formClockCookie}=`));
  const send = (app: Hono, form: FormPostName, email: string, cookie?: string) =>
    app.request(`/forms/${form}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Test-Address': '198.51.100.60', ...sameOrigin, ...(cookie ? { Cookie: cookie } : {}) },
      body: asForm({ ...samples['waitlist-records'].submitted, email }).toString(),
    });
  const storedAs = async (email: string) => (await stored('waitlist-records')).find((r) => r.email === email);

  it('stamps each form page for its own post only, unchanged for everyone, and never in a shared cache', async () => {
    const clockedApp = clocked();
    const [first, second] = [await clockedApp.request('/demo'), await clockedApp.request('/demo')];
    const cookie = clockCookie(first)!;
    expect(cookie).toMatch(/; Path=\/forms\/demo(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(await first.text()).toBe(await second.text());
    expect(clockCookie(await clockedApp.request('/'))).toMatch(/; Path=\/forms\/join(;|$)/);
    expect(clockCookie(await clockedApp.request('/pricing'))).toMatch(/; Path=\/forms\/pricing(;|$)/);
    expect(clockCookie(await clockedApp.request('/about'))).toBeUndefined();
    // The same forms in Romanian and Norwegian post to the same place.
    expect(clockCookie(await clockedApp.request('/ro/demo'))).toMatch(/; Path=\/forms\/demo(;|$)/);
    expect(clockCookie(await clockedApp.request('/nb'))).toMatch(/; Path=\/forms\/join(;|$)/);
    expect(clockCookie(await clockedApp.request('/nb/affiliate'))).toMatch(/; Path=\/forms\/affiliate(;|$)/);
  });

  it("stores a post sent less than 3 s after its page as flagged spam, answered as a person's", async () => {
    const clockedApp = clocked();
    const cookie = clockCookie(await clockedApp.request('/demo'))!.split(';')[0]!;
    now += minFillMs - 1;
    const res = await send(clockedApp, 'demo', 'script@example.com', cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/forms/demo/sent');
    expect(await storedAs('script@example.com')).toMatchObject({ status: 'submitted', spam: true, spamReason: spamReasons.tooFast });
  });

  it("stores a post sent after a person's pause as a lead", async () => {
    const clockedApp = clocked();
    const cookie = clockCookie(await clockedApp.request('/demo'))!.split(';')[0]!;
    now += 45_000;
    expect((await send(clockedApp, 'demo', 'person@example.org', cookie)).status).toBe(303);
    expect(await storedAs('person@example.org')).toMatchObject({ spam: false });
  });

  it('stores one lead when a page view posts the same form twice (a double click on a slow line), and two for two different forms', async () => {
    const clockedApp = clocked();
    const cookie = clockCookie(await clockedApp.request('/demo'))!.split(';')[0]!;
    now += 45_000;
    const email = `double-click-${Math.random().toString(36).slice(2)}@example.com`;
    // The second press leaves while the first is still on its way: both arrive together.
    const answers = await Promise.all([send(clockedApp, 'demo', email, cookie), send(clockedApp, 'demo', email, cookie)]);
    expect(answers.map((res) => [res.status, res.headers.get('Location')])).toEqual([
      [303, '/forms/demo/sent'],
      [303, '/forms/demo/sent'],
    ]);
    expect((await stored('waitlist-records')).filter((r) => r.email === email)).toHaveLength(1);
    // Back, a change, and Send again from the same page view: what was sent differs, so it is another lead.
    const other = `${email}.ro`;
    expect((await send(clockedApp, 'demo', other, cookie)).status).toBe(303);
    expect((await stored('waitlist-records')).filter((r) => r.email === email || r.email === other)).toHaveLength(2);
  });

  it.each<[string, (demo: string, pricing: string) => string | undefined]>([
    ['no stamp (a browser that keeps no cookies)', () => undefined],
    ['a stamp whose signature does not match', (demo) => demo.replace(/\.[^.]*$/, '.forged')],
    ["another form's stamp", (_, pricing) => pricing],
  ])('judges a post with %s by the honeypot alone: never flagged for it', async (_, cookieFor) => {
    const clockedApp = clocked();
    const demo = clockCookie(await clockedApp.request('/demo'))!.split(';')[0]!;
    const pricing = clockCookie(await clockedApp.request('/pricing'))!.split(';')[0]!;
    const email = `unclocked-${Math.random().toString(36).slice(2)}@example.com`;
    expect((await send(clockedApp, 'demo', email, cookieFor(demo, pricing))).status).toBe(303);
    expect(await storedAs(email)).toMatchObject({ spam: false });
  });
});

describe("POST /forms/{form}: the API's write limits", () => {
  it('counts a form post as a create from its address, in the same bucket as the API', async () => {
    const limited = testApp(db.store, { distDir: paths.dist, writeLimits: { createsPerAddress: { burst: 1, perMinute: 1 } } });
    const address = '203.0.113.44';
    const api = await limited.request('/api/waitlist-records/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Test-Address': address, 'X-XSRF-TOKEN': 'A'.repeat(43), Cookie: `XSRF-TOKEN=${'A'.repeat(43)}` },
      body: JSON.stringify({ email: 'first@example.com' }),
    });
    expect(api.status).toBe(201);
    const form = await limited.request('/forms/pricing', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Test-Address': address, ...sameOrigin },
      body: 'email=second%40example.com',
    });
    expect(form.status).toBe(429);
  });
});
