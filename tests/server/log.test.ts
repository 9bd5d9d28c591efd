/**
 * Issue 37: the log. Every line written while a request is answered carries its id (also
 * answered in X-Request-Id), console's lines included; no line holds an e-mail address or a
 * database error's detail (which quotes a row's values), whatever wrote it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { LeadStore } from '../../server/db/store';
import { createLogger, routeConsole, withoutEmails } from '../../server/log';
import { testApp } from './helpers/app';
import { viaApp, Visitor } from './helpers/client';
import { pgliteStore } from './helpers/db';

const original = { log: console.log, info: console.info, warn: console.warn, error: console.error, debug: console.debug };
afterEach(() => Object.assign(console, original));

/** A JSON logger whose lines are kept, with console routed through it as the server does. */
async function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const log = await createLogger({ LOG_FORMAT: 'json', LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  routeConsole(log);
  return { log, lines };
}

describe('the log', () => {
  it("puts the request id on every line of the request, console's too, and answers it in X-Request-Id", async () => {
    const { log, lines } = await capturedLog();
    const db = await pgliteStore();
    try {
      // A driver error naming the visitor, as PostgreSQL's do in `detail`: the 500 path logs it.
      const failing = Object.assign(new Error('duplicate key value violates unique constraint for zoe.kettle@example.org'), {
        code: '23505',
        detail: 'Key (email)=(zoe.kettle@example.org) already exists.',
      });
      const store: LeadStore = { ...db.store, get: () => Promise.reject(failing) };
      const app = testApp(store, { log, storageLimits: { callMs: 5_000 } });
      const visitor = await new Visitor(viaApp(app)).start();
      const res = await visitor.get(`/api/waitlist-records/${crypto.randomUUID()}`);
      const id = res.headers.get('X-Request-Id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const ofRequest = lines.filter((l) => l.reqId === id);
      expect(ofRequest.map((l) => l.msg)).toEqual([expect.stringMatching(/database is unavailable/), 'request answered']);
      expect(ofRequest.at(-1)).toMatchObject({ route: '/api/:resource/:id', status: res.status, method: 'GET' });
      const text = JSON.stringify(lines);
      expect(text).not.toContain('zoe.kettle');
      expect(text).not.toContain('already exists');
      expect(text).toContain('[e-mail]');
    } finally {
      await db.close();
    }
  });

  it("keeps a proxy's request id only behind a trusted proxy, and only one shaped like an id", async () => {
    const { log } = await capturedLog();
    // The liveness answer needs no database.
    const ask = (trustProxy: boolean, id: string) =>
      testApp(undefined as unknown as LeadStore, { log, trustProxy }).request('/api/health/live', { headers: { 'X-Request-Id': id } });
    expect((await ask(true, 'caddy-4f1c2a9e')).headers.get('X-Request-Id')).toBe('caddy-4f1c2a9e');
    expect((await ask(false, 'caddy-4f1c2a9e')).headers.get('X-Request-Id')).not.toBe('caddy-4f1c2a9e');
    expect((await ask(true, 'x" "level":"fatal" {}')).headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['SMTP 550 5.1.1 <ana.pop@centru-viata.ro>: mailbox unavailable', 'SMTP 550 5.1.1 <[e-mail]>: mailbox unavailable'],
    ['to "Ingrid Ødegård" ingrid+leads@fjell.no, cc x@y.io', 'to "Ingrid Ødegård" [e-mail], cc [e-mail]'],
    ['no address here: 10:30 @ the center', 'no address here: 10:30 @ the center'],
  ])('replaces the e-mail addresses in %j', (text, logged) => {
    expect(withoutEmails(text)).toBe(logged);
  });
});
