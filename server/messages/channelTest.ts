import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { AlertConfig } from '../alerts/config';
import type { SqlClient } from '../db/sql';
import type { MessageConfig } from './config';
import { messageTransport } from './transport';

export type TestChannel = 'email' | 'webhook';

/** What a test really met: the SMTP server's answer or error, the webhook's status code. */
export interface ChannelTestResult {
  channel: TestChannel;
  ok: boolean;
  /** '250 2.0.0 Ok: queued as …', '550 5.7.1 Relaying denied', 'the webhook answered 404', 'connect ECONNREFUSED …'. */
  answer: string;
  at: string;
}

const testTimeoutMs = 10_000;

async function testEmail(email: NonNullable<AlertConfig['email']>, dkim: MessageConfig['dkim']): Promise<Omit<ChannelTestResult, 'at'>> {
  const transport = messageTransport({ smtpUrl: email.smtpUrl, dkim }, testTimeoutMs);
  try {
    const info = await transport.sendMail({
      from: email.from,
      to: email.to,
      subject: 'Heartwork: test of the e-mail alerts',
      text: 'This is a test sent from the inbox\'s "Send a test". If you read it, the e-mail alerts reach you.',
    });
    return { channel: 'email', ok: true, answer: String(info.response ?? 'accepted') };
  } catch (error) {
    const e = error as { response?: string; message?: string };
    return { channel: 'email', ok: false, answer: e.response || e.message || String(error) };
  } finally {
    transport.close();
  }
}

async function testWebhook(webhook: NonNullable<AlertConfig['webhook']>): Promise<Omit<ChannelTestResult, 'at'>> {
  const id = `test_${randomUUID()}`;
  const body = JSON.stringify(
    webhook.format === 'slack' ? { text: 'Heartwork: test of the webhook alerts' } : { id, type: 'test', timestamp: new Date().toISOString(), data: {} },
  );
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': 'Heartwork-Alerts/1' };
  if (webhook.secret) {
    const now = new Date();
    headers['webhook-id'] = id;
    headers['webhook-timestamp'] = String(Math.floor(now.getTime() / 1000));
    headers['webhook-signature'] = new Webhook(webhook.secret).sign(id, now, body);
  }
  try {
    const res = await fetch(webhook.url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(testTimeoutMs) });
    await res.body?.cancel().catch(() => {});
    return { channel: 'webhook', ok: res.status >= 200 && res.status < 300, answer: `the webhook answered ${res.status}` };
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    return { channel: 'webhook', ok: false, answer: cause || (error as Error).message || String(error) };
  }
}

/**
 * The inbox's 'Send a test' (issue 35, point 4): one real send through a configured channel,
 * outside the outbox (nothing is retried: the point is to see what happens now), recorded in the
 * audit log with its outcome.
 */
export async function testChannel(
  sql: SqlClient,
  alerts: AlertConfig,
  messages: Pick<MessageConfig, 'dkim'>,
  channel: TestChannel,
): Promise<ChannelTestResult | null> {
  let result: Omit<ChannelTestResult, 'at'>;
  if (channel === 'email' && alerts.email) result = await testEmail(alerts.email, messages.dkim);
  else if (channel === 'webhook' && alerts.webhook) result = await testWebhook(alerts.webhook);
  else return null;
  const [row] = await sql.query<{ at: Date | string }>(
    `INSERT INTO audit_log (resource, record_id, reason, detail) VALUES ('channel', gen_random_uuid(), $1, $2) RETURNING at`,
    [result.ok ? 'channel.test.ok' : 'channel.test.failed', `${channel}: ${result.answer}`.slice(0, 500)],
  );
  return { ...result, at: new Date(row.at).toISOString() };
}
