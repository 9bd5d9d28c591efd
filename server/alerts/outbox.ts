import type { LeadRecord, ResourceName } from '../../src/domain/resources';
import type { SqlClient } from '../db/sql';

/**
 * The events (migrations 003 and 006): a record sent, and a sent pricing-page lead completed by
 * the full form (the upgrade), which the team hears of too.
 */
export const leadSubmitted = 'lead.submitted';
export const leadCompleted = 'lead.completed';
/** A sent lead nobody has contacted for STALE_LEAD_HOURS (issue 36, server/desk/waiting.ts): once per lead. */
export const leadWaiting = 'lead.waiting';

/** One alert as a worker delivers it: the event and the sent record it announces. */
export interface Alert {
  /** The stable event id (webhook-id, the e-mail's Message-ID): receivers drop repeats by it. */
  id: string;
  event: string;
  resource: ResourceName;
  record: LeadRecord;
  /** The number of this try (1 the first time). */
  attempt: number;
  /** Channels that already took it on an earlier try. */
  deliveredTo: string[];
  /** When the record was sent (the event's time). */
  createdAt: string;
  retryFrom: Date;
  /** This try's fence (migration 012): its outcome is written only while the row still carries it. */
  deliveryId: string;
  /** What the event needs beyond the record (a `lead.waiting` reminder: when the lead was sent, after how many hours). */
  payload?: Record<string, unknown>;
}

/** What a try's outcome names: the alert and the claim it was made under. */
export type Claimed = Pick<Alert, 'id' | 'deliveryId'>;

/** An alert as the owner sees it in the admin list. */
export interface AlertStatus {
  id: string;
  leadId: string;
  resource: ResourceName | null;
  event: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  deliveredTo: string[];
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
  deliveredAt: string | null;
}

/** The owner's filters: `retrying` is the pending alerts that have failed at least once (a try's error kept). */
export const alertStatuses = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type AlertState = (typeof alertStatuses)[number];

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/**
 * The outbox table (migration 003), over either driver. Rows are written by the database's
 * trigger when a record becomes sent; this is everything else: the workers' claims and outcomes,
 * and the owner's view. A claim is a lease (`claimed_until`), taken with FOR UPDATE SKIP LOCKED so
 * several server processes on one PostgreSQL never take the same row, and held outside any
 * transaction, so a slow receiver never holds a lock or (on PGlite) the one connection.
 */
