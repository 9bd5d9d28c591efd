import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWhen, inboxText } from '../../src/content/inbox';
import { resourceLabels } from '../../src/domain/inbox';
import type { MeetingSlots } from '../../src/domain/meetings';
import { smtpReceiver, type SmtpReceiver } from '../../tools/loopback/receivers';
import { seriousViolations, useSite } from './kit';
import { postApi } from './harness';

/**
 * The team's side of booking (issue 34, items 1 and 7), in Chromium against the real server and
 * a real SMTP receiver: the owner (in Bucharest, as the meeting hours) books a time for a lead who
 * only wrote a suggestion, from its record, and the lead's invite arrives for that instant; the
 * record, opened again, shows that meeting instead of the booking form; the owner blocks an afternoon, which then disappears from `GET /api/meeting-slots`, and removing the
 * block brings it back.
 */
const adminToken = 'inbox-meetings-browser-test-admin-token';
const team = 'team@heartwork.example';
const zone = 'Europe/Bucharest';
const t = inboxText;
const m = inboxText.meetings;

let smtp: SmtpReceiver;
afterAll(async () => smtp?.close());

const site = useSite(async () => {
  smtp = await smtpReceiver();
  return {
    ADMIN_TOKEN: adminToken,
    SMTP_URL: smtp.url,
    ALERT_EMAIL_TO: team,
    SITE_URL: 'https://heartwork.example',
    ALERT_WEBHOOK_URL: '',
    ALERT_WEBHOOK_SECRET: '',
    MEETING_TIMEZONE: zone,
    MEETING_HOURS: 'mon-sun 09:00-17:00',
    MEETING_DAYS_AHEAD: '10',
    MEETING_VIDEO_URL: 'https://meet.example/hw-{id}',
  };
});

// Days well past the 12 hours' notice and inside the 10 days offered, whenever the test runs.
const bookingDay = DateTime.now().setZone(zone).startOf('day').plus({ days: 3 });
const blockedDay = DateTime.now().setZone(zone).startOf('day').plus({ days: 4 });
const agreed = bookingDay.set({ hour: 14, minute: 10 });
const afternoon = { start: blockedDay.set({ hour: 12 }), end: blockedDay.set({ hour: 18 }) };

const post = (path: string, body: unknown) => postApi(site.server, path, body);

beforeAll(async () => {
  // A lead who wrote only a suggestion, no slot.
  const res = await post('/waitlist-records/', {
    name: 'Mara Ionescu',
    email: 'mara.suggests@example.ro',
    center: 'Casa Lină',
    scheduleMeetingNotes: 'Some afternoon in the next days?',
    status: 'submitted',
  });
  expect(res.status).toBe(201);
});

async function signedIn(): Promise<Page> {
  const { page } = await site.visit('/admin', { timezoneId: zone, bypassCSP: true, viewport: { width: 1280, height: 900 } });
  await page.getByLabel(t.signIn.secretLabel).fill(adminToken);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: t.list.open('Mara Ionescu') }).waitFor();
  return page;
}

const slots = async (): Promise<MeetingSlots> => (await fetch(`${site.server.url}/api/meeting-slots`)).json();
const inAfternoon = (s: MeetingSlots) =>
  s.slots.filter((slot) => Date.parse(slot.start) < afternoon.end.toMillis() && Date.parse(slot.end) > afternoon.start.toMillis());

