/**
 * A reply written in the record across a crash (issue 36 item 4), with the real server process and
 * a real SMTP receiver: the server is killed -9 while the reply is in the middle of the SMTP
 * conversation (the receiver holds it and never answers), and the restarted server delivers it
 * once, marked delivered on the lead's timeline.
 */
import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { afterAll, expect, it } from 'vitest';
import type { LeadDesk } from '../../src/domain/desk';
import { type RunningServer, startServer } from '../browser/harness';
import { viaHttp, Visitor } from './helpers/client';
import { holdingSmtp, mailingServerEnv } from './helpers/holdingSmtp';
import { samples } from './samples';

const patience = { timeout: 90_000, interval: 100 };
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) if (server.process.exitCode === null && !server.process.signalCode) await server.stop('SIGKILL');
});

it('delivers a reply once when the server is killed -9 while sending it', async () => {
  const smtp = await holdingSmtp((raw) => /^Subject: Re:/im.test(raw));
  const env = await mailingServerEnv(smtp.url);
  const first = await startServer(env);
  servers.push(first);
  const visitor = await new Visitor(viaHttp(first.url)).start();
  const draft = await (await visitor.post('/api/waitlist-records/', samples['waitlist-records'].draft)).json();
  const sent = await visitor.put(`/api/waitlist-records/${draft._id}`, {
    ...samples['waitlist-records'].submitted,
    email: 'crash.reply@example.org',
    locale: 'en',
    formElapsedMs: 45_000,
  });
  expect(sent.status).toBe(200);
  const asked = await visitor.request('POST', `/api/admin/desk/leads/${draft._id}/replies`, {
    json: { body: 'Hello! Would Thursday at 10:00 suit you?', key: randomUUID() },
    admin: true,
  });
  expect(asked.status).toBe(202);
  // The reply is held mid-conversation: kill now.
  await expect.poll(() => smtp.held(), patience).toBe(1);
  await first.stop('SIGKILL');

  const again = await startServer(env);
  servers.push(again);
  const replies = async () => (await Promise.all(smtp.accepted.map((raw) => simpleParser(raw)))).filter((m) => m.subject?.startsWith('Re:'));
  await expect.poll(async () => (await replies()).length, patience).toBe(1);
  const [mail] = await replies();
  expect(mail!.subject).toBe('Re: your Heartwork demo request');
  expect(mail!.replyTo!.value.map((a) => a.address)).toEqual(['team@heartwork.example']);
  // Marked delivered on the timeline, so it never goes again.
  const owner = await new Visitor(viaHttp(again.url)).start();
  const delivery = async () =>
    ((await (await owner.get(`/api/admin/desk/leads/${draft._id}`, { admin: true })).json()) as LeadDesk).timeline.find((e) => e.kind === 'reply');
  await expect.poll(async () => (await delivery())?.kind === 'reply' && (await delivery())!.delivery, patience).toBe('delivered');
  expect((await replies()).length).toBe(1);
  await again.stop('SIGTERM');
  await smtp.close();
}, 300_000);
