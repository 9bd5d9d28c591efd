import type { BrowserContext, Route } from 'playwright-core';
import { describe, it, type TestContext } from 'vitest';
import { affiliateText } from '../../src/content/affiliate';
import { scholarshipText } from '../../src/content/scholarship';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { messages } from '../../src/domain/messages';
import { leadMemoryKey } from '../../src/services/leadMemoryKey';
import { autosaveTiming } from '../../machines/saveRules';
import { startHoldingProxy } from './holdingProxy';
import { field, useSite, waitForHydration as hydrated } from './kit';

/**
 * Exactly one lead per visitor (issue 13), in Chromium against the real server and database.
 * A loopback proxy holds back the answers to saves: the server stores the first draft, the page
 * does not hear back before the visitor reloads. Whenever the reload comes after a fast fill (as
 * autofill or a paste does it), the form must come back with what was typed, and the server must
 * hold exactly one record for it.
 *
 * Each visitor has a browser context and a holding proxy of their own: one case's held answers
 * are never another's. (The cases run one by one: each is two page loads and two hydrations,
 * CPU-bound; run five at once on the 2-core machine they each took 50-60 s instead of 15.)
 */
const site = useSite({ ADMIN_TOKEN: 'one-lead-browser-test-admin-token' });
const byLabel = field;

/** A visitor behind a holding proxy of their own, on `route`, once the page is live; both go when the test ends. */
async function visitBehindProxy(route: string, { onTestFinished }: TestContext, { guarded = true } = {}) {
  const proxy = await startHoldingProxy(site.server.url);
  onTestFinished(() => proxy.stop());
  // `guarded: false`: a context without the kit's guard against other hosts (a context-wide route),
  // for a test that routes the page's own requests: with both, the reload's draft was not shown.
  const context = guarded ? undefined : await site.browser.newContext();
  const visit = await site.visit(route, { origin: proxy.url, context });
  onTestFinished(() => visit.context.close());
  return { proxy, page: visit.page };
}

/** Each form with the two fields a fast fill gives, and where its leads are stored. */
const forms = [
  { route: '/demo', resource: 'waitlist-records', name: ['name', waitlistText.labels.name], email: ['email', waitlistText.labels.email] },
  {
    route: '/affiliate',
    resource: 'affiliates',
    name: ['centerName', affiliateText.form.labels.centerName],
    email: ['email', affiliateText.form.labels.email],
  },
  {
    route: '/scholarship',
    resource: 'scholarship-applications',
    name: ['centerName', scholarshipText.form.labels.centerName],
    email: ['email', scholarshipText.form.labels.email],
  },
] as const;

/**
 * When the visitor reloads, counted from the moment the browser remembers the fill: at once (the
 * first save, sent as the first field was left, is unanswered), and once the save of the second
 * field has gone too (`autosaveTiming.saveDelayMs` later; its answer is held as well). The moments
 * in between (50-500 ms, tried before) add nothing: the proxy holds every answer until the reload.
 */
const reloadAfterMs = [0, autosaveTiming.saveDelayMs + 300];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(forms)('$route: a reload before the first save is answered', ({ route, resource, name, email }) => {
  it.for(reloadAfterMs)('reloaded %i ms after a fast fill: the form comes back filled, one record holds it', async (ms, test) => {
    const { expect } = test;
    const { proxy, page } = await visitBehindProxy(route, test);
    const typed = { [name[0]]: `One Lead ${route} ${ms} ${crypto.randomUUID().slice(0, 8)}`, [email[0]]: `one-lead-${ms}@example.org` };

    proxy.hold();
    await byLabel(page, name[1]).fill(typed[name[0]]);
    await byLabel(page, email[1]).fill(typed[email[0]]);
    // The scenario is a live form whose first save has not been answered: the form's code (a
    // deferred island) has taken the fill once the browser remembers it. (Typing into the
    // prerendered fields and reloading before the code arrives is not this test's case.)
    await page.waitForFunction(([key, email]) => (localStorage.getItem(key) ?? '').includes(email), [leadMemoryKey(resource), typed[email[0]]] as const);
    await pause(ms);
    await page.reload();
    proxy.release();
    await hydrated(page);

    await expect.poll(() => byLabel(page, name[1]).inputValue(), { timeout: 15_000 }).toBe(typed[name[0]]);
    await expect.poll(() => byLabel(page, email[1]).inputValue(), { timeout: 15_000 }).toBe(typed[email[0]]);
    await page.getByText(messages.saveStatus.saved).first().waitFor({ timeout: 15_000 });
    const mine = (await site.leads(resource)).filter((lead) => lead[name[0]] === typed[name[0]]);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject(typed);
  });
});

