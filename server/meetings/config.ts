import { DateTime } from 'luxon';
import { parseHours, type WeeklyHours } from './hours';

/**
 * Booking a meeting on the demo form (issue 34), all from the environment (README
 * 'Configuration'). Booking is on only when MEETING_HOURS is set: `readMeetingConfig` then
 * answers the settings, otherwise null and the form stays as it was.
 */
export interface MeetingConfig {
  /** MEETING_TIMEZONE: an IANA name; the hours are wall-clock times there. */
  timeZone: string;
  hours: WeeklyHours;
  /** MEETING_MINUTES: how long a meeting is. */
  minutes: number;
  /** MEETING_BUFFER_MINUTES: kept free before and after every booked meeting. */
  bufferMinutes: number;
  /** MEETING_NOTICE_HOURS: the earliest slot offered is this far from now. */
  noticeHours: number;
  /** MEETING_DAYS_AHEAD: slots are offered up to this many days ahead. */
  daysAhead: number;
  /** MEETING_VIDEO_URL: `{id}` is replaced by a random room id per meeting. */
  videoUrl: string;
  /** MEETING_REMINDER_HOURS: when before a meeting its reminder is due. */
  reminderHours: number;
}

export const meetingDefaults = {
  timeZone: 'UTC',
  minutes: 30,
  bufferMinutes: 15,
  noticeHours: 12,
  daysAhead: 21,
  videoUrl: 'https://meet.jit.si/heartwork-{id}',
  reminderHours: 24,
};

function number(env: NodeJS.ProcessEnv, name: string, fallback: number, { min, max, whole = true }: { min: number; max: number; whole?: boolean }): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || (whole && !Number.isInteger(value)) || value < min || value > max) {
    throw new Error(`${name} must be a ${whole ? 'whole ' : ''}number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function videoUrl(raw: string | undefined): string {
  const url = raw || meetingDefaults.videoUrl;
  let parsed: URL;
  try {
    parsed = new URL(url.replaceAll('{id}', 'room'));
  } catch {
    throw new Error(`MEETING_VIDEO_URL must be an https URL, got "${url}"`);
  }
  if (parsed.protocol !== 'https:') throw new Error(`MEETING_VIDEO_URL must be an https URL, got "${url}"`);
  return url;
}

export function readMeetingConfig(env: NodeJS.ProcessEnv = process.env): MeetingConfig | null {
  const timeZone = env.MEETING_TIMEZONE || meetingDefaults.timeZone;
  // Luxon reads IANA names from the runtime's ICU: an unknown one makes an invalid DateTime.
  if (!DateTime.now().setZone(timeZone).isValid) throw new Error(`MEETING_TIMEZONE must be an IANA time zone such as Europe/Bucharest, got "${timeZone}"`);
  const hoursText = env.MEETING_HOURS?.trim();
  const rest = {
    minutes: number(env, 'MEETING_MINUTES', meetingDefaults.minutes, { min: 5, max: 480 }),
    bufferMinutes: number(env, 'MEETING_BUFFER_MINUTES', meetingDefaults.bufferMinutes, { min: 0, max: 240 }),
    noticeHours: number(env, 'MEETING_NOTICE_HOURS', meetingDefaults.noticeHours, { min: 0, max: 24 * 60, whole: false }),
    daysAhead: number(env, 'MEETING_DAYS_AHEAD', meetingDefaults.daysAhead, { min: 1, max: 366 }),
    videoUrl: videoUrl(env.MEETING_VIDEO_URL),
    reminderHours: number(env, 'MEETING_REMINDER_HOURS', meetingDefaults.reminderHours, { min: 0, max: 24 * 30, whole: false }),
  };
  if (!hoursText) return null;
  return { timeZone, hours: parseHours(hoursText), ...rest };
}
