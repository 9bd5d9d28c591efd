/**
 * The two places alerts go, for real, on loopback: a webhook receiver (node:http) that answers
 * as told and keeps what it got, and an SMTP server (smtp-server) that keeps every message.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface WebhookRequest {
  headers: IncomingHttpHeaders;
  body: string;
  /** The status it was answered with (undefined while held or never answered). */
  status?: number;
}

export interface WebhookReceiver {
  url: string;
  requests: WebhookRequest[];
  /** Statuses for the next requests, in order; 'hold' never answers; after them every request gets 204. */
  answers: (number | 'hold')[];
  /** How long each request waits before its answer (a slow receiver); 0 by default. */
  delayMs: number;
  /** Requests answered 2xx. */
  accepted(): WebhookRequest[];
  /** Called as each request arrives (benchmarks time the arrival). */
  onRequest?: (request: WebhookRequest) => void;
  close(): Promise<void>;
}

export async function webhookReceiver(): Promise<WebhookReceiver> {
  const requests: WebhookRequest[] = [];
  const held: ServerResponse[] = [];
  const receiver: WebhookReceiver = {
    url: '',
    requests,
    answers: [] as (number | 'hold')[],
    delayMs: 0,
    accepted: () => requests.filter((r) => r.status !== undefined && r.status >= 200 && r.status < 300),
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const entry: WebhookRequest = { headers: req.headers, body };
      requests.push(entry);
      receiver.onRequest?.(entry);
      const answer = receiver.answers.shift() ?? 204;
      if (answer === 'hold') return void held.push(res);
      const send = () => {
        // A sender that gave up (its deadline) finds no answer: the request was not taken.
        if (res.destroyed || req.socket.destroyed) return;
        entry.status = answer;
        res.writeHead(answer).end();
      };
      if (receiver.delayMs > 0) {
        held.push(res);
        setTimeout(send, receiver.delayMs);
      } else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
  return receiver;
}

export interface MailMessage {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpReceiver {
  url: string;
  messages: MailMessage[];
  close(): Promise<void>;
}

/** A plain SMTP server on loopback (no TLS, no auth), as STACK.md describes. */
export async function smtpReceiver(): Promise<SmtpReceiver> {
  const messages: MailMessage[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A sender killed mid-conversation (the crash tests) resets its connection: not a failure of the run.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A MIME part's text by content type, decoded (quoted-printable or base64), for the assertions. */
export function mimePart(raw: string, type: 'text/plain' | 'text/html'): string {
  const start = raw.search(new RegExp(`^Content-Type: ${type}`, 'im'));
  if (start < 0) throw new Error(`no ${type} part`);
  const part = raw.slice(start);
  const headerEnd = part.indexOf('\r\n\r\n');
  const headers = part.slice(0, headerEnd);
  const body = part.slice(headerEnd + 4).split(/\r\n--/)[0];
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(headers)?.[1].toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** A header of the message, unfolded. */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}