describe('a reload while the first save cannot be repeated (the network just dropped)', () => {
  it('shows what was typed at once, and saves it, as one record, when the network is back', async (test) => {
    const { expect } = test;
    const { route, resource, name, email } = forms[1];
    const { proxy, page } = await visitBehindProxy(route, test, { guarded: false });
    // The form is live (its island's code came and found nothing stored) before the proxy holds:
    // the case is a first save that cannot be repeated, not code that never arrived (the island's
    // code, held too, raced the fill: 1 failure in 4 full runs).
    await page.locator('.save-indicator:not([data-status="restoring"])').waitFor({ state: 'attached' });
    const typed = { [name[0]]: `Offline Reload ${crypto.randomUUID().slice(0, 8)}`, [email[0]]: 'offline-reload@example.org' };

    proxy.hold();
    await byLabel(page, name[1]).fill(typed[name[0]]);
    await byLabel(page, email[1]).fill(typed[email[0]]);
    const dropped = (r: Route) => (r.request().method() === 'GET' ? r.continue() : r.abort('internetdisconnected'));
    await page.route('**/api/**', dropped);
    await page.reload();
    proxy.release();
    await hydrated(page);

    await expect.poll(() => byLabel(page, name[1]).inputValue()).toBe(typed[name[0]]);
    await expect.poll(() => byLabel(page, email[1]).inputValue()).toBe(typed[email[0]]);
    await page.unroute('**/api/**', dropped);
    await page.getByText(messages.saveStatus.saved).first().waitFor({ timeout: 30_000 });
    const mine = (await site.leads(resource)).filter((lead) => lead[name[0]] === typed[name[0]]);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject(typed);
  });
});

/**
 * The wait-list form in a context of its own (the kit's guard against other hosts kept), its
 * record calls answered by `answer` (a route in the page, set before it loads); `prepare` runs on
 * the context first. `fill` types name and e-mail at once; `mine` reads back the leads so named.
 */
async function visitWithRecordCalls(test: TestContext, answer: (route: Route) => Promise<unknown>, prepare?: (context: BrowserContext) => Promise<unknown>) {
  const { route, resource, name, email } = forms[0];
  const context = await site.newContext();
  test.onTestFinished(() => context.close());
  await prepare?.(context);
  const { page } = await site.visit(route, { context, before: (p) => p.route((url) => url.pathname.startsWith(`/api/${resource}`), answer) });
  const fill = async (typed: Record<string, string>) => {
    await byLabel(page, name[1]).fill(typed[name[0]]!);
    await byLabel(page, email[1]).fill(typed[email[0]]!);
  };
  const mine = async (match: (value: string) => boolean) => (await site.leads(resource)).filter((lead) => match(String(lead[name[0]] ?? '')));
  return { page, fill, mine, nameField: name[0], emailField: email[0] };
}

describe('site data switched off, and the answer to the first save lost on its way back', () => {
  it('retries the create under the same key: one record holds what was typed', async (test) => {
    const { expect } = test;
    let lost = 0;
    const { page, fill, mine, nameField, emailField } = await visitWithRecordCalls(
      test,
      // The first create reaches the server and is stored; its answer never reaches the page.
      async (r) => {
        if (r.request().method() !== 'POST' || lost > 0) return r.continue();
        lost++;
        await r.fetch();
        await r.abort('internetdisconnected');
      },
      // As Chromium does with site data blocked: every use of localStorage throws.
      (context) =>
        context.addInitScript(() =>
          Object.defineProperty(window, 'localStorage', {
            get() {
              throw new DOMException('The operation is insecure.', 'SecurityError');
            },
          }),
        ),
    );
    const tag = crypto.randomUUID().slice(0, 8);
    const typed = { [nameField]: `No Storage ${tag}`, [emailField]: 'no-storage@example.org' };
    await fill(typed);

    await page.getByText(messages.saveStatus.saved).first().waitFor({ timeout: 30_000 });
    expect(lost).toBe(1);
    const stored = await mine((value) => value.includes(tag));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject(typed);
  });
});

describe('the server answering 503 while its database reopens (server/README.md, Storage)', () => {
  it('keeps what was typed, holds the submit, and stores the lead once, sent, when the server is back', async (test) => {
    const { expect } = test;
    let down = true;
    let refused = 0;
    const { page, fill, mine, nameField, emailField } = await visitWithRecordCalls(
      test,
      // The server's own answer while the database is reopened: 503, Retry-After: 5, nothing saved.
      async (r) => {
        if (!down || r.request().method() === 'GET') return r.continue();
        refused++;
        await r.fulfill({
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '5' },
          body: JSON.stringify({ error: 'The database is not available right now. Please try again shortly.' }),
        });
      },
    );
    const typed = { [nameField]: `Server Down ${crypto.randomUUID().slice(0, 8)}`, [emailField]: 'server-down@example.org' };
    const isMine = (value: string) => value === typed[nameField];
    await fill(typed);
    await page.getByRole('button', { name: waitlistText.submit, exact: true }).click();

    await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    // The visitor's connection is fine: the form says the server is not answering, not that they are offline.
    await expect.poll(() => page.getByRole('status').filter({ hasText: messages.saveStatus.unavailable }).count()).toBe(1);
    expect(await page.getByText(messages.saveStatus.offline).count()).toBe(0);
    expect(await page.getByText(waitlistText.success.full).count()).toBe(0);
    expect(await byLabel(page, forms[0].name[1]).inputValue()).toBe(typed[nameField]);
    expect(await mine(isMine)).toEqual([]);

    down = false;
    await page.getByText(waitlistText.success.full).waitFor({ timeout: 60_000 });
    const stored = await mine(isMine);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...typed, status: 'submitted' });
  });
});
