import { unlessOutage } from '../db/outage';
import type { AlertChannel } from '../alerts/channels';
import type { SqlClient } from '../db/sql';
import type { MessageConfig } from './config';
import { queueDueFollowUps } from './followUp';
import { recipientChannel } from './recipientChannel';
import { messageTransport } from './transport';

/**
 * Turns the messages to people on (SMTP_URL set) or off for the database (migration 030
 * `message_settings`): off, no message is queued, so none waits for weeks to go out late.
 * `teamAddress` (ALERT_EMAIL_TO) gets the team's copy of every meeting e-mail (migration 090).
 */
export async function setMessagesEnabled(sql: SqlClient, enabled: boolean, teamAddress?: string): Promise<void> {
  await sql.query(`INSERT INTO message_settings (enabled, team_address) VALUES ($1, $2) ON CONFLICT (one) DO UPDATE SET enabled = $1, team_address = $2`, [
    enabled,
    teamAddress ?? null,
  ]);
}

/** The recipient channel for the alerts' worker (server/alerts/start.ts `extraChannels`). */
export function messageChannels(sql: SqlClient, config: MessageConfig): AlertChannel[] {
  const transport = config.smtpUrl ? messageTransport({ smtpUrl: config.smtpUrl, dkim: config.dkim }) : undefined;
  return [recipientChannel({ sql, transport, siteUrl: config.siteUrl })];
}

/** How often drafts are looked at for their follow-up when FOLLOW_UP_AFTER_HOURS is set. */
export const followUpScanMs = 10 * 60_000;

/** FOLLOW_UP_AFTER_HOURS: the periodic look for drafts due a follow-up (off when unset). */
export function scheduleFollowUps(sql: SqlClient, config: MessageConfig, wake: () => void, log: (m: string) => void = console.error): { stop(): void } {
  const hours = config.followUpAfterHours;
  if (!hours) return { stop() {} };
  const run = () =>
    queueDueFollowUps(sql, hours, new Date())
      .then((n) => n && wake())
      .catch((error) =>
        unlessOutage(log)(error, `Queueing follow-ups failed (tried again in ${followUpScanMs / 60_000} minutes): ${(error as Error)?.message ?? error}`),
      );
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, followUpScanMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
