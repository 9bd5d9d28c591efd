import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { affiliateText } from '../../src/content/affiliate';
import { scholarshipText } from '../../src/content/scholarship';
import { fieldLimits } from '../../src/domain/fieldLimits';
import { messages } from '../../src/domain/messages';
import { spamReasons } from '../../src/domain/spam';
import { formClockCookie } from '../../server/forms/formClock';
import { formPageText } from '../../server/forms/formText';
import { startHoldingProxy } from './holdingProxy';
import { field, useSite } from './kit';
import { throttle } from './network';

/**
 * The lead forms in Chromium with JavaScript off (issue 14): each sends a complete lead as a plain
 * form post, read back with the owner's export; a refused form comes back with what was typed;
 * another site's form is refused.
 */
const site = useSite({ ADMIN_TOKEN: 'nojs-browser-test-admin-token' });

// With JavaScript off nothing runs and nothing is stored: one context serves every visit.
let context: BrowserContext;
beforeAll(async () => {
  context = await site.newContext({ javaScriptEnabled: false });
});
afterAll(() => context?.close());

async function open(path: string): Promise<Page> {
  return (await site.visit(path, { context, javaScriptEnabled: false })).page;
}

/** Presses the form's button, as a visitor would: it must look and be announced as usable. */
async function send(page: Page, button: string | RegExp): Promise<void> {
  await Promise.all([page.waitForEvent('framenavigated'), page.getByRole('button', { name: button }).click()]);
  await page.waitForLoadState();
}

