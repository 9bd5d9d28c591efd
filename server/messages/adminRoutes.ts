import { Hono } from 'hono';
import type { AlertConfig } from '../alerts/config';
import { readJsonObject } from '../api/body';
import { BadInput, fail } from '../api/errors';
import type { SqlClient } from '../db/sql';
import { isRecordId } from '../db/store';
import { testChannel } from './channelTest';
import type { MessageConfig } from './config';
import { requestFollowUp } from './followUp';
import { holdReferral, referralStatus, sendReferral } from './referral';

const messagesOff = 'Messages to people are off: the server has no SMTP_URL.';

export interface MessageAdminOptions {
  sql: SqlClient;
  alerts: AlertConfig;
  messages: Pick<MessageConfig, 'dkim' | 'followUpAfterHours' | 'smtpUrl'>;
  /** A message was just queued: the worker looks now. */
  wake?: () => void;
}

/**
 * The owner's side of the messages (issue 35), mounted at /api/admin/messages behind the inbox's
 * guard: each lead's messages and referral e-mail, 'Send' / 'Hold' of a referral e-mail, a
 * draft's follow-up, and 'Send a test' per configured channel.
 */
export function messageAdminRoutes({ sql, alerts, messages, wake }: MessageAdminOptions): Hono {
  const api = new Hono();
  const noLead = (c: Parameters<typeof fail>[0]) => fail(c, 404, 'No such record.');

  api.get('/channels', (c) =>
    c.json({
      email: alerts.email ? { to: alerts.email.to } : null,
      webhook: alerts.webhook ? { url: new URL(alerts.webhook.url).origin } : null,
      followUpAfterHours: messages.followUpAfterHours ?? null,
    }),
  );

  api.post('/channels/:channel/test', async (c) => {
    const channel = c.req.param('channel');
    if (channel !== 'email' && channel !== 'webhook') return fail(c, 404, 'No such channel: email or webhook.');
    const result = await testChannel(sql, alerts, messages, channel);
    return result ? c.json(result) : fail(c, 409, `The ${channel} channel is not configured.`);
  });

  api.get('/leads/:id', async (c) => {
    const id = c.req.param('id');
    if (!isRecordId(id)) return noLead(c);
    const [lead] = await sql.query<{ resource: string }>(`SELECT resource FROM leads WHERE id = $1`, [id]);
    if (!lead) return noLead(c);
    const rows = await sql.query<{
      id: string;
      event: string;
      status: string;
      last_error: string | null;
      created_at: Date | string;
      delivered_at: Date | string | null;
      payload: Record<string, unknown>;
    }>(`SELECT id, event, status, last_error, created_at, delivered_at, payload FROM outbox WHERE lead_id = $1 AND recipient IS NOT NULL ORDER BY seq`, [id]);
    return c.json({
      messages: rows.map((r) => ({
        id: r.id,
        event: r.event,
        status: r.status,
        lastError: r.last_error,
        createdAt: new Date(r.created_at).toISOString(),
        deliveredAt: r.delivered_at ? new Date(r.delivered_at).toISOString() : null,
        skipped: r.payload.skipped === true,
      })),
      ...(lead.resource === 'affiliates' && { referral: await referralStatus(sql, id) }),
    });
  });

  api.post('/leads/:id/referral', async (c) => {
    const id = c.req.param('id');
    if (!isRecordId(id)) return noLead(c);
    const { action } = await readJsonObject(c);
    if (action !== 'send' && action !== 'hold') throw new BadInput('action is send or hold.', 'action');
    const outcome = action === 'send' ? await sendReferral(sql, id, 'owner') : await holdReferral(sql, id);
    if (outcome === 'not-a-referral') return fail(c, 409, 'Only a sent referral has an e-mail to send or hold.');
    if (outcome === 'off') return fail(c, 409, messagesOff);
    if (outcome === 'queued') wake?.();
    return c.json({ outcome, referral: await referralStatus(sql, id) });
  });

  api.post('/leads/:id/follow-up', async (c) => {
    const id = c.req.param('id');
    if (!isRecordId(id)) return noLead(c);
    const outcome = await requestFollowUp(sql, id);
    if (outcome === 'not-eligible') return fail(c, 409, 'Only a demo request draft with a whole e-mail address gets a follow-up.');
    if (outcome === 'off') return fail(c, 409, messagesOff);
    if (outcome === 'queued') wake?.();
    return c.json({ outcome });
  });

  return api;
}
