import { unlessOutage } from '../db/outage';
import { defaultStaleLeadHours } from '../../src/domain/desk';
import { leadWaiting } from '../alerts/outbox';
import type { SqlClient } from '../db/sql';

/** STALE_LEAD_HOURS: a positive number of hours (fractions allowed, for tests), 24 by default. */
export function readStaleLeadHours(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.STALE_LEAD_HOURS || undefined;
  if (value === undefined) return defaultStaleLeadHours;
  const hours = Number(value);
  if (!(hours > 0) || !Number.isFinite(hours)) throw new Error(`STALE_LEAD_HOURS must be a positive number of hours, got "${value}"`);
  return hours;
}

/**
 * Every sent, non-spam lead nobody has contacted for `hours` gets its one reminder: a `lead.waiting`
 * team alert. One statement claims and queues: the claim is the lead's row in
 * lead_waiting_reminders (migration 120), so when two processes look at once the second one's
 * insert waits for the first's and then does nothing, and no lead is reminded twice. A lead
 * contacted or flagged before its time is never reminded. Answers how many were queued.
 */
export async function queueWaitingReminders(sql: SqlClient, hours: number, now: Date, limit = 100): Promise<number> {
  const rows = await sql.query(
    `WITH due AS (
       SELECT id, submitted_at FROM leads
       WHERE submitted AND spam_reason IS NULL AND last_contact_at IS NULL AND submitted_at <= $1
         AND NOT EXISTS (SELECT 1 FROM lead_waiting_reminders w WHERE w.lead_id = leads.id)
       ORDER BY submitted_at LIMIT $2),
     claimed AS (
       INSERT INTO lead_waiting_reminders (lead_id, outbox_id) SELECT id, gen_random_uuid() FROM due
       ON CONFLICT (lead_id) DO NOTHING RETURNING lead_id, outbox_id)
     INSERT INTO outbox (id, lead_id, event, payload)
       SELECT claimed.outbox_id, claimed.lead_id, $3, jsonb_build_object('sentAt', due.submitted_at, 'hours', $4::float8)
       FROM claimed JOIN due ON due.id = claimed.lead_id
     RETURNING id`,
    [new Date(now.getTime() - hours * 3_600_000), limit, leadWaiting, hours],
  );
  return rows.length;
}

/** How often each process looks: a quarter of the period, between 1 s and a minute (a reminder is at most that late). */
export const waitingScanMs = (hours: number) => Math.min(60_000, Math.max(1_000, (hours * 3_600_000) / 4));

/** Looks for waiting leads now and then on a timer, in every process; `queued` wakes the alerts' worker. */
export function scheduleWaitingReminders(sql: SqlClient, hours: number, queued: () => void, log: (m: string) => void = console.error): { stop(): void } {
  const every = waitingScanMs(hours);
  const quiet = unlessOutage(log);
  const run = () =>
    queueWaitingReminders(sql, hours, new Date())
      .then((n) => void (n && queued()))
      .catch((error) =>
        quiet(error, `Looking for leads waiting for a first contact failed (tried again in ${every / 1000} s): ${(error as Error)?.message ?? error}`),
      );
  const timer = setInterval(run, every);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
