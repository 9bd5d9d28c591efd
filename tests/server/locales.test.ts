/**
 * The site in Romanian and Norwegian (issue 17), read from the built site through the real server:
 * every product page in each locale, its head for search engines, its own Not Found page, the
 * sitemap's alternates, no English left in a translated page's main content, and the leads'
 * language stored, exported and in the alert.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarize } from '../../server/alerts/message';
import { createApp } from '../../server/app';
import { paths } from '../../scripts/paths';
import { locales, type Locale } from '../../src/i18n/locale';
import { launch } from '../../src/content/launch';
import { launchAbout } from '../../src/content/launchAbout';
import { localePath, ogLocale } from '../../src/i18n/paths';
import { isLocalized, routes } from '../../src/routes';
import { config } from '../../src/services/config';
import { testApp } from './helpers/app';
import { viaApp, Visitor } from './helpers/client';
import { pgliteStore, type TestStore } from './helpers/db';
import { samples } from './samples';

const site = createApp({ distDir: paths.dist });
const page = async (path: string) => {
  const res = await site.request(path);
  return { status: res.status, html: await res.text() };
};
const product = routes.filter(isLocalized);
const translated = locales.filter((l) => l !== 'en');
type ServerEntry = typeof import('../../src/entry-server');
/** Each locale's own route table (its titles), from the server bundle that prerendered it. */
const bundles = new Map<Locale, ServerEntry>();
beforeAll(async () => {
  for (const l of locales) {
    const file = l === 'en' ? join(paths.distSsr, 'entry-server.js') : join(paths.distSsr, l, 'server', 'entry-server.js');
    bundles.set(l, await import(pathToFileURL(file).href));
  }
});

const cases = locales.flatMap((l) => product.map((r) => [l, r.path, localePath(l, r.path)] as const));
const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ');
const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

