/**
 * Issue 37: the metrics read from the database at each scrape, on both databases: the outbox by
 * state and each channel's deliveries; and a scrape that still answers, within about a second and
 * without those figures, while the database hangs.
 */
import { describe, expect, it } from 'vitest';
import { createMetrics } from '../../server/metrics';
import type { SqlClient } from '../../server/db/sql';
import { pgliteStore, postgresStore, type TestStore, testDatabaseUrl } from './helpers/db';
import { samples } from './samples';

const drivers: [string, () => Promise<TestStore>, boolean][] = [
  ['PGlite (embedded)', pgliteStore, false],
  ['PostgreSQL (TEST_DATABASE_URL)', () => postgresStore(), !testDatabaseUrl],
];

const value = (text: string, sample: string) =>
  Number(
    text
      .split('\n')
      .find((l) => l.startsWith(`${sample} `))
      ?.split(' ')[1],
  );

describe.each(drivers)('outbox metrics on %s', (_, open, skip) => {
  it.skipIf(skip)('counts the alerts by state and by channel as the outbox holds them', async () => {
    const db = await open();
    try {
      // Three sent leads: three alerts (the trigger of 003_outbox.sql), then their fates.
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await db.store.create('affiliates', samples.affiliates.submitted))._id);
      const [delivered, failed] = await db.db.sql.query<{ id: string }>('SELECT id::text AS id FROM outbox ORDER BY seq');
      await db.db.sql.query(`UPDATE outbox SET status = 'delivered', delivered_to = '{email,webhook}' WHERE id = $1`, [delivered!.id]);
      await db.db.sql.query(`UPDATE outbox SET status = 'failed', delivered_to = '{webhook}' WHERE id = $1`, [failed!.id]);
      const text = await createMetrics({ sql: db.db.sql }).registry.metrics();
      expect(value(text, 'heartwork_outbox_alerts{state="pending"}')).toBe(1);
      expect(value(text, 'heartwork_outbox_alerts{state="delivered"}')).toBe(1);
      expect(value(text, 'heartwork_outbox_alerts{state="failed"}')).toBe(1);
      expect(value(text, 'heartwork_alert_deliveries{channel="email",outcome="delivered"}')).toBe(1);
      expect(value(text, 'heartwork_alert_deliveries{channel="email",outcome="failed"}')).toBe(1);
      expect(value(text, 'heartwork_alert_deliveries{channel="webhook",outcome="delivered"}')).toBe(2);
      expect(value(text, 'heartwork_alert_deliveries{channel="webhook",outcome="failed"}')).toBe(0);
    } finally {
      await db.close();
    }
  });
});

it('answers a scrape within about a second while the database hangs, without the figures it cannot read', async () => {
  const hanging: SqlClient = { query: () => new Promise(() => {}), exec: () => new Promise(() => {}), transaction: () => new Promise(() => {}) };
  const metrics = createMetrics({ sql: hanging, flushes: () => new Promise(() => {}) });
  const started = performance.now();
  const text = await metrics.registry.metrics();
  expect(performance.now() - started).toBeLessThan(3_000);
  expect(text).not.toMatch(/^heartwork_outbox_alerts\{/m);
  expect(text).toMatch(/^heartwork_leads_sent_total\{kind="affiliates"\} 0$/m);
  expect(text).toMatch(/^process_resident_memory_bytes /m);
});
