import { createTransport } from 'nodemailer';
import { Webhook } from 'standardwebhooks';
import { leadWaiting, type Alert } from './outbox';
import { summaryHtml, summaryOf, summarySlack, summaryText } from './message';
import { tryTiming } from './schedule';

/**
 * A way an alert reaches the team. `send` resolves once the receiver has taken the alert, and
 * rejects as soon as `signal` aborts (the try's deadline, or the server stopping).
 */
export interface AlertChannel {
  name: 'webhook' | 'email' | 'recipient';
  /** Whether this channel takes this outbox row (a team alert, or a message to a person: server/messages/). Absent: every team alert. */
  accepts?(alert: Alert): boolean;
  send(alert: Alert, signal: AbortSignal): Promise<void>;
  close?(): void;
}

export interface WebhookSettings {
  url: string;
  /** The Standard Webhooks secret (`whsec_…`, base64): signs every request when set. */
  secret?: string;
  /** `standard`: the JSON event; `slack`: `{ text }` for a Slack or Teams incoming webhook. */
  format: 'standard' | 'slack';
  /** SITE_URL: the alert links to its record in the inbox there. */
  siteUrl?: string;
}

/** The JSON event of the standard format: a stable id, the resource and the record as stored. */
export function webhookEvent(alert: Alert, siteUrl?: string) {
  const summary = summaryOf(alert, siteUrl);
  return {
    id: alert.id,
    type: alert.event,
    timestamp: alert.createdAt,
    data: {
      resource: alert.resource,
      form: summary.form,
      title: summary.title,
      link: summary.link,
      record: alert.record,
      // A reminder says since when the lead waits (its own timestamp is the reminder's).
      ...(alert.event === leadWaiting && { sentAt: summary.sentAt, waitingHours: alert.payload?.hours }),
    },
  };
}

/**
 * The signed webhook (Standard Webhooks: `webhook-id` is the event id, so a receiver can drop a
 * repeat; `webhook-timestamp`; `webhook-signature` over id, timestamp and the exact body).
 * Any 2xx is taken; anything else, a redirect included, is a failed try.
 */
export function webhookChannel(settings: WebhookSettings): AlertChannel {
  const signer = settings.secret ? new Webhook(settings.secret) : undefined;
  return {
    name: 'webhook',
    async send(alert, signal) {
      const body = JSON.stringify(
        settings.format === 'slack' ? { text: summarySlack(summaryOf(alert, settings.siteUrl)) } : webhookEvent(alert, settings.siteUrl),
      );
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': 'Heartwork-Alerts/1' };
      if (signer) {
        const now = new Date();
        headers['webhook-id'] = alert.id;
        headers['webhook-timestamp'] = String(Math.floor(now.getTime() / 1000));
        headers['webhook-signature'] = signer.sign(alert.id, now, body);
      }
      const response = await fetch(settings.url, {
        method: 'POST',
        headers,
        body,
        redirect: 'manual',
        signal,
      });
      await response.body?.cancel().catch(() => {});
      if (response.status < 200 || response.status > 299) throw new Error(`the webhook answered ${response.status}`);
    },
  };
}

export interface EmailSettings {
  /** `smtp://user:pass@host:587` or `smtps://…:465` (nodemailer's connection URL). */
  smtpUrl: string;
  to: string;
  from: string;
  /** SITE_URL: the alert links to its record in the inbox there. */
  siteUrl?: string;
}

/** The e-mail: a short plain-text and HTML summary of the lead, every value escaped. */
export function emailChannel(settings: EmailSettings, options: { timeoutMs?: number } = {}): AlertChannel {
  // nodemailer's limits are per step (connect, greeting, each command); the try's deadline bounds the
  // whole: its signal closes the SMTP connection of the message (nodemailer 10's `signal`).
  const timeout = options.timeoutMs ?? tryTiming.deadlineMs;
  const transport = createTransport({ url: settings.smtpUrl, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
  return {
    name: 'email',
    async send(alert, signal) {
      const summary = summaryOf(alert, settings.siteUrl);
      await transport.sendMail({
        from: settings.from,
        to: settings.to,
        subject: summary.title,
        text: summaryText(summary),
        html: summaryHtml(summary),
        // The event id: a repeat after a crash carries the same Message-ID, which mail clients fold.
        messageId: `<${alert.id}@alerts.heartwork>`,
        headers: { 'X-Heartwork-Event-Id': alert.id },
        ...(summary.replyTo && { replyTo: { name: '', address: summary.replyTo } }),
        signal,
      });
    },
    close: () => transport.close(),
  };
}