describe('every product page in every language', () => {
  it.each(cases)('%s %s is served at %s with its language, title and links to its other versions', async (l, path, url) => {
    const { status, html } = await page(url);
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="${l}">`);
    const bundle = bundles.get(l)!;
    expect(title(html)).toBe(bundle.routeMeta(bundle.routes.find((r) => r.path === path)!).title);
    expect(html).toContain(`<link rel="canonical" href="${config.siteOrigin}${url}">`);
    expect(html).toContain(`<meta property="og:locale" content="${ogLocale[l]}">`);
    for (const other of locales) {
      expect(html).toContain(`<link rel="alternate" hreflang="${other}" href="${config.siteOrigin}${localePath(other, path)}">`);
      if (other !== l) expect(html).toContain(`<meta property="og:locale:alternate" content="${ogLocale[other]}">`);
    }
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${config.siteOrigin}${path}">`);
  });

  it.each(translated.flatMap((l) => product.map((r) => [l, r.path] as const)))('%s %s has a title of its own, not the English one', (l, path) => {
    const metaIn = (locale: Locale) => {
      const bundle = bundles.get(locale)!;
      return bundle.routeMeta(bundle.routes.find((r) => r.path === path)!);
    };
    const english = metaIn('en');
    const own = metaIn(l);
    expect(own.title).not.toBe(english.title);
    expect(own.description).not.toBe(english.description);
  });

  it.each(translated)('answers an unknown path under /%s with 404 and the Not Found page in that language', async (l) => {
    const { status, html } = await page(`/${l}/no-such-page`);
    expect(status).toBe(404);
    expect(html).toContain(`<html lang="${l}">`);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it.each(translated)('has no sample page under /%s: those are English only', async (l) => {
    expect((await page(`/${l}/blog`)).status).toBe(404);
    expect((await page('/blog')).html).not.toContain('hreflang=');
  });

  it('never redirects by Accept-Language: a URL gives the page it names', async () => {
    const res = await site.request('/', { headers: { 'Accept-Language': 'ro-RO,ro;q=0.9' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="en">');
  });

  it('lists every version of every page in the sitemap, each with all its alternates', async () => {
    const xml = await readFile(join(paths.dist, 'sitemap.xml'), 'utf8');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>.*?<\/url>/g)];
    expect(entries.map((m) => m[1])).toEqual(product.flatMap((r) => locales.map((l) => config.siteOrigin + localePath(l, r.path))));
    for (const [entry] of entries) {
      expect(entry.match(/<xhtml:link rel="alternate"/g)).toHaveLength(locales.length + 1);
      expect(entry).toContain('hreflang="x-default"');
    }
  });
});

/** The text of the page's <main>, one string per text node, as a reader sees it. */
function mainTexts(html: string): string[] {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .split(/<[^>]+>/)
    .map((t) => decode(t).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Names the owner gives (people, centers, partners, the address): the same in every language. */
const names = new Set<string>([
  launch.contact.address,
  ...launchAbout.testimonials.items.flatMap((t) => [t.name, t.center]),
  ...launchAbout.team.members.map((m) => m.name),
  ...launchAbout.partners.items.map((p) => p.name),
]);
/** Text that is the same in every language: names, addresses, numbers. */
const sameInEveryLanguage = (text: string) =>
  text.split(' ').length < 3 || names.has(text) || /@|https?:|^\+?[\d\s€%.,:–-]+$/.test(text) || /^(Heartwork|Front Desk)\b/.test(text);

describe('no English left in the main content of a translated page', () => {
  // Every sentence the English page shows is looked for in the translated page: one found there
  // is text that was not translated (a hard-coded string, or a module's value copied over).
  it.each(translated.flatMap((l) => product.map((r) => [l, r.path] as const)))('%s %s', async (l, path) => {
    const english = new Set(mainTexts((await page(path)).html).filter((t) => !sameInEveryLanguage(t)));
    const { html } = await page(localePath(l, path));
    const left = mainTexts(html).filter((t) => english.has(t));
    expect(left).toEqual([]);
  });
});

describe('leads carry their language', () => {
  let db: TestStore;
  let app: Hono;
  let visitor: Visitor;
  beforeAll(async () => {
    db = await pgliteStore();
    app = testApp(db.store, { distDir: paths.dist });
    visitor = await new Visitor(viaApp(app)).start();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('stores the language a record is sent with, exports it and names it in the alert', async () => {
    const res = await visitor.post('/api/waitlist-records/', { ...samples['waitlist-records'].submitted, locale: 'ro' });
    expect(res.status).toBe(201);
    const record = await res.json();
    expect(record.locale).toBe('ro');
    const csv = await (await visitor.get('/api/waitlist-records?format=csv', { admin: true })).text();
    const cells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]);
    const [header, row] = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .map(cells);
    const column = header!.indexOf('locale');
    expect(column).toBeGreaterThan(0);
    expect(row![column]).toBe('ro');
    expect(summarize('waitlist-records', record, record.createdAt).fields).toContainEqual({ label: 'Language', value: 'Romanian' });
  });

  it('refuses a language the site does not have, naming the field; a record without one stays valid', async () => {
    const bad = await visitor.post('/api/affiliates/', { ...samples.affiliates.submitted, locale: 'fr' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).field).toBe('locale');
    const old = await visitor.post('/api/affiliates/', samples.affiliates.submitted);
    expect(old.status).toBe(201);
  });

  it('stores the language of a form posted without JavaScript from a Norwegian page', async () => {
    const form = await page('/nb/scholarship');
    expect(form.html).toContain('<input type="hidden" name="locale" value="nb">');
    const body = new URLSearchParams({ locale: 'nb' });
    for (const [name, value] of Object.entries(samples['scholarship-applications'].submitted)) {
      if (name === 'status') continue;
      if (Array.isArray(value)) for (const v of value) body.append(name, String(v));
      else body.append(name, value === true ? 'on' : String(value));
    }
    const res = await app.request('/forms/scholarship', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'same-origin',
        Origin: 'http://localhost',
        'X-Test-Address': '198.51.100.9',
      },
      body: body.toString(),
    });
    expect(res.status).toBe(303);
    expect((await db.store.list('scholarship-applications')).at(-1)).toMatchObject({ locale: 'nb' });
  });
});

describe('an English or Norwegian page’s first load needs only the Latin file of the brand font', () => {
  // Inter's Latin Extended file (84 KB, tests/server/budgets.test.ts counts neither font) loads only
  // for a glyph in its range; 'Română' in the switcher uses the local fallback (language.css), so
  // nothing else on these pages may need it.
  const latinExtended = /[\u0100-\u02BA\u1E00-\u1EFF]/u;
  it.each((['en', 'nb'] as const).flatMap((l) => product.map((r) => localePath(l, r.path))))('%s', async (path) => {
    const served = (await page(path)).html;
    const html = served.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<a [^>]*\blang="ro"[^>]*>[^<]*<\/a>/g, ' ');
    const text = html.replace(/<[^>]+>/g, ' ');
    expect(text.match(new RegExp(latinExtended.source, 'gu')) ?? []).toEqual([]);
    // And the rule that keeps the switcher off that file is in the page's inline CSS.
    expect(served).toMatch(/html:not\(\[lang=(ro|"ro")\]\) \.language-switcher a\[lang=(ro|"ro")\]\{font-family:Inter Fallback/);
  });
});
