/**
 * Retention as the privacy page promises, with the clock set forward: the purge reads the periods
 * from src/domain/retention.ts (the constants the page prints) and records every deletion in the
 * audit log. Against the embedded database, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { privacy } from '../../src/content/legal/privacy';
import { monthsBefore, retention } from '../../src/domain/retention';
import { createInboxStore } from '../../server/db/inbox';
import { purge, purgeAheadMs, runRetentionIfDue, vacuumEmbedded } from '../../server/db/retention';
import { attributionDays, attributionMaxAgeMs } from '../../src/domain/landing';
import { leadMemoryDays } from '../../src/services/leadMemory';
import { openPostgres } from '../../server/db/postgres';
import { migrate } from '../../server/db/migrate';
import { freshPostgresDatabase, pgliteStore, postgresStore, type TestStore, testDatabaseUrl } from './helpers/db';
import { samples } from './samples';

const day = 24 * 60 * 60 * 1000;
const minute = 60 * 1000;
/** `from` moved forward by whole months (the inverse of monthsBefore on the days that exist). */
const monthsAfter = (from: Date, months: number) => monthsBefore(from, -months);

const drivers: [string, () => Promise<TestStore>, boolean][] = [
  ['PGlite (embedded)', pgliteStore, false],
  ['PostgreSQL (TEST_DATABASE_URL)', () => postgresStore(), !testDatabaseUrl],
];

it('the privacy page states the periods the purge applies', () => {
  const text = JSON.stringify(privacy);
  expect(text).toContain(`at the latest ${retention.draftMonths} months after you last changed it`);
  expect(text).toContain(`at the latest ${retention.afterLastContactMonths} months after our last contact`);
  expect(text).toContain(`within ${retention.answerWithinDays} days`);
});

it('the privacy page states how long the browser keeps a form and where a visit began, as the code does', () => {
  const text = JSON.stringify(privacy);
  expect(text).toContain(`forgotten ${retention.draftMonths} months after you last used the form`);
  // The browser's period is the page's months in days, a few days at most either way.
  expect(Math.abs(leadMemoryDays - retention.draftMonths * 30.44)).toBeLessThan(3);
  expect(text).toContain(`for ${attributionDays} days`);
  expect(attributionMaxAgeMs).toBe(attributionDays * 86_400_000);
});

it('counts months on the calendar, ending on the last day of a shorter month', () => {
  expect(monthsBefore(new Date('2026-08-31T10:00:00Z'), 6).toISOString()).toBe('2026-02-28T10:00:00.000Z');
  expect(monthsBefore(new Date('2026-11-23T00:00:00Z'), 24).toISOString()).toBe('2024-11-23T00:00:00.000Z');
});

