import { createTransport, type Transporter } from 'nodemailer';
import { tryTiming } from '../alerts/schedule';
import type { MessageConfig } from './config';

/** The SMTP transport of the messages to people, DKIM-signed when configured (nodemailer's own `dkim`). */
// nodemailer's limits are per step; the worker's deadline (alerts/schedule.ts) bounds the whole try.
export function messageTransport(config: Pick<MessageConfig, 'dkim'> & { smtpUrl: string }, timeoutMs = tryTiming.deadlineMs): Transporter {
  return createTransport({
    url: config.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    ...(config.dkim && { dkim: config.dkim }),
  } as Parameters<typeof createTransport>[0]);
}
