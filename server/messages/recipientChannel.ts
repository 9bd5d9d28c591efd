import type { Transporter } from 'nodemailer';
import { launch } from '../../src/content/launch';
import type { AlertChannel } from '../alerts/channels';
import type { Alert } from '../alerts/outbox';
import type { SqlClient } from '../db/sql';
import { linkToken } from './links';
import { messageRenderers } from './render';
import { mailLocale } from './texts';

/** Outbox events that are messages to people (migration 030): only this channel takes them. */
export const isMessage = (event: string) => event.startsWith('message.');

/** The site's own address: the From of every message that does not name its own. */
export const siteFrom = () => `Heartwork <${launch.contact.email}>`;

/**
 * The recipient channel: delivers a `message.*` outbox row to the person it names, rendered in
 * its language at the moment of sending (so an erased lead, whose rows went with it, gets nothing).
 * The worker's claim, retries and failed list are the team alerts' own (server/alerts/worker.ts).
 * Once the SMTP server has taken the message the row says so at once, before the worker's batch
 * marks it: a crash can then repeat a message only in the moment between the server's answer and
 * that one statement, and a repeat carries the same Message-ID.
 */
export function recipientChannel(options: { sql: SqlClient; transport?: Transporter; siteUrl: string; from?: string }): AlertChannel {
  const { sql, transport, siteUrl } = options;
  const from = options.from ?? siteFrom();
  return {
    name: 'recipient',
    accepts: (alert: Alert) => isMessage(alert.event),
    async send(alert, signal) {
      if (!transport) throw new Error('SMTP_URL is not set: messages to people wait until it is');
      const [row] = await sql.query<{ recipient: string | null; locale: string | null; payload: Record<string, unknown> }>(
        `SELECT recipient, locale, payload FROM outbox WHERE id = $1`,
        [alert.id],
      );
      if (!row?.recipient) throw new Error('the message names no recipient');
      const render = messageRenderers[alert.event];
      if (!render) throw new Error(`no renderer for ${alert.event}`);
      const mail = await render({
        resource: alert.resource,
        record: alert.record,
        locale: mailLocale(row.locale),
        payload: row.payload,
        siteUrl,
        linkToken: () => linkToken(sql, alert.record._id as string, alert.id),
        messageId: alert.id,
        sql,
      });
      if (!mail) {
        await sql.query(`UPDATE outbox SET payload = payload || '{"skipped": true}'::jsonb WHERE id = $1`, [alert.id]);
        return;
      }
      // The try's signal closes this message's SMTP connection at the deadline or a stop (nodemailer 10).
      const info = await transport.sendMail({
        from: mail.from ?? from,
        to: mail.toName ? { name: mail.toName, address: row.recipient } : row.recipient,
        ...(mail.replyTo && { replyTo: mail.replyTo }),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.icalEvent && { icalEvent: mail.icalEvent }),
        ...(mail.attachments && { attachments: mail.attachments }),
        messageId: `<${alert.id}@messages.heartwork>`,
        headers: { 'X-Heartwork-Message-Id': alert.id, 'Auto-Submitted': 'auto-generated' },
        signal,
      });
      await sql.query(
        `UPDATE outbox SET delivered_to = CASE WHEN 'recipient' = ANY (delivered_to) THEN delivered_to ELSE array_append(delivered_to, 'recipient') END,
           payload = payload || jsonb_build_object('smtp', $2::text) WHERE id = $1`,
        [alert.id, String(info.response ?? '').slice(0, 300)],
      );
    },
    close: () => transport?.close(),
  };
}
