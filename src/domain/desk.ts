import { DateTime } from 'luxon';
import { isPlainText } from './characters';

/**
 * The sales desk's notes, assignee, replies and response time (issue 36, items 4 and 6): what the
 * server stores and the inbox shows, with the rules both check.
 */

/** The longest note and reply a team member may write (characters). */
export const deskLimits = { note: 5000, reply: 10000, assignee: 254 } as const;

/** The default of STALE_LEAD_HOURS: a sent lead nobody contacted this long is announced once as waiting. */
export const defaultStaleLeadHours = 24;

/** How many weeks of response times the inbox shows, this one included. */
export const responseWeeks = 8;

/** A note or a reply: some text a person wrote, at most `max` characters. Null when it is fine, else why not. */
export function textProblem(text: unknown, max: number, what: string): string | null {
  if (typeof text !== 'string' || !text.trim()) return `Write the ${what} first.`;
  if (!isPlainText(text)) return `The ${what} may not hold control characters.`;
  if (text.length > max) return `The ${what} is too long: at most ${max} characters.`;
  return null;
}

/** An assignee until accounts exist (issue 36 item 5): a team member's e-mail address, or '' for nobody. */
export function assigneeProblem(value: unknown): string | null {
  if (value === '') return null;
  if (typeof value !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) || value.trim().length > deskLimits.assignee)
    return "Enter a team member's whole e-mail address, or leave it empty for nobody.";
  return null;
}

/** Where a reply stands: written and waiting for the mail server, taken by it, or not sent (why kept beside it). */
export type ReplyDelivery = 'pending' | 'delivered' | 'failed';

export type TimelineEntry =
  | { kind: 'sent'; at: string }
  | { kind: 'note'; id: string; at: string; by: string; body: string }
  | { kind: 'assigned'; at: string; by: string; assignee: string | null }
  | {
      kind: 'reply';
      id: string;
      at: string;
      by: string;
      body: string;
      subject: string;
      to: string;
      replyTo: string;
      delivery: ReplyDelivery;
      deliveredAt: string | null;
      lastError: string | null;
    }
  | { kind: 'reminded'; at: string };

/** A lead's desk: its timeline (oldest first), its assignee, the team members known, and its response time. */
export interface LeadDesk {
  timeline: TimelineEntry[];
  assignee: string | null;
  /** Every address the team has assigned a lead to: the assignee field offers them. */
  knownAssignees: string[];
  sentAt: string | null;
  firstContactAt: string | null;
  /** Whether a reply can be written: a sent lead, not spam, with an address, while messages are on. */
  canReply: boolean;
  /** Why not, in the owner's words, when not. */
  replyRefusal: string | null;
  /** Where answers to a reply written now go: the signed-in person's address (its Reply-To). */
  replyTo: string;
  /** The address a reply goes to: the one the lead's sender typed. */
  replyAddress: string;
}

/** One sent lead's response: when it was sent and first contacted (null: still waiting). */
export interface LeadResponse {
  sentAt: string;
  firstContactAt: string | null;
}

/** One week of response times, the week starting on Monday in the owner's zone. */
export interface ResponseWeek {
  /** The Monday the week starts on (ISO date, in the owner's zone). */
  week: string;
  sent: number;
  contacted: number;
  /** The median of sent → first contact over the week's contacted leads, in minutes; null when none was contacted. */
  medianMinutes: number | null;
  /** Sent that week and still not contacted. */
  waiting: number;
}

const median = (values: number[]): number | null => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Monday 00:00 of the week `at` falls in, in `zone` (luxon: the zone's own rules, summer time included). */
export const weekStart = (at: DateTime): DateTime => at.startOf('week');

/**
 * The response times of the last `weeks` weeks in `zone`, newest first, every week listed (an
 * empty one with zeros). A lead belongs to the week it was sent in.
 */
export function responseTimesByWeek(leads: LeadResponse[], zone: string, now: Date, weeks = responseWeeks): ResponseWeek[] {
  const thisWeek = weekStart(DateTime.fromJSDate(now, { zone }));
  const rows = Array.from({ length: weeks }, (_, i) => ({ start: thisWeek.minus({ weeks: i }), minutes: [] as number[], sent: 0, waiting: 0 }));
  const byWeek = new Map(rows.map((row) => [row.start.toISODate(), row]));
  for (const lead of leads) {
    const sent = DateTime.fromISO(lead.sentAt, { zone });
    const row = byWeek.get(weekStart(sent).toISODate());
    if (!row) continue;
    row.sent++;
    if (lead.firstContactAt) row.minutes.push(Math.max(0, DateTime.fromISO(lead.firstContactAt).diff(sent, 'minutes').minutes));
    else row.waiting++;
  }
  return rows.map((row) => ({
    week: row.start.toISODate()!,
    sent: row.sent,
    contacted: row.minutes.length,
    medianMinutes: median(row.minutes),
    waiting: row.waiting,
  }));
}

/** The earliest send time `responseTimesByWeek` can use: Monday 00:00 of the oldest week shown. */
export const responseWindowStart = (zone: string, now: Date, weeks = responseWeeks): Date =>
  weekStart(DateTime.fromJSDate(now, { zone }))
    .minus({ weeks: weeks - 1 })
    .toJSDate();

/** A duration as a person reads it: 'under a minute', '45 min', '3 h 20 min', '2 d 4 h'. */
export function formatDuration(minutes: number): string {
  if (minutes < 1) return 'under a minute';
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 48) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}
