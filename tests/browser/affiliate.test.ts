import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { affiliateText } from '../../src/content/affiliate';
import { fieldLimits } from '../../src/domain/fieldLimits';
import { messages } from '../../src/domain/messages';
import { leadMemoryKey } from '../../src/services/leadMemory';
import { exportLeads } from './harness';
import { field as labelled, seriousViolations, useSite } from './kit';

/**
 * /affiliate against the real server and database: the e-mail preview rule, an invalid and a
 * valid submit, the next referral as a new record, a save that fails and is retried, and markup
 * typed into every field; the stored referrals read back with the owner's export
 * (GET /api/affiliates?format=json with the admin token).
 */
const adminToken = 'affiliate-browser-test-admin-token';
const { labels } = affiliateText.form;

const site = useSite({ ADMIN_TOKEN: adminToken });
const exported = () => exportLeads(site.server, 'affiliates', adminToken);

/** Opens /affiliate as a fresh visitor (`bypassCSP` to inject axe). */
const visit = (options: { bypassCSP?: boolean } = {}) => site.visit('/affiliate', options);
const field = (page: Page, name: keyof typeof labels) => labelled(page, labels[name]);
const submitButton = (page: Page) => page.getByRole('form', { name: affiliateText.form.name }).getByRole('button');
const preview = (page: Page) => page.getByTestId('email-preview');

const referral = {
  centerName: 'Fjord Lifestyle Senter',
  website: 'www.fjord.example',
  contactPersonName: 'Kari Nordmann',
  email: 'kari@fjord.example',
  phone: '+47 22 00 00 00',
  otherInfo: 'Ø and ș welcome: they open a second house in spring.',
  nameA: 'Ada Lovelace',
  emailA: 'ada@example.org',
};

async function fillReferral(page: Page, values: Partial<typeof referral> = referral) {
  for (const [name, value] of Object.entries(values)) await field(page, name as keyof typeof labels).fill(value);
  await field(page, 'centerStage').selectOption('paper');
  await field(page, 'relationship').selectOption('guest');
}

