import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { messages } from '../../src/domain/messages';
import { exportLeads } from './harness';
import { field, useSite } from './kit';

/**
 * One lead per visitor across tabs, reloads and the pricing page (issue 13), in Chromium against
 * the real server and database: two tabs of one draft keep every field and end as one sent
 * lead; a sent form stays sent through reload, back and forward until 'Send another request';
 * the pricing page's short form is a sent lead that the full form completes, never a second one.
 */
const adminToken = 'two-tabs-browser-test-admin-token';
const site = useSite({ ADMIN_TOKEN: adminToken });

const leads = () => exportLeads(site.server, 'waitlist-records', adminToken);
const mine = async (email: string) => (await leads()).filter((lead) => lead.email === email);
const unique = () => crypto.randomUUID().slice(0, 8);

const submit = (page: Page) => page.getByRole('button', { name: waitlistText.submit, exact: true }).click();
const sendAnother = (page: Page) => page.getByRole('button', { name: messages.sent.again });
const saved = (page: Page) => page.getByText(messages.saveStatus.saved, { exact: true }).waitFor();
/** The sent state: thanked, with the date it was sent, and no form. */
async function expectShownSent(page: Page, thanks: string): Promise<void> {
  await page.getByText(thanks).waitFor();
  await expect.poll(() => page.getByText(/^Sent on .+\.$/).count()).toBe(1);
  await sendAnother(page).waitFor();
  expect(await page.getByRole('form').count()).toBe(0);
}

describe('two tabs of /demo', () => {
  it.each(['one after the other', 'at the same moment'] as const)(
    'editing different fields %s: every field is stored, both tabs show both, and a submit in one shows the other sent',
    async (timing) => {
      const first = await site.visit('/demo');
      const second = await site.visit('/demo', { context: first.context });
      const [a, b] = [first.page, second.page];
      const typed = { name: `Two Tabs ${unique()}`, email: `two-tabs-${unique()}@example.org` };

      if (timing === 'one after the other') {
        await field(a, waitlistText.labels.name).fill(typed.name);
        await saved(a);
        await expect.poll(() => field(b, waitlistText.labels.name).inputValue()).toBe(typed.name);
        await field(b, waitlistText.labels.email).fill(typed.email);
      } else {
        await Promise.all([field(b, waitlistText.labels.email).fill(typed.email), field(a, waitlistText.labels.name).fill(typed.name)]);
      }
      // Each tab shows what the other typed, and keeps its own.
      for (const page of [a, b]) {
        await expect.poll(() => field(page, waitlistText.labels.name).inputValue(), { timeout: 15_000 }).toBe(typed.name);
        await expect.poll(() => field(page, waitlistText.labels.email).inputValue(), { timeout: 15_000 }).toBe(typed.email);
      }
      await expect.poll(async () => (await mine(typed.email)).map((l) => [l.name, l.status]), { timeout: 15_000 }).toEqual([[typed.name, 'draft']]);

      await submit(a);
      await a.getByText(waitlistText.success.full).waitFor();
      await expectShownSent(b, waitlistText.success.full);
      const stored = await mine(typed.email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ ...typed, status: 'submitted' });
      expect(first.problems.concat(second.problems)).toEqual([]);
      await first.context.close();
    },
  );
});

