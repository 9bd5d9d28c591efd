/**
 * One slot, one booking, across processes (issue 34): two real server processes on one
 * PostgreSQL, 20 visitors sending their lead with the same time, split between the two. The
 * unique index on the meetings' start is what holds here, whatever each process believes.
 * Skipped without TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/postgres';
import { slotsCacheMs } from '../../server/meetings/store';
import { type RunningServer, startServer } from '../browser/harness';
import { adminToken, viaHttp, Visitor } from './helpers/client';
import { testDatabaseUrl } from './helpers/db';
import { freshPostgresDatabase } from './helpers/postgresDatabase';

describe.skipIf(!testDatabaseUrl)('booking one slot from two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let servers: RunningServer[] = [];
  let visitors: Visitor[] = [];

  beforeAll(async () => {
    database = await freshPostgresDatabase(testDatabaseUrl!);
    const env = {
      DATABASE_URL: database.url,
      ADMIN_TOKEN: adminToken,
      MEETING_HOURS: 'mon-sun 00:00-24:00',
      MEETING_NOTICE_HOURS: '2',
      MEETING_DAYS_AHEAD: '2',
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
    visitors = await Promise.all(servers.map((server) => new Visitor(viaHttp(server.url)).start()));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  }, 60_000);

  it('books it once; the 19 others answer 409 naming meetingStart and stay unsent', async () => {
    const { slots } = (await (await visitors[0].get('/api/meeting-slots')).json()) as { slots: { start: string }[] };
    const start = slots[0].start;
    const ids = await Promise.all(
      Array.from(
        { length: 20 },
        async (_, i) => ((await (await visitors[i % 2].post('/api/waitlist-records/', { name: `Visitor ${i}` })).json()) as { _id: string })._id,
      ),
    );
    const answers = await Promise.all(
      ids.map((id, i) =>
        visitors[i % 2].put(`/api/waitlist-records/${id}`, { name: `Visitor ${i}`, email: `v${i}@example.com`, meetingStart: start, status: 'submitted' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(await refused.json()).toMatchObject({ field: 'meetingStart', reason: 'taken' });
    // Either process now leaves the time out: each caches its slots for a few seconds at most
    // (slotsCacheMs), so the one that did not book may show it until its cache runs out.
    for (const v of visitors)
      await expect
        .poll(async () => ((await (await v.get('/api/meeting-slots')).json()) as { slots: { start: string }[] }).slots.map((s) => s.start), {
          timeout: slotsCacheMs * 3,
          interval: 250,
        })
        .not.toContain(start);
    const db = await openPostgres(database.url, { max: 1 });
    try {
      expect(await db.sql.query(`SELECT count(*)::int AS n FROM meetings`)).toEqual([{ n: 1 }]);
      expect(await db.sql.query(`SELECT count(*)::int AS n FROM leads WHERE submitted`)).toEqual([{ n: 1 }]);
      expect(await db.sql.query(`SELECT count(*)::int AS n FROM outbox`)).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
  });
});
