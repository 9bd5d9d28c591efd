import type { BrowserContext, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { followUpMode } from '../../machines/waitlist.machine';
import { waitlistText as roWaitlistText } from '../../src/components/waitlist/ro/waitlistText';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { messages } from '../../src/domain/messages';
import { leadMemoryKey } from '../../src/services/leadMemoryKey';
import { startServer } from './harness';
import { field, useSite, waitForHydration } from './kit';

/**
 * What ordinary browser habits do to a lead (issue 33), in Chromium against the real server and
 * database: each case is what a visitor did, and what they must not lose, see doubled, or be shown
 * of someone else's.
 */
const site = useSite({ ADMIN_TOKEN: 'browser-habits-test-admin-token' });
const { labels } = waitlistText;
const submitButton = (page: import('playwright-core').Page) => page.getByRole('button', { name: waitlistText.submit, exact: true });
const tag = () => crypto.randomUUID().slice(0, 8);

/**
 * Cookies blocked for the site, as Chromium does it: no cookie the server sets is kept (its
 * answers reach the page without them), and every use of the page's storage throws.
 */
async function blockCookies(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.origin === site.server.url,
    async (route: Route) => {
      // Fetched from here, not through the context (whose requests share the browser's cookie jar).
      const request = route.request();
      const sent = Object.fromEntries(
        Object.entries(await request.allHeaders()).filter(([name]) => !['host', 'content-length', 'connection', 'cookie'].includes(name.toLowerCase())),
      );
      const response = await fetch(request.url(), { method: request.method(), headers: sent, body: request.postData() ?? undefined, redirect: 'manual' });
      // Its body comes decoded: the encoding and the length go with the cookies.
      const dropped = new Set(['set-cookie', 'content-encoding', 'content-length', 'transfer-encoding']);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!dropped.has(name)) headers[name] = value;
      });
      await route.fulfill({ status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) });
    },
  );
  await context.addInitScript(() =>
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    }),
  );
}

describe('cookies blocked for the site: every save fails the anti-forgery check (403), for ever', () => {
  it('says plainly that it cannot save here, never that the visitor is offline, and Submit sends the plain form: one lead, sent', async () => {
    const context = await site.newContext();
    await blockCookies(context);
    const { page } = await site.visit('/demo', { context });
    const name = `Cookies Blocked ${tag()}`;
    await field(page, labels.name).fill(name);
    await field(page, labels.email).fill('no-cookies@example.org');
    await field(page, labels.notes).fill('Typed where no cookie is kept');
    await field(page, labels.name).focus();

    await page.getByRole('status').filter({ hasText: messages.saveStatus.blocked }).waitFor({ timeout: 30_000 });
    expect(await page.getByText(messages.saveStatus.offline).count()).toBe(0);
    expect(await page.getByText(messages.saveStatus.unavailable).count()).toBe(0);
    expect(await site.leads('waitlist-records')).not.toContainEqual(expect.objectContaining({ name }));

    await submitButton(page).click();
    await page.waitForURL('**/forms/demo/sent');
    await page.getByText(waitlistText.success.full).waitFor();
    const mine = (await site.leads('waitlist-records')).filter((lead) => lead.name === name);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ name, email: 'no-cookies@example.org', notes: 'Typed where no cookie is kept', status: 'submitted' });
    await context.close();
  });

  it('a Submit pressed before any save was tried is not left on Submitting…: it goes as the plain form', async () => {
    const context = await site.newContext();
    await blockCookies(context);
    const { page } = await site.visit('/demo', { context });
    const name = `Quick Blocked ${tag()}`;
    await field(page, labels.name).fill(name);
    await field(page, labels.email).fill('quick-no-cookies@example.org');
    await submitButton(page).click();

    await page.waitForURL('**/forms/demo/sent', { timeout: 30_000 });
    await page.getByText(waitlistText.success.full).waitFor();
    const mine = (await site.leads('waitlist-records')).filter((lead) => lead.name === name);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ email: 'quick-no-cookies@example.org', status: 'submitted' });
    await context.close();
  });
});

/** The one stored lead of this name (waited for: the autosave saves on a pause). */
async function storedLead(name: string, match: Record<string, unknown>) {
  await expect
    .poll(async () => (await site.leads('waitlist-records')).filter((lead) => lead.name === name), { timeout: 30_000 })
    .toEqual([expect.objectContaining(match)]);
  return (await site.leads('waitlist-records')).find((lead) => lead.name === name)!;
}

