import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scholarshipText, sponsorEmailTemplate } from '../../src/content/scholarship';
import { messages } from '../../src/domain/messages';
import { leadMemoryKey } from '../../src/services/leadMemory';
import { axePath, exportLeads, launchBrowser, startServer, type RunningServer } from './harness';

/**
 * /scholarship against the real server and database: the sponsor e-mail copied to the
 * clipboard, the application blocked while incomplete, kept across a reload and stored submitted;
 * read back with the owner's export (GET /api/scholarship-applications?format=json).
 */
const adminToken = 'scholarship-browser-test-admin-token';
const text = scholarshipText.form;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ ADMIN_TOKEN: adminToken });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const exported = () => exportLeads(server, 'scholarship-applications', adminToken);

async function visit(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${server.url}/scholarship`);
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
  return { page, problems };
}

const field = (page: Page, name: keyof typeof text.labels) =>
  page.getByLabel(new RegExp(`^${text.labels[name].replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`));
const sendButton = (page: Page) => page.getByRole('form', { name: text.name }).getByRole('button');

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (el: Element) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
    return axe.run(document.querySelector('main')!);
  });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
}

describe('/scholarship against the real server', () => {
  it('copies the e-mail for potential sponsors to the clipboard and says so', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
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
    const context = await browser.newContext({ bypassCSP: true });
    const { page, problems } = await visit(context);
    expect(await sendButton(page).getAttribute('aria-disabled')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    await field(page, 'centerName').fill('Casa Verde');
    await field(page, 'country').fill('România');
    await field(page, 'contactPersonName').fill('Ioana Pop');
    await field(page, 'position').fill('Director');
    await field(page, 'email').fill('ioana@casaverde.example');
    await field(page, 'situation').selectOption('distressed');
    await field(page, 'sponsorsContacted').fill('10');
    expect(await sendButton(page).getAttribute('aria-disabled')).toBe('true');
    // It stays in the tab order (its description says what is missing); pressing it anyway
    // takes the visitor to what is missing, and sends nothing.
    await sendButton(page).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('message');
    await expect.poll(async () => (await exported()).at(-1)?.sponsorsContacted, { timeout: 15_000 }).toBe(10);
    expect((await exported()).at(-1)?.status).toBe('draft');
    // The server can hold the draft before the page has its answer (and so the record's id):
    // reload once the page says so, as a visitor would.
    await page.locator('.save-indicator').getByText(messages.saveStatus.saved).waitFor();

    await page.reload();
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
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
    await expect.poll(memory).toEqual({ sent: { recordId: stored[0]._id, at: stored[0].updatedAt } });
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
