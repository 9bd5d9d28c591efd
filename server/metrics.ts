/**
 * Prometheus metrics (issue 37), in a registry of their own: what a person operating the site
 * asks first. The requests by route pattern and status with their durations; the leads created
 * and sent by kind; the saves refused by reason (the status that refused them); the alerts'
 * outbox by state and each channel's deliveries; the embedded database's flushes; and Node's own
 * (event-loop lag, heap, resident memory) from prom-client's default collectors.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { resources } from '../src/domain/resources';
import type { SqlClient } from './db/sql';
import type { LeadStore } from './db/store';
import type { Answered } from './observe';

/** The statuses that refuse a save, each a reason of its own. */
export const refusalReasons = [400, 409, 412, 413, 429] as const;
/** Routes that save a lead: the API's and the forms' without JavaScript. */
const savingRoute = /^\/(api\/:resource|forms\/)/;

/** The embedded database's group commits so far (server/db/groupCommit.ts). */
export interface FlushTotals {
  count: number;
  seconds: number;
}

export interface MetricsSources {
  /** Where the outbox is counted at each scrape; without it the outbox's gauges are left out. */
  sql?: SqlClient;
  /** The embedded database's flushes; PostgreSQL flushes in its own server, not counted here. */
  flushes?: () => Promise<FlushTotals>;
}

/** A scrape must answer even while the database does not: its figures are then left out. */
const withinASecond = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), 1_000).unref())]);

export function createMetrics(sources: MetricsSources = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const route = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'heartwork_http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: route,
    registers,
  });
  const durations = new Histogram({
    name: 'heartwork_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames: route,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const created = new Counter({ name: 'heartwork_leads_created_total', help: 'Leads created (drafts and sent), by kind.', labelNames: ['kind'], registers });
  const sent = new Counter({ name: 'heartwork_leads_sent_total', help: 'Leads sent (submitted), by kind.', labelNames: ['kind'], registers });
  const refused = new Counter({
    name: 'heartwork_saves_refused_total',
    help: 'Saves refused, by reason (the status answered: 400 bad input, 409 already sent, 412 changed meanwhile, 413 too large, 429 too many).',
    labelNames: ['reason'],
    registers,
  });
  for (const kind of Object.keys(resources)) {
    created.inc({ kind }, 0);
    sent.inc({ kind }, 0);
  }
  for (const reason of refusalReasons) refused.inc({ reason: String(reason) }, 0);

  if (sources.sql) {
    const sql = sources.sql;
    new Gauge({
      name: 'heartwork_outbox_alerts',
      help: 'Alerts in the outbox, by state (pending: waiting or being retried; failed: given up, shown to the owner).',
      labelNames: ['state'],
      registers,
      async collect() {
        const rows = await withinASecond(sql.query<{ status: string; n: number }>(`SELECT status, count(*)::int AS n FROM outbox GROUP BY status`)).catch(
          () => null,
        );
        if (!rows) return;
        for (const state of ['pending', 'delivered', 'failed']) this.set({ state }, rows.find((r) => r.status === state)?.n ?? 0);
      },
    });
    new Gauge({
      name: 'heartwork_alert_deliveries',
      help: 'Alerts in the outbox by channel (email, webhook) and outcome: delivered, or failed (given up without that channel).',
      labelNames: ['channel', 'outcome'],
      registers,
      async collect() {
        const rows = await withinASecond(
          sql.query<{ channel: string; delivered: number; failed: number }>(
            `SELECT channel, count(*) FILTER (WHERE channel = ANY (delivered_to))::int AS delivered,
                    count(*) FILTER (WHERE status = 'failed' AND NOT channel = ANY (delivered_to))::int AS failed
               FROM outbox, (VALUES ('email'), ('webhook')) AS channels (channel) GROUP BY channel`,
          ),
        ).catch(() => null);
        if (!rows) return;
        for (const r of rows) {
          this.set({ channel: r.channel, outcome: 'delivered' }, r.delivered);
          this.set({ channel: r.channel, outcome: 'failed' }, r.failed);
        }
      },
    });
  }

  if (sources.flushes) {
    const flushes = sources.flushes;
    let last: FlushTotals = { count: 0, seconds: 0 };
    // One read per scrape for both counters (their collects run side by side).
    let reading: Promise<FlushTotals> | undefined;
    const read = () =>
      (reading ??= withinASecond(flushes())
        .then(
          (totals) => (last = totals),
          () => last,
        )
        .finally(() => setTimeout(() => (reading = undefined), 100).unref()));
    // Totals kept by the database's thread, read at each scrape: counters set to them (a new
    // thread after a reopen starts again from 0, which Prometheus takes as a counter's reset).
    new Counter({
      name: 'heartwork_db_flushes_total',
      help: "Flushes of the embedded database's log to disk (one per group of commits).",
      registers,
      async collect() {
        this.reset();
        this.inc((await read()).count);
      },
    });
    new Counter({
      name: 'heartwork_db_flush_seconds_total',
      help: "Time spent flushing the embedded database's log to disk; divided by the flushes, the mean flush time.",
      registers,
      async collect() {
        this.reset();
        this.inc((await read()).seconds);
      },
    });
  }

  return {
    registry,
    /** Counts an answered request (server/observe.ts). */
    onAnswered({ method, route: pattern, status, seconds }: Answered): void {
      const labels = { method, route: pattern, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
      if ((method === 'POST' || method === 'PUT') && savingRoute.test(pattern) && (refusalReasons as readonly number[]).includes(status))
        refused.inc({ reason: String(status) });
    },
    /** The store, counting the leads it creates and sends (the API's and the plain forms' alike). */
    counting(store: LeadStore): LeadStore {
      const isSent = (kind: keyof typeof resources, record: Record<string, unknown>) => resources[kind].isSubmitted(record as never);
      return {
        ...store,
        create: async (...args) => {
          const record = await store.create(...args);
          created.inc({ kind: args[0] });
          if (isSent(args[0], record)) sent.inc({ kind: args[0] });
          return record;
        },
        createOnce: async (...args) => {
          const result = await store.createOnce(...args);
          if (!result.replayed) {
            created.inc({ kind: args[0] });
            if (isSent(args[0], result.record)) sent.inc({ kind: args[0] });
          }
          return result;
        },
        update: async (...args) => {
          const result = await store.update(...args);
          // 'updated' into a sent state: the save that sent it (a retried one answers 'submitted').
          if (result.outcome === 'updated' && isSent(args[0], result.record)) sent.inc({ kind: args[0] });
          return result;
        },
      };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