describe("Back across a language switch (Chromium restores the older page's fields)", () => {
  it('keeps the note saved on /ro/demo: the restored older note is neither shown over it nor saved', async () => {
    const { page, context } = await site.visit('/demo');
    const name = `Back Button ${tag()}`;
    await field(page, labels.name).fill(name);
    await field(page, labels.email).fill('back-button@example.org');
    await field(page, labels.notes).fill('The older note, typed on /demo');
    await storedLead(name, { notes: 'The older note, typed on /demo' });

    await page.getByRole('link', { name: 'Română' }).first().click();
    await page.waitForURL('**/ro/demo');
    await waitForHydration(page);
    const roNotes = field(page, roWaitlistText.labels.notes);
    await expect.poll(() => roNotes.inputValue(), { timeout: 15_000 }).toBe('The older note, typed on /demo');
    await roNotes.fill('The newer note, typed on /ro/demo');
    await storedLead(name, { notes: 'The newer note, typed on /ro/demo' });

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/demo');
    await waitForHydration(page);
    await expect.poll(() => field(page, labels.notes).inputValue(), { timeout: 15_000 }).toBe('The newer note, typed on /ro/demo');
    // A change of the visitor's own is saved with the newer note beside it, never the older one.
    await field(page, labels.scheduleMeetingNotes).fill('Mondays');
    await storedLead(name, { scheduleMeetingNotes: 'Mondays', notes: 'The newer note, typed on /ro/demo' });
    expect(await field(page, labels.notes).inputValue()).toBe('The newer note, typed on /ro/demo');
    await context.close();
  });
});

describe("a follow-up link for another address, in a browser holding someone's draft", () => {
  const link = (email: string) => `/demo?mode=${followUpMode}&email=${encodeURIComponent(email)}`;

  it("shows none of the first person's data, leaves their record as it is, and starts a lead of its own", async () => {
    const { page, context } = await site.visit('/demo');
    const first = `First Person ${tag()}`;
    await field(page, labels.name).fill(first);
    await field(page, labels.email).fill('first-person@example.org');
    await field(page, labels.notes).fill("The first person's notes");
    await storedLead(first, { email: 'first-person@example.org', notes: "The first person's notes" });

    await page.goto(site.server.url + link('second-person@example.org'));
    await waitForHydration(page);
    await expect.poll(() => field(page, labels.email).inputValue()).toBe('second-person@example.org');
    const second = `Second Person ${tag()}`;
    await field(page, labels.name).fill(second);
    await storedLead(second, { email: 'second-person@example.org' });
    expect(await field(page, labels.notes).inputValue()).toBe('');
    expect(await field(page, labels.email).inputValue()).toBe('second-person@example.org');
    // The first person's record is theirs still.
    await storedLead(first, { email: 'first-person@example.org', notes: "The first person's notes", status: 'draft' });
    const secondLead = await storedLead(second, { email: 'second-person@example.org' });
    expect(secondLead.notes ?? '').toBe('');
    await context.close();
  });

  it("after a request was sent in this browser, 'Send another request' goes on with the link's address", async () => {
    const { page, context } = await site.visit('/demo');
    await field(page, labels.name).fill(`Sent Before ${tag()}`);
    await field(page, labels.email).fill('sent-before@example.org');
    await submitButton(page).click();
    await page.getByText(waitlistText.success.full).waitFor();

    await page.goto(site.server.url + link('colleague@example.org'));
    await waitForHydration(page);
    await page.getByRole('button', { name: messages.sent.again }).click();
    await expect.poll(() => field(page, labels.email).inputValue()).toBe('colleague@example.org');
    expect(await field(page, labels.name).inputValue()).toBe('');
    await context.close();
  });
});

