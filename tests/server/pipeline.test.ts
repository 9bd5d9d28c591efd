/**
 * The pipeline per kind (issue 36, item 3) on the real app and a real PostgreSQL: a status change
 * with its history (who, when), an undo as the change back, refusals naming the field, the list
 * filtered and counted by status, and the CSV's status, history and notes columns.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminSessionIdleHours, type InboxPage, type InboxRecord } from '../../src/domain/inbox';
import { enteredAt, pipelines } from '../../src/domain/pipeline';
import { emptyTables, postgresStore, type TestStore } from './helpers/db';
import { testApp } from './helpers/app';
import { Owner, viaApp } from './helpers/client';
import { samples } from './samples';
import type { OwnerReward } from '../../src/domain/ownerRewards';

let t: TestStore;
let clock = new Date('2026-11-28T09:00:00Z');
const app = () => testApp(t.store, { inbox: { sql: t.db.sql, idleMs: adminSessionIdleHours * 3_600_000, now: () => clock } });
const desk = () => new Owner(viaApp(app(), '192.0.2.50')).start();

async function lead(resource: keyof typeof samples, extra: Record<string, unknown> = {}) {
  const visitor = await desk();
  const res = await visitor.post(`/api/${resource}/`, { ...samples[resource].submitted, ...extra });
  expect(res.status).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

beforeAll(async () => {
  t = await postgresStore();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await emptyTables(t.db.sql);
});

describe('a status change', () => {
  it('moves a demo request along its pipeline and keeps who and when; the undo is the change back', async () => {
    const o = await desk();
    const id = await lead('waitlist-records');
    const path = `/api/admin/leads/waitlist-records/${id}`;
    expect(((await (await o.get(path, { admin: true })).json()) as InboxRecord).pipelineStatus).toBe('new');

    for (const status of ['contacted', 'meeting-booked', 'demo-held']) {
      clock = new Date(clock.getTime() + 60_000);
      const res = await o.request('PUT', `${path}/status`, { json: { status }, admin: true });
      expect(res.status).toBe(200);
      expect(((await res.json()) as InboxRecord).pipelineStatus).toBe(status);
    }
    // Undo: back to where it was, recorded like any change.
    clock = new Date(clock.getTime() + 60_000);
    await o.request('PUT', `${path}/status`, { json: { status: 'meeting-booked' }, admin: true });
    const record = (await (await o.get(path, { admin: true })).json()) as InboxRecord;
    expect(record.pipelineStatus).toBe('meeting-booked');
    // The form's own status field is the visitor's, untouched.
    expect(record.status).toBe('submitted');
    expect(record.statusHistory).toEqual([
      { status: 'contacted', previous: 'new', at: '2026-11-28T09:01:00.000Z', by: 'owner' },
      { status: 'meeting-booked', previous: 'contacted', at: '2026-11-28T09:02:00.000Z', by: 'owner' },
      { status: 'demo-held', previous: 'meeting-booked', at: '2026-11-28T09:03:00.000Z', by: 'owner' },
      { status: 'meeting-booked', previous: 'demo-held', at: '2026-11-28T09:04:00.000Z', by: 'owner' },
    ]);
  });

  it("refuses a status of another kind's pipeline, naming the field, and an unknown lead with 404", async () => {
    const o = await desk();
    const id = await lead('scholarship-applications');
    const res = await o.request('PUT', `/api/admin/leads/scholarship-applications/${id}/status`, { json: { status: 'customer' }, admin: true });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'status', error: `status is one of: ${pipelines['scholarship-applications'].join(', ')}.` });
    const unknown = await o.request('PUT', `/api/admin/leads/scholarship-applications/6f1c2b9e-1d2e-4f3a-9b8c-7d6e5f4a3b2c/status`, {
      json: { status: 'accepted' },
      admin: true,
    });
    expect(unknown.status).toBe(404);
  });

  it("makes a referral marked subscribed owe the one-cookie reward from that day in the owner's zone; lost ends it; the undo takes it back", async () => {
    const o = await desk();
    const id = await lead('affiliates');
    const path = `/api/admin/leads/affiliates/${id}/status?tz=Europe/Bucharest`;
    const move = (status: string, at?: string) => o.request('PUT', path, { json: { status, ...(at && { at }) }, admin: true });
    const rewards = async () =>
      ((await (await o.get('/api/admin/desk/rewards?tz=Europe/Bucharest', { admin: true })).json()) as OwnerReward[])
        .filter((r) => r.referralId === id)
        .map((r) => [r.kind, r.state, r.dueOn, r.subscribedOn, r.endedOn]);
    // 23:30 UTC on 26 November was already the 27th in Bucharest: that is the day it subscribed.
    expect((await move('subscribed', '2026-11-26T23:30:00.000Z')).status).toBe(200);
    expect((await rewards())[0]).toEqual(['oneCookie', 'due', '2026-11-27', '2026-11-27', null]);
    // Lost today; back to subscribed (an undo) resumes the same subscription, its first day kept.
    await move('lost');
    expect((await rewards())[0]?.slice(3)).toEqual(['2026-11-27', '2026-11-28']);
    await move('subscribed');
    expect((await rewards())[0]?.slice(3)).toEqual(['2026-11-27', null]);
    // A step back from subscribed (it did not, after all): no reward is owed.
    await move('contacted');
    expect(await rewards()).toEqual([]);
  });

  it('keeps a past date given with the change (a subscription told late), and refuses a future one', async () => {
    const o = await desk();
    const id = await lead('affiliates');
    const path = `/api/admin/leads/affiliates/${id}/status`;
    const future = await o.request('PUT', path, { json: { status: 'subscribed', at: new Date(clock.getTime() + 3_600_000).toISOString() }, admin: true });
    expect(future.status).toBe(400);
    expect(await future.json()).toMatchObject({ field: 'at' });
    expect((await o.request('PUT', path, { json: { status: 'subscribed', at: '2026-11-02T23:00:00.000Z' }, admin: true })).status).toBe(200);
    const record = (await (await o.get(`/api/admin/leads/affiliates/${id}`, { admin: true })).json()) as InboxRecord;
    expect(enteredAt(record.statusHistory!, 'subscribed')).toBe('2026-11-02T23:00:00.000Z');
  });

  it('records no history for a change to the status the lead has', async () => {
    const o = await desk();
    const id = await lead('affiliates');
    await o.request('PUT', `/api/admin/leads/affiliates/${id}/status`, { json: { status: 'new' }, admin: true });
    expect(((await (await o.get(`/api/admin/leads/affiliates/${id}`, { admin: true })).json()) as InboxRecord).statusHistory).toEqual([]);
  });
});

describe('the lists', () => {
  it('filter and count by status, with the filter and search', async () => {
    const o = await desk();
    const [a, b, c] = [await lead('affiliates'), await lead('affiliates'), await lead('affiliates', { centerName: 'Other place' })];
    for (const [id, status] of [
      [a, 'subscribed'],
      [b, 'subscribed'],
      [c, 'lost'],
    ] as const)
      await o.request('PUT', `/api/admin/leads/affiliates/${id}/status`, { json: { status }, admin: true });
    await lead('affiliates');
    const counts = await (await o.get('/api/admin/leads/affiliates/statuses?filter=sent', { admin: true })).json();
    expect(counts).toEqual({ new: 1, subscribed: 2, lost: 1 });
    expect(await (await o.get('/api/admin/leads/affiliates/statuses?filter=sent&q=Other', { admin: true })).json()).toEqual({ lost: 1 });
    const page = (await (await o.get('/api/admin/leads/affiliates?status=subscribed', { admin: true })).json()) as InboxPage;
    expect(page.total).toBe(2);
    expect(page.records.map((r) => r._id).sort()).toEqual([a, b].sort());
    const bad = await o.get('/api/admin/leads/affiliates?status=customer', { admin: true });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'status' });
  });
});

describe('the CSV export', () => {
  it('holds the pipeline status, its history and a notes column', async () => {
    const o = await desk();
    const id = await lead('waitlist-records');
    clock = new Date('2026-11-28T10:00:00Z');
    await o.request('PUT', `/api/admin/leads/waitlist-records/${id}/status`, { json: { status: 'contacted' }, admin: true });
    clock = new Date('2026-11-28T11:00:00Z');
    await o.request('PUT', `/api/admin/leads/waitlist-records/${id}/status`, { json: { status: 'trial' }, admin: true });
    const csv = await (await o.get('/api/admin/leads/waitlist-records/csv', { admin: true })).text();
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header.endsWith('"pipelineStatus","statusHistory","notes"')).toBe(true);
    // One change a line in its cell; notes empty until the desk has notes.
    expect(row.endsWith('"trial","contacted 2026-11-28T10:00:00.000Z owner\ntrial 2026-11-28T11:00:00.000Z owner",""')).toBe(true);
  });
});
