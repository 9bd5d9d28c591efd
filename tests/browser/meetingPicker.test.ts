import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { meetingPickerText as nbPickerText } from '../../src/components/meeting/nb/meetingPickerText';
import { meetingPickerText as roPickerText } from '../../src/components/meeting/ro/meetingPickerText';
import { meetingPickerText as pickerText } from '../../src/components/meeting/meetingPickerText';
import { waitlistText as nbWaitlistText } from '../../src/components/waitlist/nb/waitlistText';
import { waitlistText as roWaitlistText } from '../../src/components/waitlist/ro/waitlistText';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { inboxText } from '../../src/content/inbox';
import { messages } from '../../src/domain/messages';
import { messages as nbMessages } from '../../src/domain/nb/messages';
import { leadMemoryKey } from '../../src/services/leadMemoryKey';
import { smtpReceiver, type SmtpReceiver } from '../../tools/loopback/receivers';
import { demoPages } from './demoPages';
import { field, seriousViolations, useSite } from './kit';

/**
 * Booking the demo on the form (issue 34), in Chromium against the real server, its real slots
 * and a real SMTP receiver: a visitor in New York on /ro/demo picks a time and gets the Romanian
 * invite for that instant (read by ical.js), the team its copy; a time booked by someone else
 * between listing and sending is said next to the picker with fresh times and all typing kept;
 * a time kept from an earlier visit that the hours no longer offer is refused in those words
 * (Norwegian), not as 'taken';
 * the day New York's clocks change shows each time at its real wall time there; the picker
 * passes axe at 320 px in every language.
 *
 * The hours are every day, 09:00-11:00 in Bucharest (three 30-minute slots with the 15-minute
 * buffer), offered up to three days after New York's next clock change, whenever the test runs:
 * the last two days offered are always whole, beyond the 12-hour notice.
 */
const adminToken = 'meeting-picker-browser-test-admin-token';
const team = 'team@heartwork.example';
const visitorZone = 'America/New_York';

/** New York's next day with a clock change (its local date), found by luxon from the zone data. */
function nextClockChange(): DateTime {
  let day = DateTime.now().setZone(visitorZone).startOf('day').plus({ days: 1 });
  while (day.offset === day.endOf('day').offset) day = day.plus({ days: 1 });
  return day;
}
const changeDay = nextClockChange();
const daysAhead = Math.ceil(changeDay.diff(DateTime.now(), 'days').days) + 4;

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
    MEETING_TIMEZONE: 'Europe/Bucharest',
    MEETING_HOURS: 'mon-sun 09:00-11:00',
    MEETING_DAYS_AHEAD: String(daysAhead),
    MEETING_VIDEO_URL: 'https://meet.example/hw-{id}',
  };
});

/** The wall time of an instant in a zone, by Node's Intl (the oracle; the page uses luxon). */
const wallTime = (instant: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(new Date(instant));

type PickerText = { legend: string; times: string; day: string };
const picker = (page: Page, t: PickerText = pickerText) => page.getByRole('group', { name: t.legend });
/**
 * Shows a day no other test books, whatever the hour the test runs (the first days offered lose
 * times to the notice and to the other tests' bookings): all its times are free.
 */
async function showFreeDay(page: Page, fromEnd: number, t: PickerText = pickerText) {
  const days = page.getByRole('combobox', { name: t.day });
  await days.selectOption(
    (await days
      .locator('option')
      .nth(-1 - fromEnd)
      .getAttribute('value'))!,
  );
}
const timeRadios = (page: Page, t: PickerText = pickerText) => page.getByRole('group', { name: t.times }).locator('input[type=radio]:not([value=""])');

/** A person takes seconds to fill the form (the spam timing); the page's clock is installed at the visit. */
async function send(page: Page, submit: string) {
  await page.clock.fastForward(5_000);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

async function mailsTo(address: string, count: number): Promise<ParsedMail[]> {
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes(address)).length, { timeout: 20_000 }).toBe(count);
  return Promise.all(smtp.messages.filter((m) => m.to.includes(address)).map((m) => simpleParser(m.raw)));
}

/** The invite as a calendar reads it (ical.js). */
function invite(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType === 'text/calendar')!;
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), uid: event.uid, start: event.startDate.toJSDate().toISOString() };
}