describe('a tab that learns the other tab sent the draft', () => {
  it("keeps what it typed since its last save, says so, and, after a reload too, 'Send another request' starts with it filled in", async () => {
    const first = await site.visit('/demo');
    const second = await site.visit('/demo', { context: first.context });
    const [a, b] = [first.page, second.page];
    const typed = { name: `Late Notes ${unique()}`, email: `late-notes-${unique()}@example.org`, notes: 'Please call after six.' };
    await field(a, waitlistText.labels.name).fill(typed.name);
    await field(a, waitlistText.labels.email).fill(typed.email);
    await saved(a);
    await expect.poll(() => field(b, waitlistText.labels.email).inputValue()).toBe(typed.email);

    // B's save of its notes is slow to arrive: A's submit reaches the server first.
    let release = () => {};
    const held = new Promise<void>((go) => (release = go));
    await b.route('**/api/waitlist-records/*', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await field(b, waitlistText.labels.notes).fill(typed.notes);
    await field(b, waitlistText.labels.notes).blur();
    await submit(a);
    await a.getByText(waitlistText.success.full).waitFor();
    release();

    await expectShownSent(b, waitlistText.success.full);
    await b.getByText(messages.sent.withoutUnsent).waitFor();
    expect(await a.getByText(messages.sent.withoutUnsent).count()).toBe(0);
    expect((await mine(typed.email)).map((l) => [l.status, l.notes])).toEqual([['submitted', undefined]]);

    // The visitor reloads that tab before deciding: the notes are still kept, and it still says so.
    await b.reload();
    await expectShownSent(b, waitlistText.success.full);
    await b.getByText(messages.sent.withoutUnsent).waitFor();
    await sendAnother(b).click();
    for (const [label, value] of [
      [waitlistText.labels.name, typed.name],
      [waitlistText.labels.email, typed.email],
      [waitlistText.labels.notes, typed.notes],
    ]) {
      await expect.poll(() => field(b, label).inputValue()).toBe(value);
    }
    await submit(b);
    await b.getByText(waitlistText.success.full).waitFor();
    await expect
      .poll(async () => (await mine(typed.email)).map((l) => [l.status, l.notes]))
      .toEqual([
        ['submitted', undefined],
        ['submitted', typed.notes],
      ]);
    // B's held save found the lead sent: the server's 409, which the browser logs, is how B learnt
    // it (and a 412, when one tab saved on top of the other meanwhile, is how tabs merge).
    const expected = /^Failed to load resource: the server responded with a status of (409 \(Conflict\)|412 \(Precondition Failed\))$/;
    const problems = first.problems.concat(second.problems);
    expect(problems.filter((problem) => !expected.test(problem))).toEqual([]);
    expect(problems.filter((problem) => problem.includes('409'))).toHaveLength(1);
    await first.context.close();
  });
});

describe('two tabs whose first saves leave at the same moment', () => {
  it('make one lead, and each tab shows what the other typed', async () => {
    // Both tabs are left at one instant (a pagehide each, timed to the same millisecond), so
    // their first saves race: each reads the lead memory before the other's key can reach it.
    // Before the tabs took turns at the first save, 12 of 15 such tries made two leads. A few
    // tries, since one can come out right by luck: at that rate the old code passes 4 in a row
    // about once in 600 runs.
    for (let attempt = 0; attempt < 4; attempt++) {
      const first = await site.visit('/demo');
      const second = await site.visit('/demo', { context: first.context });
      const [a, b] = [first.page, second.page];
      const typed = { name: `Same Moment ${unique()}`, email: `same-moment-${unique()}@example.org` };
      await Promise.all([field(a, waitlistText.labels.name).fill(typed.name), field(b, waitlistText.labels.email).fill(typed.email)]);
      const at = Date.now() + 60;
      await Promise.all([a, b].map((page) => page.evaluate((at) => void setTimeout(() => dispatchEvent(new Event('pagehide')), at - Date.now()), at)));

      const theirs = async () => (await leads()).filter((lead) => lead.name === typed.name || lead.email === typed.email);
      await expect.poll(async () => (await theirs()).some((lead) => lead.name === typed.name && lead.email === typed.email), { timeout: 15_000 }).toBe(true);
      expect(
        (await theirs()).map((lead) => [lead.name, lead.email]),
        `try ${attempt + 1}`,
      ).toEqual([[typed.name, typed.email]]);
      for (const page of [a, b]) {
        await expect.poll(() => field(page, waitlistText.labels.name).inputValue()).toBe(typed.name);
        await expect.poll(() => field(page, waitlistText.labels.email).inputValue()).toBe(typed.email);
      }
      expect(first.problems.concat(second.problems)).toEqual([]);
      await first.context.close();
    }
  });
});

describe('a sent form stays sent', () => {
  it("through reload, back and forward; 'Send another request' starts a second lead only when pressed", async () => {
    const { page, context, problems } = await site.visit('/demo');
    const typed = { name: `Sent Stays ${unique()}`, email: `sent-stays-${unique()}@example.org` };
    await field(page, waitlistText.labels.name).fill(typed.name);
    await field(page, waitlistText.labels.email).fill(typed.email);
    await submit(page);
    await page.getByText(waitlistText.success.full).waitFor();

    await page.reload();
    await expectShownSent(page, waitlistText.success.full);
    await page.goto(`${site.server.url}/about`);
    await page.goBack();
    await expectShownSent(page, waitlistText.success.full);
    await page.goForward();
    await page.goBack();
    await expectShownSent(page, waitlistText.success.full);
    expect(await mine(typed.email)).toHaveLength(1);

    await sendAnother(page).click();
    // A new, empty form: nothing stored until the visitor types.
    await expect.poll(() => field(page, waitlistText.labels.name).inputValue()).toBe('');
    expect(await mine(typed.email)).toHaveLength(1);
    await field(page, waitlistText.labels.name).fill(`${typed.name} again`);
    await field(page, waitlistText.labels.email).fill(typed.email);
    await submit(page);
    await page.getByText(waitlistText.success.full).waitFor();
    await expect
      .poll(async () => (await mine(typed.email)).map((l) => [l.name, l.status]))
      .toEqual([
        [typed.name, 'submitted'],
        [`${typed.name} again`, 'submitted'],
      ]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the pricing short form', () => {
  it("is stored as a sent lead at once; 'click here' and the full form complete that same lead", async () => {
    const { page, context, problems } = await site.visit('/pricing');
    const email = `short-form-${unique()}@example.org`;
    await field(page, waitlistText.labels.shortEmail).fill(email);
    await submit(page);
    await page.getByText(waitlistText.success.short).waitFor();
    await expect.poll(() => mine(email)).toMatchObject([{ email, status: 'submitted', shortForm: true }]);

    await page.getByRole('button', { name: waitlistText.success.expandAction }).click();
    // The saved email is restored in the full form; nothing is saved before its submit.
    await expect.poll(() => field(page, waitlistText.labels.email).inputValue()).toBe(email);
    const name = `Short Then Full ${unique()}`;
    await field(page, waitlistText.labels.name).fill(name);
    await submit(page);
    await page.getByText(waitlistText.success.full).waitFor();

    const stored = await mine(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email, name, status: 'submitted' });
    expect(stored[0]).not.toHaveProperty('shortForm');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the short lead when the next visitor of the same browser completes it with another e-mail: theirs is a lead of its own', async () => {
    const first = await site.visit('/pricing');
    const emailA = `short-form-a-${unique()}@example.org`;
    await field(first.page, waitlistText.labels.shortEmail).fill(emailA);
    await submit(first.page);
    await first.page.getByText(waitlistText.success.short).waitFor();
    await expect.poll(() => mine(emailA)).toMatchObject([{ email: emailA, status: 'submitted', shortForm: true }]);
    await first.page.close();

    // Later, in the same browser: the sent short lead is shown, with its 'click here'.
    const { page, problems } = await site.visit('/pricing', { context: first.context });
    await page.getByRole('button', { name: waitlistText.success.expandAction }).click();
    const emailB = `full-form-b-${unique()}@example.org`;
    const nameB = `Visitor B ${unique()}`;
    await field(page, waitlistText.labels.email).fill(emailB);
    await field(page, waitlistText.labels.name).fill(nameB);
    await submit(page);
    await page.getByText(waitlistText.success.full).waitFor();

    // A's lead is as A sent it; B's is a new record (before: B's request replaced A's e-mail).
    await expect.poll(() => mine(emailB)).toMatchObject([{ email: emailB, name: nameB, status: 'submitted' }]);
    const [a] = await mine(emailA);
    expect(a).toMatchObject({ email: emailA, status: 'submitted', shortForm: true });
    expect(a).not.toHaveProperty('name');
    expect((await mine(emailB))[0]._id).not.toBe(a._id);
    // The server's 409 to the completion, which the browser logs, is how the page learnt it.
    expect(problems).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
    await first.context.close();
  });
});
