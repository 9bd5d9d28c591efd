import { createTransport, type Transporter } from 'nodemailer';
import { channelTimeoutMs } from '../alerts/schedule';
import type { MessageConfig } from './config';

/** The SMTP transport of the messages to people, DKIM-signed when configured (nodemailer's own `dkim`). */
export function messageTransport(config: Pick<MessageConfig, 'dkim'> & { smtpUrl: string }, timeoutMs = channelTimeoutMs): Transporter {
  return createTransport({
    url: config.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    ...(config.dkim && { dkim: config.dkim }),
  } as Parameters<typeof createTransport>[0]);
}
