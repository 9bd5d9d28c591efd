import { unlessOutage } from '../db/outage';
import { runIfDue } from '../db/runOnce';
import type { SqlClient } from '../db/sql';
import type { MeetingConfig } from './config';
import { queueMeetingMessage } from './messages';

/** How often each process looks for reminders falling due: a reminder is at most this late. */
export const reminderCheckMs = 60_000;

/**
 * Records a 'reminder' to send (messages.ts) for every meeting still booked whose start is
 * within MEETING_REMINDER_HOURS, once per meeting time: the row is unique per meeting, kind and
 * SEQUENCE, so a second run, another process or a restart records nothing more, and a meeting
 * moved (SEQUENCE + 1) gets a reminder for its new time only when that falls due. A cancelled
 * meeting is not booked, and its waiting reminder was dropped with the cancel (store.ts). A
 * meeting booked or moved inside the window gets none: its invite or update has just gone.
 * Answers how many were recorded.
 */
export async function recordDueReminders(tx: SqlClient, config: Pick<MeetingConfig, 'reminderHours' | 'timeZone'>, now: Date): Promise<number> {
  const due = await tx.query<{ id: string }>(
    `SELECT id FROM meetings
     WHERE status = 'booked' AND starts_at > $1
       AND starts_at <= $1 + make_interval(secs => $2::float8)
       AND scheduled_at <= starts_at - make_interval(secs => $2::float8)`,
    [now, config.reminderHours * 3600],
  );
  let recorded = 0;
  for (const { id } of due) if (await queueMeetingMessage(tx, id, 'reminder', config.timeZone)) recorded++;
  return recorded;
}

/**
 * Every process checks each minute; the work runs once per minute across processes
 * (runOnce.ts `runIfDue`), and the unique row makes each reminder once even if two ran.
 */
export function scheduleReminders(
  sql: SqlClient,
  config: MeetingConfig,
  log: (m: string) => void = console.error,
  queued: () => void = () => {},
): { stop(): void } {
  const tick = () =>
    runIfDue(sql, 'meeting-reminders', reminderCheckMs - 1_000, (tx) => recordDueReminders(tx, config, new Date()))
      .then((outcome) => void (outcome.ran && outcome.value && queued()))
      .catch((error) => unlessOutage(log)(error, `Recording meeting reminders failed (retried in a minute): ${(error as Error).message}`));
  const timer = setInterval(tick, reminderCheckMs);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