describe('with JavaScript off', () => {
  it('/demo sends a complete request, shown back by the export', async () => {
    const page = await open('/demo');
    const labels = waitlistText.labels;
    await field(page, labels.name).fill('Maria Popescu');
    await field(page, labels.email).fill('maria@example.ro');
    await field(page, labels.hasCenter).check();
    // Without a script nothing reveals the center's fields or the features' panel: they show.
    await field(page, labels.center).fill('Casa Verde');
    await field(page, labels.country).fill('România');
    await page.getByRole('checkbox', { name: 'Bookings' }).check();
    await page.getByRole('checkbox', { name: 'Kitchen management' }).check();
    await field(page, labels.notes).fill('Two lines:\nsecond line');
    await send(page, waitlistText.submit);
    await page.getByText(waitlistText.success.full).waitFor();
    expect(new URL(page.url()).search).toBe('');

    const [lead] = await site.leads('waitlist-records');
    expect(lead).toMatchObject({
      name: 'Maria Popescu',
      email: 'maria@example.ro',
      hasCenter: true,
      center: 'Casa Verde',
      country: 'România',
      interestedFeatures: ['bookings', 'kitchen'],
      notes: 'Two lines:\nsecond line',
      status: 'submitted',
    });
    await page.close();
  });

  it('/affiliate sends a complete referral, shown back by the export', async () => {
    const page = await open('/affiliate');
    const labels = affiliateText.form.labels;
    await field(page, labels.centerName).fill('Fjellro Helsesenter');
    await field(page, labels.website).fill('https://fjellro.no');
    await field(page, labels.centerStage).selectOption('paper');
    await field(page, labels.contactPersonName).fill('Åse Løvås');
    await field(page, labels.email).fill('ase@fjellro.no');
    await field(page, labels.nameA).fill('Mihai Ionescu');
    await field(page, labels.emailA).fill('mihai@example.com');
    await field(page, labels.relationship).selectOption('guest');
    await send(page, affiliateText.form.submit);
    await page.getByText(formPageText.thanks.affiliate).waitFor();

    const [lead] = await site.leads('affiliates');
    expect(lead).toMatchObject({
      centerName: 'Fjellro Helsesenter',
      website: 'https://fjellro.no',
      centerStage: 'paper',
      contactPersonName: 'Åse Løvås',
      email: 'ase@fjellro.no',
      nameA: 'Mihai Ionescu',
      emailA: 'mihai@example.com',
      relationship: 'guest',
      submitted: true,
    });
    await page.close();
  });

  it('/scholarship names what is missing with what was typed kept, then sends the complete application', async () => {
    const page = await open('/scholarship');
    const labels = scholarshipText.form.labels;
    await field(page, labels.centerName).fill('Casa Speranței');
    await field(page, labels.country).fill('România');
    await field(page, labels.contactPersonName).fill('Ioana Marin');
    await field(page, labels.email).fill('ioana@casasperantei.ro');
    await field(page, labels.situation).selectOption('distressed');
    await field(page, labels.sponsorsContacted).fill('10');
    // Without a script nothing can follow the typing: no list of what is 'missing', no dimmed button.
    expect(await page.getByRole('button', { name: scholarshipText.form.submit }).getAttribute('aria-disabled')).toBeNull();
    // (The list is in the page, for the first paint of a visitor with a script; hidden here.)
    expect(await page.getByText(scholarshipText.form.missing).isVisible()).toBe(false);
    await send(page, scholarshipText.form.submit);

    // The message is missing: the same form again, the field named and marked, nothing lost.
    // The server's summary (the form's own announcer, for the script, is there too, and empty).
    const alert = page.getByRole('alert').filter({ hasText: messages.fieldsToFix(1) });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(`${labels.message}: ${messages.Required}`);
    expect(await field(page, labels.message).getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, labels.centerName).inputValue()).toBe('Casa Speranței');
    expect(await field(page, labels.situation).inputValue()).toBe('distressed');
    expect(await field(page, labels.sponsorsContacted).inputValue()).toBe('10');
    expect(await site.leads('scholarship-applications')).toEqual([]);

    await field(page, labels.message).fill('We lost our funding this winter.');
    await send(page, scholarshipText.form.submit);
    await page.getByText(scholarshipText.form.success).waitFor();

    const [lead] = await site.leads('scholarship-applications');
    expect(lead).toMatchObject({
      centerName: 'Casa Speranței',
      country: 'România',
      contactPersonName: 'Ioana Marin',
      email: 'ioana@casasperantei.ro',
      situation: 'distressed',
      sponsorsContacted: 10,
      message: 'We lost our funding this winter.',
      status: 'submitted',
    });
    await page.close();
  });

  it('/demo takes a 5,000-character name whole and answers that it is too long, naming it, with everything typed kept', async () => {
    // The prerendered box has no maxlength (issue 33: the form cuts a paste itself once its code
    // has come, and says so): without a script nothing is cut without a word, the server says it.
    const page = await open('/demo');
    const labels = waitlistText.labels;
    const long = 'N'.repeat(5000);
    const email = `long-name-${crypto.randomUUID().slice(0, 8)}@example.ro`;
    await field(page, labels.name).fill(long);
    await field(page, labels.email).fill(email);
    await field(page, labels.notes).fill('Call after 5.');
    expect(await field(page, labels.name).inputValue()).toBe(long);
    await send(page, waitlistText.submit);

    const alert = page.getByRole('alert').filter({ hasText: messages.fieldsToFix(1) });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(`${labels.name}: ${messages.tooLong(fieldLimits['waitlist-records'].name)}`);
    expect(await field(page, labels.name).getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, labels.name).inputValue()).toBe(long);
    expect(await field(page, labels.email).inputValue()).toBe(email);
    expect(await field(page, labels.notes).inputValue()).toBe('Call after 5.');
    expect((await site.leads('waitlist-records')).filter((lead) => lead.email === email)).toEqual([]);

    await field(page, labels.name).fill('Maria Lungu');
    await send(page, waitlistText.submit);
    await page.getByText(waitlistText.success.full).waitFor();
    expect((await site.leads('waitlist-records')).filter((lead) => lead.email === email)).toEqual([
      expect.objectContaining({ name: 'Maria Lungu', notes: 'Call after 5.', status: 'submitted' }),
    ]);
    await page.close();
  });
});