describe('a shared computer: a /demo request was sent, then the next visitor opens /pricing', () => {
  it("is not thanked for the other request: the short form is empty, and the next visitor's full request is stored as theirs", async () => {
    const { page, context } = await site.visit('/demo');
    const first = `Demo Sender ${tag()}`;
    await field(page, labels.name).fill(first);
    await field(page, labels.email).fill('demo-sender@example.org');
    await submitButton(page).click();
    await page.getByText(waitlistText.success.full).waitFor();

    await page.goto(site.server.url + '/pricing');
    await waitForHydration(page);
    const shortEmail = field(page, labels.shortEmail);
    await shortEmail.waitFor();
    expect(await page.getByText(waitlistText.success.short).count()).toBe(0);
    await shortEmail.fill('next-visitor@example.org');
    await submitButton(page).click();
    await page.getByRole('button', { name: waitlistText.success.expandAction }).click();
    const next = `Next Visitor ${tag()}`;
    await field(page, labels.name).fill(next);
    await submitButton(page).click();
    await page.getByText(waitlistText.success.full).waitFor();

    const leads = await site.leads('waitlist-records');
    expect(leads.filter((lead) => lead.email === 'next-visitor@example.org')).toEqual([expect.objectContaining({ name: next, status: 'submitted' })]);
    expect(leads.filter((lead) => lead.name === first)).toEqual([expect.objectContaining({ email: 'demo-sender@example.org', status: 'submitted' })]);
    await context.close();
  });
});

describe("the pricing page's full form, completing the short form's lead, and a reload", () => {
  it('opens again with what was typed in it, and its Submit completes that one lead', async () => {
    const { page, context } = await site.visit('/pricing');
    const email = `completing-${tag()}@example.org`;
    await field(page, labels.shortEmail).fill(email);
    await submitButton(page).click();
    await page.getByRole('button', { name: waitlistText.success.expandAction }).click();
    const name = `Completing Visitor ${tag()}`;
    await field(page, labels.name).fill(name);
    await field(page, labels.notes).fill('Typed before the reload');

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => field(page, labels.name).inputValue(), { timeout: 15_000 }).toBe(name);
    expect(await field(page, labels.notes).inputValue()).toBe('Typed before the reload');
    await submitButton(page).click();
    await page.getByText(waitlistText.success.full).waitFor();

    const leads = await site.leads('waitlist-records');
    expect(leads.filter((lead) => lead.email === email)).toEqual([expect.objectContaining({ name, notes: 'Typed before the reload', status: 'submitted' })]);
    await context.close();
  });
});

describe('the server process is down (killed) while the visitor types', () => {
  it('says the site is not answering, not that the visitor is offline, and keeps the typing', async ({ onTestFinished }) => {
    const server = await startServer({ ADMIN_TOKEN: 'browser-habits-down-admin-token' });
    onTestFinished(() => server.stop());
    const { page, context } = await site.visit('/demo', { origin: server.url });
    onTestFinished(() => context.close());
    await field(page, labels.name).fill(`Server Gone ${tag()}`);
    await field(page, labels.email).fill('server-gone@example.org');
    await page.locator('.save-indicator').getByText(messages.saveStatus.saved).waitFor({ timeout: 30_000 });

    await server.stop('SIGKILL');
    await field(page, labels.notes).fill('Typed while the site is down');
    await field(page, labels.name).focus();
    await page.getByRole('status').filter({ hasText: messages.saveStatus.unavailable }).waitFor({ timeout: 30_000 });
    expect(await page.getByText(messages.saveStatus.offline).count()).toBe(0);
    expect(await field(page, labels.notes).inputValue()).toBe('Typed while the site is down');
  });
});

describe("the device's storage refusing writes (its quota full)", () => {
  it('says so plainly, and a reload brings back what was typed and goes on with the same record, not a second one', async () => {
    const { page, context } = await site.visit('/demo');
    // The form has kept its (untouched) entry; then another page of the site fills the quota: every
    // later write of this origin's localStorage is refused, and that older entry stays.
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, leadMemoryKey('waitlist-records'));
    await page.evaluate(() => {
      for (let size = 1 << 20; size >= 1; size = Math.floor(size / 2)) {
        try {
          for (let i = 0; ; i++) localStorage.setItem(`filler-${size}-${i}`, 'x'.repeat(size));
        } catch {
          // Full at this size: go on with smaller pieces.
        }
      }
    });
    const name = `Full Storage ${tag()}`;
    await field(page, labels.name).fill(name);
    await field(page, labels.email).fill('full-storage@example.org');
    await page.getByRole('status').filter({ hasText: messages.storageRefused }).waitFor();
    await storedLead(name, { email: 'full-storage@example.org' });

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => field(page, labels.name).inputValue(), { timeout: 15_000 }).toBe(name);
    await page.getByRole('status').filter({ hasText: messages.storageRefused }).waitFor();
    await field(page, labels.notes).fill('After the reload');
    await storedLead(name, { notes: 'After the reload' });
    await context.close();
  });
});