describe('the team books and blocks demo times from the inbox', () => {
  it('books the time agreed with a lead who only suggested one: the lead’s invite arrives for that instant and the meeting is listed', async () => {
    const page = await signedIn();
    await page.getByRole('button', { name: t.list.open('Mara Ionescu') }).click();
    const booking = page.getByRole('region', { name: m.book.heading });
    await booking.getByLabel(m.book.date).fill(agreed.toISODate()!);
    await booking.getByLabel(m.book.time).fill(agreed.toFormat('HH:mm'));
    await booking.getByRole('button', { name: m.book.submit }).press('Enter');
    const meeting = page.getByRole('region', { name: m.ofLead.heading });
    await meeting.getByText(m.book.booked(formatWhen(agreed.toISO()!, zone)), { exact: false }).waitFor();
    expect(await seriousViolations(page, '.inbox-record')).toEqual([]);

    await expect.poll(async () => (await invitesTo('mara.suggests@example.ro')).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await invitesTo('mara.suggests@example.ro');
    const part = mail!.attachments.find((a) => a.contentType === 'text/calendar')!;
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(part.content.toString('utf8'))).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(agreed.toUTC().toISO());
    expect(mail!.text).toContain('https://meet.example/hw-');
    // The team's calendar copy too.
    await expect.poll(async () => (await invitesTo(team)).length, { timeout: 20_000 }).toBe(1);

    await page.getByRole('button', { name: t.sections.meetings }).click();
    const row = page.getByRole('row').filter({ hasText: 'Mara Ionescu' });
    await row.waitFor();
    expect(await row.textContent()).toContain(formatWhen(agreed.toISO()!, zone));
    expect(await row.textContent()).toContain(m.bookedByTeam);

    // The record opened again (and in a fresh page, as another member would): the team's meeting is on it, and no booking form.
    for (const [reopened, width] of [
      [page, 1280],
      [await signedIn(), 320],
    ] as const) {
      await reopened.setViewportSize({ width, height: 900 });
      await reopened.getByRole('button', { name: resourceLabels['waitlist-records'], exact: true }).click();
      await reopened.getByRole('button', { name: t.list.open('Mara Ionescu') }).click();
      const shown = reopened.getByRole('region', { name: m.ofLead.heading });
      await shown.getByText(m.ofLead.status.booked(formatWhen(agreed.toISO()!, zone), m.ofLead.by.team), { exact: false }).waitFor();
      expect(await shown.getByRole('link', { name: m.video }).getAttribute('href')).toMatch(/^https:\/\/meet\.example\/hw-/);
      expect(await reopened.getByRole('region', { name: m.book.heading }).count()).toBe(0);
      expect(await reopened.getByRole('button', { name: m.book.submit }).count()).toBe(0);
      expect(await seriousViolations(reopened, '.inbox-record')).toEqual([]);
      expect(await reopened.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shown.screenshot({ path: `test-results/record-meeting-${width}.png` });
      await reopened.context().close();
    }
  });

  it('blocks an afternoon: its slots leave GET /api/meeting-slots, a block ending before it starts is refused at ‘Until’, and removing it brings them back', async () => {
    expect(inAfternoon(await slots()).length).toBeGreaterThan(0);
    const page = await signedIn();
    await page.getByRole('button', { name: t.sections.meetings }).click();
    const blocks = page.getByRole('region', { name: m.blocks.heading });
    const from = blocks.getByRole('group', { name: m.blocks.startLegend });
    const until = blocks.getByRole('group', { name: m.blocks.endLegend });
    // The wrong way round first: the server names 'end', and it is said there.
    await from.getByLabel(m.blocks.date).fill(afternoon.start.toISODate()!);
    await from.getByLabel(m.blocks.time).fill('12:00');
    await until.getByLabel(m.blocks.date).fill(afternoon.start.toISODate()!);
    await until.getByLabel(m.blocks.time).fill('11:00');
    await blocks.getByLabel(m.blocks.note).fill('School play');
    await blocks.getByLabel(m.blocks.note).press('Enter');
    await until.getByText('end must be after start.').waitFor();
    expect(await until.getByLabel(m.blocks.date).evaluate((el) => el === document.activeElement)).toBe(true);
    // Corrected from the keyboard; the rest of the typing is still there.
    await until.getByLabel(m.blocks.time).fill('18:00');
    await until.getByLabel(m.blocks.time).press('Enter');
    await blocks.getByText(m.blocks.added).waitFor();
    const range = m.blocks.range(formatWhen(afternoon.start.toISO()!, zone), formatWhen(afternoon.end.toISO()!, zone));
    await blocks.getByRole('listitem').filter({ hasText: 'School play' }).getByText(range, { exact: false }).waitFor();
    expect(await seriousViolations(page, '.inbox-meetings')).toEqual([]);

    await expect.poll(async () => inAfternoon(await slots()).length, { timeout: 10_000 }).toBe(0);

    await blocks.getByRole('button', { name: m.blocks.removeLabel(range) }).click();
    await blocks.getByText(m.blocks.removed).waitFor();
    await expect.poll(async () => inAfternoon(await slots()).length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.context().close();
  });
});

/** The e-mails to an address that carry an invite (the lead also gets the reply to what they sent). */
async function invitesTo(address: string): Promise<ParsedMail[]> {
  const mails = await Promise.all(smtp.messages.filter((x) => x.to.includes(address)).map((x) => simpleParser(x.raw)));
  return mails.filter((x) => x.attachments.some((a) => a.contentType === 'text/calendar'));
}