describe('a double click on Send over a slow line, with JavaScript off', () => {
  it.for(['/demo', '/ro/demo'])('%s stores one request', async (path, { onTestFinished }) => {
    // Through a proxy that knows when the server has answered every post it was sent, the first
    // press's included, however the browser cut that one off.
    const proxy = await startHoldingProxy(site.server.url);
    onTestFinished(() => proxy.stop());
    const context = await site.newContext({ javaScriptEnabled: false });
    onTestFinished(() => context.close());
    const { page } = await site.visit(path, { context, origin: proxy.url, javaScriptEnabled: false });
    const email = `double-click-${crypto.randomUUID().slice(0, 8)}@example.ro`;
    await page.locator('form[action="/forms/demo"] [name="name"]').fill('Maria Popescu');
    await page.locator('form[action="/forms/demo"] [name="email"]').fill(email);
    await throttle(page, 'Fast 3G');
    // The second press comes while the first post's answer is still on its way back (the mouse
    // waits for nothing): the first has reached the server whole, so both are posts to store.
    const button = page.locator('form[action="/forms/demo"] button[type="submit"]');
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    const firstPost = proxy.received('POST', '/forms/demo');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await firstPost;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // The second press replaces the first navigation (aborted, which waitForURL reports as an
    // error), so the address is watched instead.
    await expect.poll(() => page.url(), { timeout: 30_000 }).toMatch(/\/forms\/demo\/sent/);
    // Nothing more arrives later: the server has answered every post that reached it.
    await proxy.settled();
    expect((await site.leads('waitlist-records')).filter((lead) => lead.email === email)).toHaveLength(1);
  });
});

describe('a form on another site', () => {
  it('cannot post a lead to this one', async () => {
    const other = await site.browser.newContext(); // not the kit's: this visitor is on another host
    const page = await other.newPage();
    const forged = `<form method="post" action="${site.server.url}/forms/pricing"><input name="email" value="forged@example.com"><button>Send</button></form>`;
    await page.route('http://elsewhere.example/', (route) => route.fulfill({ contentType: 'text/html', body: forged }));
    await page.goto('http://elsewhere.example/');
    const [response] = await Promise.all([page.waitForResponse(`${site.server.url}/forms/pricing`), page.getByRole('button', { name: 'Send' }).click()]);
    expect(response.status()).toBe(403);
    await page.getByText(formPageText.crossSite).waitFor();
    expect((await site.leads('waitlist-records')).map((l) => l.email)).not.toContain('forged@example.com');
    await other.close();
  });
});

/**
 * The spam timing of a form without script (issue 15, server/forms/formClock.ts): the page's
 * answer stamps the time in a cookie for its own post; a script that loads the page and posts at
 * once, with the browser's cookies, is stored flagged and answered as a person would be.
 */
describe('a script posting a form without JavaScript at once', () => {
  it('is stored flagged "sent too fast", answered with the thank-you page', async () => {
    const script = await site.newContext({ javaScriptEnabled: false });
    const page = await script.newPage();
    await page.goto(`${site.server.url}/pricing`, { waitUntil: 'commit' });
    // The browser's own cookies, sent by its request client (which shares them) the moment the page arrives.
    const res = await script.request.post(`${site.server.url}/forms/pricing`, { form: { email: 'at-once@example.com' }, headers: { Origin: site.server.url } });
    expect(res.status()).toBe(200); // the 303 followed to the thank-you page
    expect(new URL(res.url()).pathname).toBe('/forms/pricing/sent');
    const stamp = (await script.cookies()).find((c) => c.name === formClockCookie);
    expect(stamp).toMatchObject({ path: '/forms/pricing', httpOnly: true, sameSite: 'Strict' });
    const lead = (await site.leads('waitlist-records')).find((l) => l.email === 'at-once@example.com');
    expect(lead).toMatchObject({ status: 'submitted', spam: true, spamReason: spamReasons.tooFast });
    await script.close();
  });
});
