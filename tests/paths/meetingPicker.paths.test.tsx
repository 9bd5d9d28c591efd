import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { expect, vi } from 'vitest';
import { meetingPickerMachine } from '../../machines/meetingPicker.machine';
import { bindMeetingPicker } from '../../src/actors/meetingPicker';
import { MeetingPicker } from '../../src/components/meeting/MeetingPicker';
import { meetingPickerText as t } from '../../src/components/meeting/meetingPickerText';
import type { FieldError } from '../../src/domain/fieldError';
import { messages } from '../../src/domain/messages';
import type { MeetingSlots } from '../../src/domain/meetings';
import { describePaths } from './describePaths';

// The zone list is the runtime's (over 400 options): a first render on the shared 2-core machine
// can take longer than vitest's default 5 s. A bound, not a wait.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The demo form's time picker on its real view (src/components/meeting/MeetingPicker.tsx), each
 * answer of `GET /api/meeting-slots` held and given by the step, inside a stand-in for the form
 * that owns `meetingStart` (the picker only reports a choice, and hears a refusal of the send,
 * whose reason it says in that reason's words: taken, not offered, booking switched off).
 * The slots include 14 March 2027, when New York's clocks go forward: the visitor in New York
 * sees 09:00 the day before and 03:00 that morning for instants 23 hours apart.
 */
interface Driver {
  user: UserEvent;
  pending: Array<{ resolve: (v: MeetingSlots) => void; reject: (e: unknown) => void }>;
  /** What the form holds, as the picker set it. */
  form: { start: string | undefined; zone: string | undefined };
  /** The form's send refused on `meetingStart` for this reason (a new refusal each time). */
  refuse: (why: FieldError) => void;
  /** The form's draft restored (or merged from another tab) with this zone. */
  restoreZone: (zone: string) => void;
}

const slot = (start: string) => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() });
const dayBefore = [slot('2027-03-13T14:00:00.000Z'), slot('2027-03-13T15:00:00.000Z')];
const dstDay = [slot('2027-03-14T07:00:00.000Z'), slot('2027-03-14T14:00:00.000Z')];
const allSlots: MeetingSlots = { enabled: true, timeZone: 'Europe/Bucharest', minutes: 30, slots: [...dayBefore, ...dstDay] };
// After the first time was taken: it is no longer offered.
const freshSlots: MeetingSlots = { ...allSlots, slots: allSlots.slots.slice(1) };
const noneFree: MeetingSlots = { ...allSlots, slots: [] };
const bookingOff: MeetingSlots = { enabled: false, timeZone: null, minutes: null, slots: [] };

