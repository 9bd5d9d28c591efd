import { Webhook } from 'standardwebhooks';
import { readSiteUrl } from '../messages/config';
import type { EmailSettings, WebhookSettings } from './channels';
import { type TryTiming, tryTiming } from './schedule';

/** The two alert channels, each optional (README 'Alerts'), and a try's timing. */
export interface AlertConfig {
  webhook?: WebhookSettings;
  email?: EmailSettings;
  timing: TryTiming;
  /** SITE_URL: each alert links to its record in the inbox there. */
  siteUrl?: string;
}

const milliseconds = (name: string, value: string | undefined, fallback: number) => {
  if (!value) return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100) throw new Error(`${name} is a whole number of milliseconds (100 or more), got "${value}"`);
  return ms;
};

/** ALERT_DEADLINE_MS and ALERT_CLAIM_MS: a try must end before its claim does (schedule.ts). */
function readTiming(env: NodeJS.ProcessEnv): TryTiming {
  const deadlineMs = milliseconds('ALERT_DEADLINE_MS', env.ALERT_DEADLINE_MS, tryTiming.deadlineMs);
  const claimMs = milliseconds('ALERT_CLAIM_MS', env.ALERT_CLAIM_MS, Math.max(tryTiming.claimMs, deadlineMs + 30_000));
  if (deadlineMs >= claimMs)
    throw new Error(
      `ALERT_DEADLINE_MS (${deadlineMs}) must be shorter than ALERT_CLAIM_MS (${claimMs}): a try must end before another process may take its alert`,
    );
  return { deadlineMs, claimMs };
}

const httpUrl = (name: string, value: string) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value;
};

/**
 * ALERT_WEBHOOK_URL (+ ALERT_WEBHOOK_SECRET, ALERT_WEBHOOK_FORMAT) and SMTP_URL + ALERT_EMAIL_TO
 * (+ ALERT_EMAIL_FROM). A half-configured channel stops the start with a message, as an alert
 * that silently never leaves is worse than a server that says why it will not start.
 */
export function readAlertConfig(env: NodeJS.ProcessEnv = process.env): AlertConfig {
  const siteUrl = readSiteUrl(env);
  const config: AlertConfig = { timing: readTiming(env), siteUrl };
  const url = env.ALERT_WEBHOOK_URL || undefined;
  const secret = env.ALERT_WEBHOOK_SECRET || undefined;
  const format = env.ALERT_WEBHOOK_FORMAT || 'standard';
  if (format !== 'standard' && format !== 'slack') throw new Error(`ALERT_WEBHOOK_FORMAT is standard or slack, got "${format}"`);
  if (url) {
    if (format === 'standard' && !secret) {
      throw new Error(
        'ALERT_WEBHOOK_URL needs ALERT_WEBHOOK_SECRET (a Standard Webhooks secret, whsec_ and base64) to sign the alerts, or ALERT_WEBHOOK_FORMAT=slack',
      );
    }
    if (secret) {
      try {
        new Webhook(secret);
      } catch {
        throw new Error('ALERT_WEBHOOK_SECRET must be base64 (optionally after whsec_), e.g. whsec_$(openssl rand -base64 32)');
      }
    }
    config.webhook = { url: httpUrl('ALERT_WEBHOOK_URL', url), secret, format, siteUrl };
  } else if (secret) throw new Error('ALERT_WEBHOOK_SECRET is set but ALERT_WEBHOOK_URL is not');

  const smtpUrl = env.SMTP_URL || undefined;
  const to = env.ALERT_EMAIL_TO || undefined;
  if (smtpUrl || to) {
    if (!smtpUrl || !to) throw new Error('E-mail alerts need both SMTP_URL and ALERT_EMAIL_TO');
    if (!/^smtps?:\/\//.test(smtpUrl)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
    config.email = {
      smtpUrl,
      to,
      siteUrl,
      from:
        env.ALERT_EMAIL_FROM ||
        `Heartwork website <${to
          .split(',')[0]
          .trim()
          .replace(/^.*<|>$/g, '')}>`,
    };
  }
  return config;
}