describe.each(drivers)('%s', (_, open, skip) => {
  let t: TestStore;
  beforeAll(async () => {
    if (!skip) t = await open();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    if (!skip) await t.db.sql.query('TRUNCATE leads, audit_log CASCADE');
  });

  describe.skipIf(skip)('the retention purge', () => {
    // 'At the latest': a run deletes what falls due before the next run can (purgeAheadMs).
    it(`keeps a draft until the last run before ${retention.draftMonths} months from its last change, and deletes it in that run`, async () => {
      const draft = await t.store.create('waitlist-records', samples['waitlist-records'].draft);
      const changed = new Date(draft.updatedAt);
      const kept = await purge(t.db.sql, { now: new Date(monthsAfter(changed, retention.draftMonths).getTime() - purgeAheadMs - day) });
      expect(kept.records).toEqual([]);
      expect(await t.store.get('waitlist-records', draft._id)).not.toBeNull();

      const later = new Date(monthsAfter(changed, retention.draftMonths).getTime() - purgeAheadMs + minute);
      const purged = await purge(t.db.sql, { now: later });
      expect(purged.records).toEqual([{ resource: 'waitlist-records', recordId: draft._id, reason: 'retention.draft' }]);
      expect(await t.store.get('waitlist-records', draft._id)).toBeNull();
      expect(await createInboxStore(t.db.sql).audit()).toEqual([
        { resource: 'waitlist-records', recordId: draft._id, reason: 'retention.draft', at: later.toISOString(), by: 'system' },
      ]);
    });

    it('runs a draft’s period from its last change, not its creation', async () => {
      const draft = await t.store.create('affiliates', samples.affiliates.draft);
      await t.db.sql.query(`UPDATE leads SET created_at = created_at - interval '5 years', updated_at = updated_at - interval '1 month' WHERE id = $1`, [
        draft._id,
      ]);
      const [{ updated }] = await t.db.sql.query<{ updated: Date }>(`SELECT updated_at AS updated FROM leads WHERE id = $1`, [draft._id]);
      expect((await purge(t.db.sql, { now: new Date(monthsAfter(new Date(updated), retention.draftMonths).getTime() - purgeAheadMs - day) })).records).toEqual(
        [],
      );
      expect(
        (await purge(t.db.sql, { now: new Date(monthsAfter(new Date(updated), retention.draftMonths).getTime() - purgeAheadMs + minute) })).records,
      ).toHaveLength(1);
    });

    it(`keeps a sent record until the last run before ${retention.afterLastContactMonths} months from its submission, and deletes it in that run`, async () => {
      const sent = await t.store.create('scholarship-applications', samples['scholarship-applications'].submitted);
      const submitted = new Date(sent.updatedAt);
      // A sent record is not a draft: the draft period does not apply.
      expect((await purge(t.db.sql, { now: monthsAfter(submitted, retention.draftMonths + 1) })).records).toEqual([]);
      expect(
        (await purge(t.db.sql, { now: new Date(monthsAfter(submitted, retention.afterLastContactMonths).getTime() - purgeAheadMs - day) })).records,
      ).toEqual([]);
      const purged = await purge(t.db.sql, { now: new Date(monthsAfter(submitted, retention.afterLastContactMonths).getTime() - purgeAheadMs + minute) });
      expect(purged.records).toEqual([{ resource: 'scholarship-applications', recordId: sent._id, reason: 'retention.sent' }]);
    });

    it('runs a sent record’s period from the last contact when there is one', async () => {
      const sent = await t.store.create('waitlist-records', samples['waitlist-records'].submitted);
      const contact = monthsAfter(new Date(sent.updatedAt), 12);
      await createInboxStore(t.db.sql).markContacted('waitlist-records', sent._id, contact);
      const due = monthsAfter(contact, retention.afterLastContactMonths);
      // Past the period counted from submission, within the one counted from the last contact: kept.
      expect((await purge(t.db.sql, { now: new Date(due.getTime() - purgeAheadMs - day) })).records).toEqual([]);
      expect((await purge(t.db.sql, { now: new Date(due.getTime() - purgeAheadMs + minute) })).records).toEqual([
        { resource: 'waitlist-records', recordId: sent._id, reason: 'retention.sent' },
      ]);
    });

    it('runs the period of a pricing page lead completed by the full form from the completion', async () => {
      const short = await t.store.create('waitlist-records', { email: 'ana@centru-viata.ro', shortForm: true, status: 'submitted' });
      // Sent from the pricing page long ago; completed today.
      await t.db.sql.query(
        `UPDATE leads SET created_at = created_at - make_interval(months => $2::int + 1), updated_at = updated_at - make_interval(months => $2::int + 1),
           submitted_at = submitted_at - make_interval(months => $2::int + 1) WHERE id = $1`,
        [short._id, retention.afterLastContactMonths],
      );
      const completed = await t.store.update('waitlist-records', short._id, samples['waitlist-records'].submitted);
      expect(completed.outcome).toBe('updated');
      const now = new Date();
      expect((await purge(t.db.sql, { now, dryRun: true })).records).toEqual([]);
      expect((await purge(t.db.sql, { now: new Date(monthsAfter(now, retention.afterLastContactMonths).getTime() - purgeAheadMs + minute) })).records).toEqual([
        { resource: 'waitlist-records', recordId: short._id, reason: 'retention.sent' },
      ]);
    });

    it('a dry run lists what is due and deletes nothing', async () => {
      const draft = await t.store.create('waitlist-records', samples['waitlist-records'].draft);
      const result = await purge(t.db.sql, { now: monthsAfter(new Date(), retention.draftMonths + 1), dryRun: true });
      expect(result.records).toEqual([{ resource: 'waitlist-records', recordId: draft._id, reason: 'retention.draft' }]);
      expect(await t.store.get('waitlist-records', draft._id)).not.toBeNull();
      expect(await createInboxStore(t.db.sql).audit()).toEqual([]);
    });

    it('runs the day’s purge once however often the server starts, and again when the day is over', async () => {
      await t.db.sql.query(`DELETE FROM scheduled_runs WHERE name = 'retention'`);
      const expiredDraft = async () => {
        const draft = await t.store.create('waitlist-records', samples['waitlist-records'].draft);
        await t.db.sql.query(
          `UPDATE leads SET created_at = created_at - make_interval(months => $2::int + 1), updated_at = updated_at - make_interval(months => $2::int + 1) WHERE id = $1`,
          [draft._id, retention.draftMonths],
        );
        return draft._id;
      };
      const logged: string[] = [];
      const first = await expiredDraft();
      expect(await runRetentionIfDue(t.db, (line) => logged.push(line))).toEqual({ ran: true, purged: 1 });
      expect(await t.store.get('waitlist-records', first)).toBeNull();
      expect(logged).toEqual([
        `Retention: deleted 1 record(s) past ${retention.draftMonths} / ${retention.afterLastContactMonths} months (see the audit log).`,
      ]);

      // A restart later that day checks again after its first minute: nothing runs.
      const second = await expiredDraft();
      expect(await runRetentionIfDue(t.db, (line) => logged.push(line))).toEqual({ ran: false, purged: 0 });
      expect(await t.store.get('waitlist-records', second)).not.toBeNull();

      await t.db.sql.query(`UPDATE scheduled_runs SET last_started_at = last_started_at - interval '1 day' WHERE name = 'retention'`);
      expect(await runRetentionIfDue(t.db, (line) => logged.push(line))).toEqual({ ran: true, purged: 1 });
      expect(await t.store.get('waitlist-records', second)).toBeNull();
    });

    it('keeps no personal data in the audit log', async () => {
      await t.store.create('affiliates', samples.affiliates.submitted);
      await purge(t.db.sql, { now: monthsAfter(new Date(), retention.afterLastContactMonths + 1) });
      const rows = await t.db.sql.query(`SELECT * FROM audit_log`);
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toMatch(/fjellro|Åse|mihai/i);
    });
  });
});