describe('/affiliate against the real server', () => {
  it('shows the e-mail preview only once the contact person, your name and your email are filled in, and follows the typing', async () => {
    const { page, context, problems } = await visit();
    await field(page, 'contactPersonName').fill('Kari');
    await field(page, 'nameA').fill('Ada');
    await field(page, 'centerName').fill('Fjord Senter');
    expect(await preview(page).count()).toBe(0);
    await page.getByText(affiliateText.preview.waiting).waitFor();
    await field(page, 'emailA').pressSequentially('ada@example.org');
    await preview(page).getByText('Dear Kari,').waitFor();
    await field(page, 'contactPersonName').press('End');
    await field(page, 'contactPersonName').pressSequentially(' Nordmann');
    await preview(page).getByText('Dear Kari Nordmann,').waitFor();
    expect(await preview(page).textContent()).toContain('Ada thinks Heartwork could help Fjord Senter');
    await field(page, 'emailA').fill('');
    await preview(page).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses an invalid form with the exact message, then stores a valid referral submitted and starts the next as a new record', async () => {
    const before = (await exported()).length;
    // The axe script is injected inline, which the site's CSP rightly forbids.
    const { page, context, problems } = await visit({ bypassCSP: true });
    await submitButton(page).click();
    await page.getByRole('alert').getByText(messages.affiliateInvalid, { exact: true }).waitFor();
    expect(await field(page, 'centerName').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('centerName');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await fillReferral(page);
    expect(await page.getByRole('alert').count()).toBe(0);
    await submitButton(page).click();
    await page.getByText(affiliateText.notices.succeeded).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(affiliateText.notices.succeeded);

    const stored = (await exported()).slice(before);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...referral, centerStage: 'paper', relationship: 'guest', submitted: true });
    // The browser remembers that this form was sent (issue 13), and nothing of its draft.
    const memory = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), leadMemoryKey('affiliates'));
    await expect.poll(memory).toEqual({ sent: { recordId: stored[0]._id, at: stored[0].updatedAt }, keptAt: expect.any(String) });

    // The form is ready for the next referral: the affiliate's own details stay.
    expect(await field(page, 'centerName').inputValue()).toBe('');
    expect(await field(page, 'nameA').inputValue()).toBe(referral.nameA);
    await field(page, 'centerName').fill('Casa Verde');
    expect(await page.getByText(affiliateText.notices.succeeded).count()).toBe(0);
    await expect.poll(async () => (await exported()).length - before, { timeout: 15_000 }).toBe(2);
    const next = (await exported()).at(-1)!;
    expect(next).toMatchObject({ centerName: 'Casa Verde', nameA: referral.nameA, emailA: referral.emailA });
    expect(next._id).not.toBe(stored[0]._id);
    expect(next.submitted).toBeUndefined();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shown again after a link away and back, keeps the referrer for the next referral, and shows one sent unanswered as sent', async () => {
    const { page, context, problems } = await visit();
    const linkAwayAndBack = async () => {
      await page.locator('footer a[href$="/about"]').click();
      await page.waitForURL(/\/about$/);
      await page.goBack();
      await page.waitForURL(/\/affiliate$/);
    };
    // Sent and answered: the page goes on to the next referral.
    await fillReferral(page);
    await submitButton(page).click();
    await page.getByText(affiliateText.notices.succeeded).waitFor();
    await linkAwayAndBack();
    await expect.poll(() => field(page, 'nameA').inputValue()).toBe(referral.nameA);
    expect(await field(page, 'emailA').inputValue()).toBe(referral.emailA);
    expect(await field(page, 'centerName').inputValue()).toBe('');

    // The next one: stored by the server, its answer never comes; the visitor goes and comes back.
    await fillReferral(page, { ...referral, centerName: 'Casa Întoarsă' });
    await expect.poll(async () => (await exported()).some((r) => r.centerName === 'Casa Întoarsă'), { timeout: 15_000 }).toBe(true);
    await page.route('**/api/affiliates/**', async (route) => {
      if (!/"submitted":true/.test(route.request().postData() ?? '')) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await submitButton(page).click();
    await expect.poll(async () => (await exported()).find((r) => r.centerName === 'Casa Întoarsă')?.submitted, { timeout: 30_000 }).toBe(true);
    await linkAwayAndBack();
    await page.getByText(/^Sent on /).waitFor();
    await page.getByText(affiliateText.notices.sent).waitFor();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(problems.filter((p) => !/Failed to load resource|save failed/.test(p))).toEqual([]);
    await context.close();
  });

  it('says so when a save fails, keeps what was typed, and stores it once the server is reachable again', async () => {
    const before = (await exported()).length;
    const { page, context } = await visit();
    await page.route('**/api/affiliates**', (route) => route.abort('internetdisconnected'));
    await field(page, 'centerName').fill('Offline Center');
    await page.getByRole('alert').getByText(affiliateText.notices.failed.unreachable).waitFor({ timeout: 10_000 });
    expect(await field(page, 'centerName').inputValue()).toBe('Offline Center');
    expect(await exported()).toHaveLength(before);
    await page.unroute('**/api/affiliates**');
    await page.getByRole('alert').waitFor({ state: 'detached', timeout: 15_000 });
    expect((await exported()).at(-1)).toMatchObject({ centerName: 'Offline Center' });
    await context.close();
  });

  it('shows markup typed into every field as the characters typed: nothing runs, nothing loads', async () => {
    const payload = '<img src=x onerror=window.__pwned=1><script>window.__pwned=1</script>';
    // An e-mail field's draft is refused past 64 characters before the '@'.
    const emailPayload = '<img src=x onerror=window.__pwned=1>@example.org';
    const before = (await exported()).length;
    // Without the site's CSP, so that only the rendering stands between the payload and the page.
    const { page, context, problems } = await visit({ bypassCSP: true });
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    const typed: Record<string, string> = {};
    for (const name of ['centerName', 'website', 'contactPersonName', 'email', 'phone', 'otherInfo', 'nameA', 'emailA'] as const) {
      const max = fieldLimits.affiliates[name];
      await field(page, name).fill((name === 'email' || name === 'emailA' ? emailPayload : payload).slice(0, max));
      typed[name] = await field(page, name).inputValue();
    }
    await preview(page).waitFor();
    const text = await preview(page).textContent();
    expect(text).toContain(`Dear ${payload},`);
    expect(text).toContain(`${payload} thinks Heartwork could help ${payload}`);
    expect(text).toContain(`${payload} <${emailPayload}>`);
    expect(await preview(page).locator('img, script').count()).toBe(0);
    await expect.poll(async () => (await exported()).slice(before), { timeout: 15_000 }).toEqual([expect.objectContaining(typed)]);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(fetched.filter((p) => p === '/x')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility violations with the preview shown, and is usable with the keyboard', async () => {
    const { page, context } = await visit({ bypassCSP: true });
    await fillReferral(page, { contactPersonName: 'Kari', nameA: 'Ada', emailA: 'ada@example.org' });
    await preview(page).waitFor();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await field(page, 'emailA').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('relationship');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('otherInfo');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(affiliateText.form.submit);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText(messages.affiliateInvalid, { exact: true }).waitFor();
    await context.close();
  });
});