export function createOutbox(sql: SqlClient) {
  return {
    /** Takes up to `limit` due alerts for this worker until `leaseUntil`, oldest first. */
    async claim(now: Date, leaseUntil: Date, limit: number): Promise<Alert[]> {
      const rows = await sql.query<{
        id: string;
        delivery_id: string;
        event: string;
        attempts: number;
        delivered_to: string[];
        created_at: Date | string;
        retry_from: Date | string;
        resource: ResourceName;
        lead_id: string;
        data: Record<string, unknown>;
        lead_created_at: Date | string;
        lead_updated_at: Date | string;
        payload: Record<string, unknown>;
      }>(
        `WITH claimed AS (
           UPDATE outbox SET claimed_until = $2, attempts = attempts + 1, delivery_id = gen_random_uuid()
           WHERE id IN (
             SELECT id FROM outbox
             WHERE status = 'pending' AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
             ORDER BY next_attempt_at, seq LIMIT $3
             FOR UPDATE SKIP LOCKED)
           RETURNING id, lead_id, event, attempts, delivered_to, created_at, retry_from, seq, delivery_id, payload)
         SELECT claimed.id, claimed.delivery_id, claimed.payload, claimed.event, claimed.attempts, claimed.delivered_to, claimed.created_at, claimed.retry_from,
                leads.resource, leads.id AS lead_id, leads.data, leads.created_at AS lead_created_at, leads.updated_at AS lead_updated_at
         FROM claimed JOIN leads ON leads.id = claimed.lead_id ORDER BY claimed.seq`,
        [now, leaseUntil, limit],
      );
      return rows.map((r) => ({
        id: r.id,
        event: r.event,
        resource: r.resource,
        record: { _id: r.lead_id, ...r.data, createdAt: iso(r.lead_created_at), updatedAt: iso(r.lead_updated_at) },
        attempt: r.attempts,
        deliveredTo: r.delivered_to,
        createdAt: iso(r.created_at),
        retryFrom: new Date(r.retry_from),
        deliveryId: r.delivery_id,
        payload: r.payload,
      }));
    },

    /**
     * One channel took the alert: recorded at once, so that a crash or a stop before the other
     * channels are done never sends it on this one again. False when the claim was lost.
     */
    async channelDone(alert: Claimed, channel: string): Promise<boolean> {
      const rows = await sql.query(
        `UPDATE outbox SET delivered_to = CASE WHEN $3 = ANY(delivered_to) THEN delivered_to ELSE array_append(delivered_to, $3) END
         WHERE id = $1 AND delivery_id = $2 AND status = 'pending' RETURNING id`,
        [alert.id, alert.deliveryId, channel],
      );
      return rows.length > 0;
    },

    /**
     * Tries cut short by a stop, handed back: due again at once for the next worker, the try not
     * counted (the next start of this server, or another process, sends them).
     */
    async handBack(alerts: Claimed[]): Promise<void> {
      if (!alerts.length) return;
      await sql.query(
        `UPDATE outbox SET claimed_until = NULL, delivery_id = NULL, attempts = GREATEST(outbox.attempts - 1, 0)
         FROM jsonb_to_recordset($1::jsonb) AS back(id uuid, delivery_id uuid)
         WHERE outbox.id = back.id AND outbox.delivery_id = back.delivery_id AND outbox.status = 'pending'`,
        [JSON.stringify(alerts.map((a) => ({ id: a.id, delivery_id: a.deliveryId })))],
      );
    },

    /** Marks alerts delivered, all in one statement (one commit, one flush, however many). */
    async delivered(alerts: (Claimed & { deliveredTo: string[] })[], now: Date): Promise<void> {
      if (!alerts.length) return;
      await sql.query(
        `UPDATE outbox SET status = 'delivered', delivered_to = done.delivered_to, delivered_at = $2, claimed_until = NULL, last_error = NULL, delivery_id = NULL
         FROM jsonb_to_recordset($1::jsonb) AS done(id uuid, delivery_id uuid, delivered_to text[])
         WHERE outbox.id = done.id AND outbox.delivery_id = done.delivery_id`,
        [JSON.stringify(alerts.map((a) => ({ id: a.id, delivery_id: a.deliveryId, delivered_to: a.deliveredTo }))), now],
      );
    },

    /** A failed try: tried again at `nextAttemptAt`, or, with null, given up (failed, shown to the owner). */
    async failed(alert: Claimed, deliveredTo: string[], error: string, nextAttemptAt: Date | null): Promise<void> {
      await sql.query(
        `UPDATE outbox SET status = CASE WHEN $4::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
           next_attempt_at = COALESCE($4::timestamptz, next_attempt_at), delivered_to = $2, last_error = $3, claimed_until = NULL, delivery_id = NULL
         WHERE id = $1 AND delivery_id = $5`,
        [alert.id, deliveredTo, error.slice(0, 1000), nextAttemptAt, alert.deliveryId],
      );
    },

    /** The earliest moment a pending alert may be claimed, or null when none waits. */
    async nextDue(): Promise<Date | null> {
      const [row] = await sql.query<{ due: Date | string | null }>(
        `SELECT min(GREATEST(next_attempt_at, COALESCE(claimed_until, next_attempt_at))) AS due FROM outbox WHERE status = 'pending'`,
      );
      return row?.due ? new Date(row.due) : null;
    },

    /**
     * Frees every lease. Only for the embedded database, whose one process (DATA_DIR lock) just
     * started: a lease left by a killed predecessor is then certainly stale.
     */
    async releaseClaims(): Promise<number> {
      const rows = await sql.query(`UPDATE outbox SET claimed_until = NULL, delivery_id = NULL WHERE claimed_until IS NOT NULL RETURNING id`);
      return rows.length;
    },

    /** The owner's view: alerts in one state, newest first (at most `limit`). */
    async list(status: AlertState, limit = 500): Promise<AlertStatus[]> {
      const rows = await sql.query<{
        id: string;
        lead_id: string;
        resource: ResourceName | null;
        event: string;
        status: AlertStatus['status'];
        attempts: number;
        delivered_to: string[];
        last_error: string | null;
        created_at: Date | string;
        next_attempt_at: Date | string;
        delivered_at: Date | string | null;
      }>(
        `SELECT outbox.id, outbox.lead_id, leads.resource, outbox.event, outbox.status, outbox.attempts, outbox.delivered_to,
                outbox.last_error, outbox.created_at, outbox.next_attempt_at, outbox.delivered_at
         FROM outbox LEFT JOIN leads ON leads.id = outbox.lead_id
         WHERE outbox.status = $1 AND (NOT $3::boolean OR outbox.last_error IS NOT NULL)
         ORDER BY outbox.seq DESC LIMIT $2`,
        [status === 'retrying' ? 'pending' : status, limit, status === 'retrying'],
      );
      return rows.map((r) => ({
        id: r.id,
        leadId: r.lead_id,
        resource: r.resource,
        event: r.event,
        status: r.status,
        attempts: r.attempts,
        deliveredTo: r.delivered_to,
        lastError: r.last_error,
        createdAt: iso(r.created_at),
        nextAttemptAt: iso(r.next_attempt_at),
        deliveredAt: isoOrNull(r.delivered_at),
      }));
    },

    /** The owner's retry of a failed alert: pending again at once, with a fresh three days and no error yet. */
    async retry(id: string, now: Date): Promise<'retried' | 'not-failed' | 'not-found'> {
      const rows = await sql.query(
        // A fresh series: it shows as retrying again only once a try of this series fails.
        `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $2, retry_from = $2, last_error = NULL WHERE id = $1 AND status = 'failed' RETURNING id`,
        [id, now],
      );
      if (rows.length) return 'retried';
      return (await sql.query(`SELECT 1 FROM outbox WHERE id = $1`, [id])).length ? 'not-failed' : 'not-found';
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
