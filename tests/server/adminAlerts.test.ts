/**
 * Failed alerts in the owner's inbox API (/api/admin/alerts) on the real app and embedded
 * database: an owner signed in with a password (no ADMIN_TOKEN on the server) lists and retries
 * them with the session cookie; without a session it is a 401, and the retry needs the
 * anti-forgery header like every write.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutbox, type Outbox } from '../../server/alerts/outbox';
import { hashPassword } from '../../server/auth/password';
import { adminSessionIdleHours } from '../../src/domain/inbox';
import { testApp } from './helpers/app';
import { Owner, viaApp } from './helpers/client';
import { emptyTables, pgliteStore, type TestStore } from './helpers/db';
import { samples } from './samples';

const password = 'owner password for alerts';
let t: TestStore;
let outbox: Outbox;
let passwordHash: string;

/** The server has only the password's hash: the session cookie is the owner's one way in. */
const app = () =>
  testApp(t.store, { adminToken: undefined, alerts: outbox, inbox: { sql: t.db.sql, passwordHash, idleMs: adminSessionIdleHours * 3_600_000 } });

const owner = () => new Owner(viaApp(app())).start();

/** A sent lead whose alert was given up on: the database's trigger writes it, the worker's last try fails it. */
async function failedAlert(): Promise<{ id: string; leadId: string }> {
  const lead = await t.store.create('affiliates', samples.affiliates.submitted);
  const now = new Date(Date.now() + 1000);
  const [alert] = await outbox.claim(now, new Date(now.getTime() + 60_000), 10);
  await outbox.failed(alert, [], 'webhook: the webhook answered 500', null);
  return { id: alert.id, leadId: lead._id };
}

beforeAll(async () => {
  t = await pgliteStore();
  outbox = createOutbox(t.db.sql);
  passwordHash = await hashPassword(password);
});
afterAll(() => t?.close());
beforeEach(() => emptyTables(t.db.sql));

describe('failed alerts in the inbox API', () => {
  it('lists them to an owner signed in with the password alone, and to no one without a session', async () => {
    const { id, leadId } = await failedAlert();
    const o = await owner();
    expect((await o.get('/api/admin/alerts')).status).toBe(401);
    expect((await o.request('POST', `/api/admin/alerts/${id}/retry`)).status).toBe(401);
    expect((await o.post('/api/admin/session', { secret: password })).status).toBe(200);
    const res = await o.get('/api/admin/alerts?status=failed');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      expect.objectContaining({ id, leadId, resource: 'affiliates', status: 'failed', attempts: 1, lastError: 'webhook: the webhook answered 500' }),
    ]);
    // The default is the failed ones, as at /api/alerts.
    expect((await (await o.get('/api/admin/alerts')).json()).map((a: { id: string }) => a.id)).toEqual([id]);
    // /api/alerts is for scripts with the bearer token: the session cookie (Path=/api/admin) is no way in there.
    expect((await o.get('/api/alerts')).status).toBe(401);
  });

  it('puts a failed alert back in the queue on retry, once, with the anti-forgery header', async () => {
    const { id } = await failedAlert();
    const o = await owner();
    await o.post('/api/admin/session', { secret: password });
    expect((await o.request('POST', `/api/admin/alerts/${id}/retry`, { xsrf: false })).status).toBe(403);
    expect((await outbox.list('failed')).map((a) => a.id)).toEqual([id]);

    const res = await o.request('POST', `/api/admin/alerts/${id}/retry`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'pending' });
    expect(await (await o.get('/api/admin/alerts?status=failed')).json()).toEqual([]);
    expect(await (await o.get('/api/admin/alerts?status=pending')).json()).toEqual([expect.objectContaining({ id, status: 'pending', attempts: 0 })]);
    expect((await o.request('POST', `/api/admin/alerts/${id}/retry`)).status).toBe(409);
    expect((await o.request('POST', `/api/admin/alerts/${crypto.randomUUID()}/retry`)).status).toBe(404);
  });
});
