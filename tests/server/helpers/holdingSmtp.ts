import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { freshDataDir } from '../../../tools/loopback/templateData';
import { adminToken } from './client';

/**
 * An SMTP receiver that holds the messages `holds` picks (never answers their DATA: the sender
 * waits mid-conversation, where a kill -9 catches it) and keeps the ones it accepts. By default
 * it holds only the first picked; with `all` every one until `release`.
 */
export async function holdingSmtp(holds: (raw: string) => boolean, { all = false } = {}) {
  const accepted: string[] = [];
  let held = 0;
  let holding = true;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if (holding && (all || held === 0) && holds(raw)) return void held++;
        accepted.push(raw);
        callback();
      });
    },
  });
  // A sender killed -9 resets the conversations held open: expected here, not a failure of the run
  // (unheard, the socket's ECONNRESET was an uncaught exception that failed a whole suite).
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    accepted,
    held: () => held,
    /** Messages from now on are answered. */
    release: () => void (holding = false),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A message to a person (its Message-ID is the messages' own). */
export const toPerson = (raw: string) => /^Message-ID: <[^>]+@messages\.heartwork>/im.test(raw);

/** A server on a fresh embedded database that e-mails through `smtpUrl` and alerts by e-mail only. */
export async function mailingServerEnv(smtpUrl: string): Promise<Record<string, string>> {
  return {
    DATA_DIR: await freshDataDir(),
    DATABASE_URL: '',
    ADMIN_TOKEN: adminToken,
    SMTP_URL: smtpUrl,
    ALERT_EMAIL_TO: 'team@heartwork.example',
    SITE_URL: 'https://heartwork.example',
    ALERT_WEBHOOK_URL: '',
    ALERT_WEBHOOK_SECRET: '',
  };
}
