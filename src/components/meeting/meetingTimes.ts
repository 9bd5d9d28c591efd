import { DateTime, Info } from 'luxon';
import type { Slot } from '../../../machines/meetingPicker.machine';
import { intlTag } from '../../i18n/format';

/**
 * The free slots as the visitor reads them (issue 34): grouped by local date and written in
 * their time zone and the page's language, by luxon (from the runtime's Intl zone data), so a
 * day on which the clocks change shows each instant at the wall time it really has there.
 */
export interface PickerDay {
  /** YYYY-MM-DD in the zone shown. */
  day: string;
  label: string;
  times: Array<{ start: string; label: string }>;
}

const inZone = (instant: string, zone: string) => DateTime.fromISO(instant, { zone }).setLocale(intlTag);

export function slotDays(slots: readonly Slot[], zone: string): PickerDay[] {
  const days = new Map<string, PickerDay>();
  for (const slot of slots) {
    const at = inZone(slot.start, zone);
    const day = at.toISODate()!;
    if (!days.has(day)) days.set(day, { day, label: at.toLocaleString({ weekday: 'long', day: 'numeric', month: 'short' }), times: [] });
    days.get(day)!.times.push({ start: slot.start, label: at.toLocaleString(DateTime.TIME_SIMPLE) });
  }
  return [...days.values()];
}

/** The local date of an instant in `zone` (which day's times show a chosen slot). */
export const dayOf = (instant: string, zone: string): string | null => DateTime.fromISO(instant, { zone }).toISODate();

/** A chosen time in full: 'Tuesday 1 December, 09:00'. */
export const longTime = (instant: string, zone: string): string =>
  inZone(instant, zone).toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/**
 * The zone's name with its offset on the day shown ('America/New York, GMT-4'): on the day the
 * clocks change, the offset of that day's first time.
 */
export function zoneName(zone: string, at: string | undefined): string {
  const when = (at ? DateTime.fromISO(at, { zone }) : DateTime.now().setZone(zone)).setLocale(intlTag);
  const name = zone.replace(/_/g, ' ');
  const offset = when.toFormat('ZZZZ');
  return offset === name || when.offset === 0 ? `${name}, ${when.toFormat('ZZ')}` : `${name}, ${offset}`;
}

/** The browser's own zone (Intl), or UTC where the runtime names none luxon knows. */
export function browserZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && Info.isValidIANAZone(zone) ? zone : 'UTC';
}

/** Every zone the browser knows, for the visitor to change to; the current one is always among them. */
export function knownZones(current: string): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return supported.includes(current) ? supported : [current, ...supported];
}
