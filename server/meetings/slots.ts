import { DateTime } from 'luxon';
import type { MeetingConfig } from './config';

/** A time a meeting can take: instants, end exclusive. */
export interface Slot {
  start: Date;
  end: Date;
}

/** What is not free: booked meetings (kept apart by the buffer) and the owner's blocked times. */
export interface Busy {
  meetings: Slot[];
  blocks: Slot[];
}

type Hours = Pick<MeetingConfig, 'timeZone' | 'hours' | 'minutes' | 'bufferMinutes'>;

/**
 * The slots of one local date, on the grid: each window's start, then every meeting plus
 * buffer. Wall-clock times are made by luxon in the meeting's zone, so 09:00 stays 09:00 across
 * a daylight-saving change. A wall time that does not exist that day (the hour skipped in
 * spring) is left out; one that happens twice (the hour repeated in autumn) is offered once, at
 * its later occurrence (luxon's choice, in standard time), never twice.
 */
export function daySlots(config: Hours, date: DateTime): Slot[] {
  const local = date.setZone(config.timeZone).startOf('day');
  const slots: Slot[] = [];
  const step = config.minutes + config.bufferMinutes;
  for (const window of config.hours[local.weekday] ?? []) {
    for (let at = window.start; at + config.minutes <= window.end; at += step) {
      const wall = { hour: Math.floor(at / 60), minute: at % 60 };
      const start = DateTime.fromObject({ year: local.year, month: local.month, day: local.day, ...wall }, { zone: config.timeZone });
      if (!start.isValid || start.hour !== wall.hour || start.minute !== wall.minute) continue; // skipped by the clock change
      slots.push({ start: start.toJSDate(), end: start.plus({ minutes: config.minutes }).toJSDate() });
    }
  }
  return slots;
}

/** Every grid slot from `now` plus the notice up to the horizon (MEETING_DAYS_AHEAD local days from today). */
export function scheduleSlots(config: MeetingConfig, now: Date): Slot[] {
  const today = DateTime.fromJSDate(now, { zone: config.timeZone }).startOf('day');
  const earliest = now.getTime() + config.noticeHours * 3_600_000;
  const slots: Slot[] = [];
  for (let d = 0; d < config.daysAhead; d++) {
    for (const slot of daySlots(config, today.plus({ days: d }))) if (slot.start.getTime() >= earliest) slots.push(slot);
  }
  return slots;
}

const overlaps = (a: Slot, b: Slot, marginMs = 0) => a.start.getTime() < b.end.getTime() + marginMs && b.start.getTime() < a.end.getTime() + marginMs;

/** Whether `slot` is free of every booked meeting (with the buffer either side) and every blocked time. */
export function isFree(config: Pick<MeetingConfig, 'bufferMinutes'>, slot: Slot, busy: Busy): boolean {
  const buffer = config.bufferMinutes * 60_000;
  return !busy.meetings.some((m) => overlaps(slot, m, buffer)) && !busy.blocks.some((b) => overlaps(slot, b));
}

/** The slots a visitor may pick now. */
export function openSlots(config: MeetingConfig, now: Date, busy: Busy): Slot[] {
  return scheduleSlots(config, now).filter((slot) => isFree(config, slot, busy));
}

/** The grid slot starting at `start`, whatever else is booked, or null: a time the hours never offer. */
export function gridSlotAt(config: Hours, start: Date): Slot | null {
  const day = DateTime.fromJSDate(start, { zone: config.timeZone });
  return daySlots(config, day).find((slot) => slot.start.getTime() === start.getTime()) ?? null;
}

/** The window [from, to) the slot list looks at, for reading what is busy in it. */
export function horizon(config: MeetingConfig, now: Date): Slot {
  const today = DateTime.fromJSDate(now, { zone: config.timeZone }).startOf('day');
  return { start: now, end: today.plus({ days: config.daysAhead + 1 }).toJSDate() };
}
