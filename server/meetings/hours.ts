/**
 * MEETING_HOURS: the team's weekly hours, e.g. `mon-fri 09:00-12:00,13:00-17:00; sat 10:00-12:00`.
 * Groups are separated by `;`; each names days (a day, a range `mon-fri`, or a list `mon,wed`)
 * and then one or more time ranges, local to MEETING_TIMEZONE. A mistake is refused with the
 * part that is wrong, so the server does not start offering times nobody meant.
 */

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** Minutes after local midnight; `end` is exclusive. */
export interface Window {
  start: number;
  end: number;
}

/** Luxon's weekday numbers (1 = Monday … 7 = Sunday) → that day's windows, in order. */
export type WeeklyHours = Record<number, Window[]>;

export class HoursError extends Error {}

const bad = (part: string, why: string): never => {
  throw new HoursError(`MEETING_HOURS: "${part}" ${why} (expected e.g. "mon-fri 09:00-12:00,13:00-17:00; sat 10:00-12:00").`);
};

const dayNumber = (name: string, part: string) => {
  const index = weekdays.indexOf(name.toLowerCase() as Weekday);
  return index < 0 ? bad(part, `names no day ("${name}"; days are ${weekdays.join(', ')})`) : index + 1;
};

function parseDays(text: string, part: string): number[] {
  const days = new Set<number>();
  for (const item of text.split(',')) {
    const [from, to, extra] = item.split('-');
    if (extra !== undefined || !from) bad(part, `has a day range that is not "day" or "day-day" ("${item}")`);
    const first = dayNumber(from, part);
    const last = to === undefined ? first : dayNumber(to, part);
    if (last < first) bad(part, `has a day range running backwards ("${item}")`);
    for (let d = first; d <= last; d++) days.add(d);
  }
  return [...days];
}

const clock = /^([01]\d|2[0-3]):([0-5]\d)$|^(24):(00)$/;

function minutesOf(text: string, part: string): number {
  const match = clock.exec(text);
  if (!match) return bad(part, `has a time that is not HH:MM ("${text}")`);
  const [h, m] = match[1] ? [match[1], match[2]] : [match[3], match[4]];
  return Number(h) * 60 + Number(m);
}

function parseWindows(text: string, part: string): Window[] {
  return text.split(',').map((range) => {
    const [from, to, extra] = range.trim().split('-');
    if (to === undefined || extra !== undefined) bad(part, `has a time range that is not "HH:MM-HH:MM" ("${range.trim()}")`);
    const window = { start: minutesOf(from, part), end: minutesOf(to, part) };
    if (window.end <= window.start) bad(part, `has a time range that ends before it starts ("${range.trim()}")`);
    return window;
  });
}

export function parseHours(text: string): WeeklyHours {
  const hours: WeeklyHours = {};
  const groups = text
    .split(';')
    .map((g) => g.trim())
    .filter(Boolean);
  if (!groups.length) bad(text, 'holds no hours');
  for (const part of groups) {
    const [days, ...rest] = part.split(/\s+/);
    if (!rest.length) bad(part, 'names days but no hours');
    const windows = parseWindows(rest.join(''), part);
    for (const day of parseDays(days, part)) {
      const all = [...(hours[day] ?? []), ...windows].sort((a, b) => a.start - b.start);
      for (let i = 1; i < all.length; i++) if (all[i].start < all[i - 1].end) bad(part, `overlaps other hours of ${weekdays[day - 1]}`);
      hours[day] = all;
    }
  }
  return hours;
}