/** Wall-clock time in `zone` by the runtime's Intl (not luxon, which the view uses). */
/** The local date (YYYY-MM-DD) in `zone`, by Intl. */
const dayIn = (instant: string, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(instant));
const wallTime = (instant: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(new Date(instant));

const picker = () => screen.queryByRole('group', { name: t.legend });
/** The radios of the day's times ('none of these' apart). */
const timeRadios = () =>
  within(screen.getByRole('group', { name: t.times }))
    .getAllByRole('radio')
    .filter((r) => (r as HTMLInputElement).value !== '');
const noneRadio = () => screen.getByRole('radio', { name: t.none });
/** The notice of a refused time, and whether it is worded for `why`. */
const refusalAlert = () => screen.queryAllByRole('alert').find((a) => a.classList.contains('form-notice--error'));
const saysOnly = (why: FieldError) => {
  const text = refusalAlert()?.textContent ?? '';
  expect(text).toContain(messages[why.key as 'meetingTaken']);
  // Never 'taken' for another reason (the fault this wording fixes).
  if (why.key !== 'meetingTaken') expect(text).not.toContain(messages.meetingTaken);
};

function FormStandIn({ driver, logic }: { driver: Driver; logic: ReturnType<typeof bindMeetingPicker> }): ReactElement {
  const [form, setForm] = useState(driver.form);
  const [refused, setRefused] = useState<FieldError | undefined>(undefined);
  driver.refuse = (why) => act(() => setRefused({ ...why }));
  driver.restoreZone = (zone) =>
    act(() => {
      driver.form = { ...driver.form, zone };
      setForm(driver.form);
    });
  return (
    <MeetingPicker
      value={form.start}
      zone={form.zone}
      refused={refused}
      readOnly={false}
      detectZone={() => 'America/New_York'}
      logic={logic}
      onChoose={(start, zone) => {
        driver.form = { start, zone };
        setForm(driver.form);
        // The form drops its refusal of a field the visitor changes (draftForm's assignField).
        setRefused(undefined);
      }}
    />
  );
}

const settle = (d: Driver, how: 'resolve' | 'reject', value: unknown) =>
  act(async () => {
    const next = d.pending.shift();
    if (!next) throw new Error('No pending slots request');
    if (how === 'resolve') next.resolve(value as MeetingSlots);
    else next.reject(value);
    await new Promise((r) => setTimeout(r, 0));
  });

describePaths<typeof meetingPickerMachine, Driver>('meetingPicker', meetingPickerMachine, {
  events: [
    { type: 'xstate.done.actor.loadSlots', output: allSlots },
    { type: 'xstate.done.actor.loadSlots', output: noneFree },
    { type: 'xstate.done.actor.loadSlots', output: bookingOff },
    { type: 'xstate.error.actor.loadSlots', error: { status: 503 } },
    { type: 'xstate.done.actor.reloadSlots', output: freshSlots },
    { type: 'xstate.done.actor.reloadSlots', output: noneFree },
    { type: 'xstate.done.actor.reloadSlots', output: bookingOff },
    { type: 'xstate.error.actor.reloadSlots', error: { status: 503 } },
    { type: 'slots.retry' },
    { type: 'slot.choose' },
    { type: 'slot.refused', error: { key: 'meetingTaken' } },
    { type: 'slot.refused', error: { key: 'meetingNotOffered' } },
    { type: 'slot.refused', error: { key: 'meetingOff' } },
    { type: 'day.choose', day: '2027-03-14' },
    { type: 'zone.change', zone: 'Europe/Oslo' },
  ],
  describeEvent: (e) => {
    if (e.type === 'slot.refused') return `slot.refused (${(e as unknown as { error: FieldError }).error.key})`;
    if (!e.type.startsWith('xstate.')) return e.type;
    const answer = (e as { output?: MeetingSlots }).output;
    const what = !answer ? '' : !answer.enabled ? ' (booking off)' : answer.slots.length ? ` (${answer.slots.length} free)` : ' (none free)';
    return e.type.replace(/^xstate\.(done|error)\.actor\./, '$1 ') + what;
  },
  input: { zone: 'America/New_York' },
  pathCount: 7,

  start: (): Driver => {
    const driver: Driver = { user: userEvent.setup(), pending: [], form: { start: undefined, zone: undefined }, refuse: () => {}, restoreZone: () => {} };
    const logic = bindMeetingPicker({ loadSlots: () => new Promise((resolve, reject) => driver.pending.push({ resolve, reject })) });
    render(<FormStandIn driver={driver} logic={logic} />);
    return driver;
  },

  perform: {
    'xstate.done.actor.loadSlots': (d, e) => settle(d, 'resolve', e.output),
    'xstate.error.actor.loadSlots': (d, e) => settle(d, 'reject', e.error),
    'xstate.done.actor.reloadSlots': (d, e) => settle(d, 'resolve', e.output),
    'xstate.error.actor.reloadSlots': (d, e) => settle(d, 'reject', e.error),
    'slots.retry': (d) => d.user.click(screen.getByRole('button', { name: t.retry })),
    'slot.choose': (d) => d.user.click(timeRadios()[0]!),
    // The form's send comes back refused on meetingStart after the visitor chose a time.
    'slot.refused': async (d, e) => {
      if (!d.form.start && picker() && screen.queryAllByRole('radio').length) await d.user.click(timeRadios()[0]!);
      d.refuse((e as unknown as { error: FieldError }).error);
    },
    'day.choose': (d, e) => d.user.selectOptions(screen.getByRole('combobox', { name: t.day }), e.day as string),
    // Chosen by the visitor while the times are shown; else a restored draft brings it (while they load, say).
    'zone.change': (d, e) => {
      const zones = screen.queryByRole('combobox', { name: t.zone });
      return zones ? d.user.selectOptions(zones, e.zone as string) : d.restoreZone(e.zone as string);
    },
  },

  expectations: {
    loading: (d) => {
      expect(d.pending).toHaveLength(1);
    },
    choosing: (d, state) => {
      const zone = state.context.zone as string;
      expect(screen.getByRole('combobox', { name: t.zone })).toHaveValue(zone);
      expect(screen.getByText(new RegExp(`^${t.zoneNote(zone.replace(/_/g, ' ')).slice(0, -1)}, `))).toBeVisible();
      // The day shown: the one the visitor chose, else the chosen time's, else the first.
      const slots = state.context.slots as MeetingSlots['slots'];
      const days = [...new Set(slots.map((s) => dayIn(s.start, zone)))];
      const chosenDay = d.form.start ? dayIn(d.form.start, zone) : null;
      const shown = [state.context.day as string | null, chosenDay].find((day) => day && days.includes(day)) ?? days[0];
      const labels = timeRadios().map((r) => r.parentElement!.textContent);
      expect(labels).toEqual(slots.filter((s) => dayIn(s.start, zone) === shown).map((s) => wallTime(s.start, zone)));
      // The day the clocks go forward in New York: 07:00Z is 03:00 there (EDT), not 02:00.
      if (zone === 'America/New_York' && shown === '2027-03-14') expect(labels).toEqual(['03:00', '10:00']);
      // A chosen time is the form's; its radio is the checked one.
      for (const radio of timeRadios() as HTMLInputElement[]) expect(radio.checked).toBe(radio.value === d.form.start);
      if (d.form.start) expect(d.form.zone).toBe(zone);
    },
    'choosing.open': () => {
      expect(refusalAlert()).toBeUndefined();
    },
    'choosing.refused': (d, state) => {
      saysOnly(state.context.refusal as FieldError);
      expect(refusalAlert()).toHaveTextContent(t.refreshed);
      // The refused time is let go: a send now goes without a time, or with a new one.
      expect(d.form.start).toBeUndefined();
      expect(noneRadio()).toBeChecked();
      expect(timeRadios().map((r) => (r as HTMLInputElement).value)).not.toContain(allSlots.slots[0]!.start);
    },
    refreshing: (d, state) => {
      saysOnly(state.context.refusal as FieldError);
      expect(screen.getByRole('status')).toHaveTextContent(t.loading);
      expect(d.pending).toHaveLength(1);
    },
    noneFree: () => {
      expect(screen.getByRole('status')).toHaveTextContent(t.noneFree);
      expect(screen.queryAllByRole('radio')).toHaveLength(0);
    },
    failed: () => {
      expect(screen.getAllByRole('alert').some((a) => a.textContent === t.failed)).toBe(true);
      expect(screen.getByRole('button', { name: t.retry })).toBeEnabled();
    },
    off: () => {
      expect(picker()).toBeNull();
    },
    closed: (d) => {
      // Booking was switched off: said as such, no times, the refused time let go.
      saysOnly({ key: 'meetingOff' });
      expect(refusalAlert()).toHaveTextContent(t.kept);
      expect(screen.queryAllByRole('radio')).toHaveLength(0);
      expect(d.form.start).toBeUndefined();
    },
  },
});
