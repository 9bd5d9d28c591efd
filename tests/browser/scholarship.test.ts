import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scholarshipText, sponsorEmailTemplate } from '../../src/content/scholarship';
import { messages } from '../../src/domain/messages';
import { leadMemoryKey } from '../../src/services/leadMemory';
import { exportLeads } from './harness';
import { field as labelled, seriousViolations, useSite, waitForHydration } from './kit';

/**
 * /scholarship against the real server and database: the sponsor e-mail copied to the
 * clipboard, the application blocked while incomplete, kept across a reload and stored submitted;
 * read back with the owner's export (GET /api/scholarship-applications?format=json).
 */
const adminToken = 'scholarship-browser-test-admin-token';
const text = scholarshipText.form;

const site = useSite({ ADMIN_TOKEN: adminToken });
const exported = () => exportLeads(site.server, 'scholarship-applications', adminToken);

const visit = (context: BrowserContext) => site.visit('/scholarship', { context });
const field = (page: Page, name: keyof typeof text.labels) => labelled(page, text.labels[name]);
const sendButton = (page: Page) => page.getByRole('form', { name: text.name }).getByRole('button');

describe('/scholarship against the real server', () => {
  it('copies the e-mail for potential sponsors to the clipboard and says so', async () => {
    const context = await site.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.url });
    const { page, problems } = await visit(context);
    await page.getByRole('heading', { level: 1, name: 'Heartwork Scholarship Program' }).waitFor();
    await page.getByRole('button', { name: scholarshipText.sponsors.copy }).click();
    await page.getByRole('status').getByText(scholarshipText.sponsors.copied, { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sponsorEmailTemplate);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the application blocked while incomplete, restores it after a reload, and stores it submitted', async () => {
    // The axe script is injected inline, which the site's CSP rightly forbids.
    const context = await site.newContext({ bypassCSP: true });
    const { page, problems } = await visit(context);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await field(page, 'centerName').fill('Casa Verde');
    await field(page, 'country').fill('România');
    await field(page, 'contactPersonName').fill('Ioana Pop');
    await field(page, 'position').fill('Director');
    await field(page, 'email').fill('ioana@casaverde.example');
    await field(page, 'situation').selectOption('distressed');
    await field(page, 'sponsorsContacted').fill('10');
    // Blocked once the form's code runs (a deferred island, woken by the typing); the prerendered
    // button is not, since without a script it posts the form (nojs.test).
    await expect.poll(() => sendButton(page).getAttribute('aria-disabled')).toBe('true');
    // It stays in the tab order (its description says what is missing); pressing it anyway
    // takes the visitor to what is missing, and sends nothing.
    await sendButton(page).focus();
    await page.keyboard.press('Enter');
    // The form may still be waking (a deferred island): the press is played once it is, as for a person.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('message');
    await expect.poll(async () => (await exported()).at(-1)?.sponsorsContacted, { timeout: 15_000 }).toBe(10);
    expect((await exported()).at(-1)?.status).toBe('draft');
    // The server can hold the draft before the page has its answer (and so the record's id):
    // reload once the page says so, as a visitor would.
    await page.locator('.save-indicator').getByText(messages.saveStatus.saved).waitFor();

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => field(page, 'centerName').inputValue()).toBe('Casa Verde');
    expect(await field(page, 'situation').inputValue()).toBe('distressed');
    await field(page, 'message').fill('Our guest house lost its funding this winter; we care for eight guests a week.');
    expect(await sendButton(page).getAttribute('aria-disabled')).toBeNull();
    await sendButton(page).click();
    await page.getByText(text.success).waitFor();
    expect(await page.getByRole('form', { name: text.name }).count()).toBe(0);

    const stored = await exported();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      centerName: 'Casa Verde',
      country: 'România',
      contactPersonName: 'Ioana Pop',
      position: 'Director',
      email: 'ioana@casaverde.example',
      situation: 'distressed',
      sponsorsContacted: 10,
      message: 'Our guest house lost its funding this winter; we care for eight guests a week.',
      status: 'submitted',
    });
    // The browser remembers that this form was sent (issue 13), and nothing of its draft.
    const memory = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), leadMemoryKey('scholarship-applications'));
    await expect.poll(memory).toEqual({ sent: { recordId: stored[0]._id, at: stored[0].updatedAt }, keptAt: expect.any(String) });
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says a wrong number of sponsors is wanted as a whole number from 0 to 1000, and saves the other fields meanwhile', async () => {
    const context = await site.newContext();
    const { page, problems } = await visit(context);
    const refusals: string[] = [];
    page.on('response', (r) => r.url().includes('/api/scholarship-applications') && r.status() === 400 && refusals.push(r.url()));
    const sponsors = field(page, 'sponsorsContacted');
    expect([await sponsors.getAttribute('min'), await sponsors.getAttribute('max'), await sponsors.getAttribute('step')]).toEqual(['0', '1000', '1']);
    await field(page, 'centerName').fill('Casa Speranța');
    await sponsors.pressSequentially('1001');
    await sponsors.blur();
    await page.getByText(messages.wholeNumber(0, 1000)).first().waitFor();
    expect(await sponsors.getAttribute('aria-invalid')).toBe('true');
    await field(page, 'country').fill('România');
    await field(page, 'contactPersonName').fill('Elena');
    await field(page, 'email').fill('elena@example.ro');
    await field(page, 'situation').selectOption('new');
    await field(page, 'message').fill('Vă rugăm să ne ajutați.');
    await field(page, 'message').blur();
    await expect
      .poll(async () => (await exported()).find((r) => r.centerName === 'Casa Speranța')?.message, { timeout: 15_000 })
      .toBe('Vă rugăm să ne ajutați.');
    const stored = (await exported()).find((r) => r.centerName === 'Casa Speranța')!;
    expect(stored).toMatchObject({ country: 'România', contactPersonName: 'Elena', email: 'elena@example.ro', situation: 'new', status: 'draft' });
    expect(stored.sponsorsContacted).toBeUndefined();
    expect(refusals).toEqual([]);
    // Not sent while the number is wrong; sent once it is fixed.
    expect(await sendButton(page).getAttribute('aria-disabled')).toBe('true');
    await sponsors.fill('12');
    await sendButton(page).click();
    await page.getByText(text.success).waitFor();
    expect((await exported()).find((r) => r.centerName === 'Casa Speranța')).toMatchObject({ sponsorsContacted: 12, status: 'submitted' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