describe('the demo time picker', () => {
  it('books the time a visitor in New York picks on /ro/demo: the Romanian invite is for that instant, and the team gets its copy', async () => {
    const { page, context, problems } = await site.visit('/ro/demo', { timezoneId: visitorZone, before: (p) => p.clock.install() });
    await picker(page, roPickerText).waitFor();
    // The visitor's zone, detected from the browser and named.
    await expect.poll(() => page.getByRole('combobox', { name: roPickerText.zone }).inputValue()).toBe(visitorZone);
    await expect.poll(() => page.getByText(/America\/New York, /).count()).toBe(1);
    await field(page, roWaitlistText.labels.name).fill('Ioana Pop');
    await field(page, roWaitlistText.labels.email).fill('ioana.picker@example.ro');
    await showFreeDay(page, 0, roPickerText);
    const second = timeRadios(page, roPickerText).nth(1);
    const chosen = (await second.getAttribute('value'))!;
    expect(await second.locator('..').textContent()).toBe(wallTime(chosen, visitorZone));
    // Keyboard only: focus the first time, then the arrow key moves the choice to the second.
    await timeRadios(page, roPickerText).first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => second.isChecked()).toBe(true);
    await expect.poll(() => page.locator('.picker__chosen').textContent()).toMatch(/^Demonstrația dumneavoastră: /);
    await send(page, roWaitlistText.submit);
    await page.getByText(roWaitlistText.success.full).waitFor();
    expect(problems).toEqual([]);
    await context.close();

    const [lead] = (await site.leads('waitlist-records')).filter((r) => r.email === 'ioana.picker@example.ro');
    expect(lead).toMatchObject({ status: 'submitted', meetingStart: chosen, meetingTimeZone: visitorZone });
    const [mail] = await mailsTo('ioana.picker@example.ro', 1);
    expect(invite(mail!)).toMatchObject({ method: 'REQUEST', start: new Date(chosen).toISOString() });
    // The e-mail says the time as the visitor's clock shows it, in their zone.
    expect(mail!.text).toContain(wallTime(chosen, visitorZone));
    // The team's address gets the new-lead alert besides; its calendar copy is the one with an invite.
    const withInvite = async () =>
      (await Promise.all(smtp.messages.filter((m) => m.to.includes(team)).map((m) => simpleParser(m.raw)))).filter((m) =>
        m.attachments.some((a) => a.contentType === 'text/calendar'),
      );
    await expect.poll(async () => (await withInvite()).length, { timeout: 20_000 }).toBe(1);
    expect(invite((await withInvite())[0]!)).toMatchObject({ method: 'REQUEST', uid: invite(mail!).uid, start: new Date(chosen).toISOString() });
  });

  it('says next to the picker that a time booked by someone else meanwhile was taken, with fresh times, and keeps all the typing', async () => {
    const first = await site.visit('/demo', { before: (p) => p.clock.install() });
    const other = await site.visit('/demo', { before: (p) => p.clock.install() });
    await Promise.all([picker(first.page).waitFor(), picker(other.page).waitFor()]);
    const wanted = (await timeRadios(first.page).first().getAttribute('value'))!;
    expect(await timeRadios(other.page).first().getAttribute('value')).toBe(wanted);

    await field(first.page, waitlistText.labels.name).fill('Ana Slow');
    await field(first.page, waitlistText.labels.email).fill('ana.slow@example.org');
    await field(first.page, waitlistText.labels.notes).fill('We have 40 guests a month and a kitchen team.');
    await timeRadios(first.page).first().check();

    // Someone else books that time between the first visitor's listing and sending.
    await field(other.page, waitlistText.labels.name).fill('Ben Quick');
    await field(other.page, waitlistText.labels.email).fill('ben.quick@example.org');
    await timeRadios(other.page).first().check();
    await send(other.page, waitlistText.submit);
    await other.page.getByText(waitlistText.success.full).waitFor();

    await send(first.page, waitlistText.submit);
    const alert = first.page.getByRole('alert').filter({ hasText: messages.meetingTaken });
    await alert.waitFor();
    expect(await first.page.getByText(waitlistText.success.full).count()).toBe(0);
    expect(await field(first.page, waitlistText.labels.name).inputValue()).toBe('Ana Slow');
    expect(await field(first.page, waitlistText.labels.email).inputValue()).toBe('ana.slow@example.org');
    expect(await field(first.page, waitlistText.labels.notes).inputValue()).toBe('We have 40 guests a month and a kitchen team.');
    // Fresh times, without the one taken; nothing chosen until the visitor picks again.
    await expect
      .poll(async () => (await timeRadios(first.page).evaluateAll((rs) => rs.map((r) => (r as HTMLInputElement).value))).includes(wanted))
      .toBe(false);
    expect(await first.page.getByRole('radio', { name: pickerText.none }).isChecked()).toBe(true);
    await picker(first.page).screenshot({ path: 'test-results/picker-taken-1280.png' });

    const next = (await timeRadios(first.page).first().getAttribute('value'))!;
    await timeRadios(first.page).first().check();
    await expect.poll(() => alert.count()).toBe(0);
    await send(first.page, waitlistText.submit);
    await first.page.getByText(waitlistText.success.full).waitFor();
    expect(first.problems.filter((p) => !/409/.test(p))).toEqual([]);

    const leads = await site.leads('waitlist-records');
    const ana = leads.filter((r) => r.email === 'ana.slow@example.org');
    expect(ana).toHaveLength(1);
    expect(ana[0]).toMatchObject({ status: 'submitted', meetingStart: next, notes: 'We have 40 guests a month and a kitchen team.' });
    expect(leads.filter((r) => r.email === 'ben.quick@example.org')).toMatchObject([{ status: 'submitted', meetingStart: wanted }]);
    const [anaMail] = await mailsTo('ana.slow@example.org', 1);
    expect(invite(anaMail!).start).toBe(new Date(next).toISOString());
    await Promise.all([first.context.close(), other.context.close()]);
  });

  it('says on /nb/demo that a time kept from an earlier visit is not one the hours offer, in those words and not as taken, and books a time picked then', async () => {
    // The draft this device kept from a visit when the hours were different: 10 minutes off today's grid.
    const { slots } = (await (await fetch(`${site.server.url}/api/meeting-slots`)).json()) as { slots: { start: string }[] };
    const offGrid = new Date(Date.parse(slots[0]!.start) + 10 * 60_000).toISOString();
    const kept = {
      draft: { name: 'Kari Nordmann', email: 'kari.kept@example.no', meetingStart: offGrid, meetingTimeZone: 'Europe/Oslo' },
      keptAt: new Date().toISOString(),
    };
    const { page, context, problems } = await site.visit('/nb/demo', {
      timezoneId: 'Europe/Oslo',
      bypassCSP: true,
      before: async (p) => {
        await p.clock.install();
        await p.addInitScript(
          ([key, value]) => localStorage.getItem(key!) ?? localStorage.setItem(key!, value!),
          [leadMemoryKey('waitlist-records'), JSON.stringify(kept)],
        );
      },
    });
    await picker(page, nbPickerText).getByText(nbPickerText.stale).waitFor();
    expect(await field(page, nbWaitlistText.labels.name).inputValue()).toBe('Kari Nordmann');
    await field(page, nbWaitlistText.labels.notes).fill('Vi har 30 gjester i måneden.');
    await send(page, nbWaitlistText.submit);

    const alert = picker(page, nbPickerText).getByRole('alert');
    await alert.filter({ hasText: nbMessages.meetingNotOffered }).waitFor();
    expect(await alert.textContent()).not.toContain(nbMessages.meetingTaken);
    expect(await page.getByText(nbWaitlistText.success.full).count()).toBe(0);
    expect(await page.getByRole('radio', { name: nbPickerText.none }).isChecked()).toBe(true);
    expect(await field(page, nbWaitlistText.labels.notes).inputValue()).toBe('Vi har 30 gjester i måneden.');
    expect(await seriousViolations(page, '.waitlist')).toEqual([]);
    await picker(page, nbPickerText).screenshot({ path: 'test-results/picker-not-offered-nb.png' });

    const chosen = (await timeRadios(page, nbPickerText).first().getAttribute('value'))!;
    await timeRadios(page, nbPickerText).first().check();
    await expect.poll(() => alert.count()).toBe(0);
    await send(page, nbWaitlistText.submit);
    await page.getByText(nbWaitlistText.success.full).waitFor();
    expect(problems.filter((p) => !/400/.test(p))).toEqual([]);
    const [lead] = (await site.leads('waitlist-records')).filter((r) => r.email === 'kari.kept@example.no');
    expect(lead).toMatchObject({ status: 'submitted', meetingStart: chosen });
    await context.close();
  });

  it('keeps the chosen time and the zone chosen for it across a reload, as the draft it saves', async () => {
    const { page, context } = await site.visit('/demo', { timezoneId: 'UTC' });
    await picker(page).waitFor();
    await field(page, waitlistText.labels.email).fill('rita.reload@example.org');
    await page.getByRole('combobox', { name: pickerText.zone }).selectOption('Europe/Oslo');
    await showFreeDay(page, 1);
    const chosen = (await timeRadios(page).nth(1).getAttribute('value'))!;
    await timeRadios(page).nth(1).check();
    const draft = async () => (await site.leads('waitlist-records')).find((r) => r.email === 'rita.reload@example.org');
    await expect.poll(async () => (await draft())?.meetingStart, { timeout: 15_000 }).toBe(chosen);
    expect(await draft()).toMatchObject({ status: 'draft', meetingTimeZone: 'Europe/Oslo' });

    await page.reload();
    await picker(page).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: pickerText.zone }).inputValue()).toBe('Europe/Oslo');
    await expect.poll(() => page.locator(`input[type=radio][value="${chosen}"]`).isChecked()).toBe(true);
    expect(await page.locator(`input[type=radio][value="${chosen}"]`).locator('..').textContent()).toBe(wallTime(chosen, 'Europe/Oslo'));
    await context.close();
  });

  it("shows the times of the day New York's clocks change at their real wall time there", async () => {
    const { page, context } = await site.visit('/demo', { timezoneId: visitorZone });
    await picker(page).waitFor();
    const day = changeDay.toISODate()!;
    const before = changeDay.minus({ days: 1 }).toISODate()!;
    const shown = async (date: string) => {
      await page.getByRole('combobox', { name: pickerText.day }).selectOption(date);
      const values = await timeRadios(page).evaluateAll((rs) => rs.map((r) => [(r as HTMLInputElement).value, r.parentElement!.textContent!] as const));
      return values;
    };
    const onChange = await shown(day);
    const dayBefore = await shown(before);
    expect(onChange.length).toBeGreaterThan(0);
    for (const [instant, label] of [...onChange, ...dayBefore]) expect(label).toBe(wallTime(instant, visitorZone));
    // The same Bucharest wall time a day apart is an hour apart in New York across the change.
    const hour = (label: string) => Number(label.slice(0, 2));
    expect(Math.abs(hour(onChange[0]![1]) - hour(dayBefore[0]![1]))).toBe(1);
    await picker(page).screenshot({ path: 'test-results/picker-dst-1280.png' });
    await context.close();
  });

  it("lists the booked meetings in the owner's inbox, soonest first, each with its lead, and marks none before it has started", async () => {
    const { page, context } = await site.visit('/admin', { bypassCSP: true, timezoneId: visitorZone });
    await page.getByLabel(inboxText.signIn.secretLabel).fill(adminToken);
    await page.getByRole('button', { name: inboxText.signIn.submit }).click();
    await page.getByRole('button', { name: inboxText.sections.meetings }).click();
    await page.getByRole('heading', { name: inboxText.meetings.heading }).waitFor();
    const booked = (await site.leads('waitlist-records')).filter((r) => typeof r.meetingStart === 'string' && r.status === 'submitted');
    expect(booked.length).toBeGreaterThan(0);
    const rows = page.locator('.inbox-meetings tbody tr');
    await expect.poll(() => rows.count()).toBe(booked.length);
    const soonest = [...booked].sort((a, b) => String(a.meetingStart).localeCompare(String(b.meetingStart)))[0]!;
    // The time in the owner's zone (their browser's), as every time in the inbox.
    const when = DateTime.fromISO(String(soonest.meetingStart), { zone: visitorZone }).setLocale('en-GB').toFormat('d LLL yyyy, HH:mm');
    expect(await rows.first().textContent()).toContain(when);
    expect(
      await rows
        .first()
        .getByRole('link', { name: inboxText.meetings.openLeadLabel(String(soonest.name)) })
        .getAttribute('href'),
    ).toBe(`/admin?lead=waitlist-records%2F${soonest._id}`);
    expect(await rows.first().textContent()).toContain(inboxText.meetings.notStarted);
    expect(await seriousViolations(page, '.inbox-meetings')).toEqual([]);
    await page.screenshot({ path: 'test-results/inbox-meetings-1280.png' });
    await context.close();
  });

  it.each(demoPages)('fits 320 px on %s with no serious axe violation', async (path, t, w) => {
    const { page, context } = await site.visit(path, { viewport: { width: 320, height: 800 }, bypassCSP: true });
    await picker(page, t).waitFor();
    await timeRadios(page, t).first().check();
    await page.locator('.picker__chosen').filter({ hasText: /\S/ }).waitFor();
    expect(await seriousViolations(page, '.waitlist')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // The time the visitor chose is announced with the day, in the page's language.
    expect(await page.locator('.picker__chosen').textContent()).toContain(t.chosen('').replace(/\.$/, '').trim());
    await picker(page, t).screenshot({ path: `test-results/picker-320${path.replace(/\//g, '-')}.png` });
    expect(await field(page, w.labels.scheduleMeetingNotes).count()).toBe(1);
    await context.close();
  });
});