describe.skipIf(!testDatabaseUrl)('several servers on one PostgreSQL', () => {
  it('purge one at a time: a run that finds the lock held skips', async () => {
    const t = await postgresStore();
    try {
      await t.db.sql.transaction(async (tx) => {
        await tx.query(`SELECT pg_advisory_xact_lock(7265421004)`);
        expect((await purge(t.db.sql)).skipped).toBe(true);
      });
      expect((await purge(t.db.sql)).skipped).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('runs the day’s purge in one of two servers that check at the same moment', async () => {
    const fresh = await freshPostgresDatabase();
    const servers = [await openPostgres(fresh.url, { max: 2 }), await openPostgres(fresh.url, { max: 2 })];
    try {
      await migrate(servers[0]!.sql);
      const runs = await Promise.all(servers.map((db) => runRetentionIfDue(db, () => {})));
      expect(runs.map((r) => r.ran).sort()).toEqual([false, true]);
    } finally {
      await Promise.all(servers.map((db) => db.close()));
      await fresh.drop();
    }
  });
});

describe('the embedded database’s daily upkeep', () => {
  let t: TestStore;
  beforeAll(async () => {
    t = await pgliteStore();
  });
  afterAll(async () => {
    await t?.close();
  });
  const leadsBytes = async () => Number((await t.db.sql.query<{ n: string }>(`SELECT pg_total_relation_size('leads')::text AS n`))[0]!.n);
  const autosave = async (ids: string[], rounds: number, tag: string) => {
    for (let r = 0; r < rounds; r++) {
      await Promise.all(ids.map((id, i) => t.store.update('waitlist-records', id, { name: `Ana Popescu ${i}`, notes: `${tag} ${r}` })));
    }
  };

  it('makes the room that autosaves left reusable, so the same autosaves again do not grow the files', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => t.store.create('waitlist-records', samples['waitlist-records'].draft))).then((r) =>
      r.map((d) => d._id),
    );
    const start = await leadsBytes();
    await autosave(ids, 40, 'before');
    const grownWithout = (await leadsBytes()) - start;

    expect(await vacuumEmbedded(t.db)).toBe(true);
    const [{ dead }] = await t.db.sql.query<{ dead: string }>(`SELECT n_dead_tup::text AS dead FROM pg_stat_user_tables WHERE relname = 'leads'`);
    expect(Number(dead)).toBe(0);
    const vacuumed = await leadsBytes();
    await autosave(ids, 40, 'after');
    // The same autosaves again: now into the room the vacuum freed, instead of onto the end.
    expect((await leadsBytes()) - vacuumed).toBeLessThan(grownWithout / 2);
    expect((await t.store.get('waitlist-records', ids[0]!))?.notes).toBe('after 39');
  });

  it('comes with the day’s purge, not with every start (VACUUM holds the one thread the requests wait for)', async () => {
    const vacuums = async () =>
      Number((await t.db.sql.query<{ n: string }>(`SELECT vacuum_count::text AS n FROM pg_stat_user_tables WHERE relname = 'leads'`))[0]!.n);
    await t.db.sql.query(`DELETE FROM scheduled_runs WHERE name = 'retention'`);
    const before = await vacuums();
    expect(await runRetentionIfDue(t.db, () => {})).toMatchObject({ ran: true });
    expect(await vacuums()).toBe(before + 1);
    expect(await runRetentionIfDue(t.db, () => {})).toMatchObject({ ran: false });
    expect(await vacuums()).toBe(before + 1);
  });
});
