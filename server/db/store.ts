import { createHash, randomUUID } from 'node:crypto';
import { type LeadRecord, type ResourceDef, type ResourceName, resources } from '../../src/domain/resources';
import type { SqlClient } from './sql';

/**
 * What a PUT did: changed the record; found it already submitted (with the same data: a retried
 * submit, answered as done; with other data: refused); found it changed since the version the
 * caller named (the current record comes back so the caller can merge); or found nothing.
 */
export type UpdateResult =
  | { outcome: 'updated'; record: LeadRecord }
  | { outcome: 'unchanged'; record: LeadRecord }
  | { outcome: 'submitted'; record: LeadRecord }
  | { outcome: 'conflict'; record: LeadRecord }
  | { outcome: 'not-found' };

/** What the server knows about a write beyond its fields: a submission judged spam, and why. */
export interface WriteMeta {
  spamReason?: string | null;
  /**
   * Work that must commit with the write that sends the record, or not at all (booking the
   * meeting it asks for, issue 34): run in the same transaction after that write, and only when
   * this write is the one that sends it (not a replay, not a draft). A throw rolls the write back
   * and reaches the caller.
   */
  onSend?: (tx: SqlClient, record: LeadRecord) => Promise<void>;
}

export interface UpdateOptions extends WriteMeta {
  /**
   * Only if the record is still at one of these versions (`updatedAt` values, ISO 8601): the
   * `If-Match` of a PUT. Absent: whatever the version. An empty list never matches.
   */
  ifVersion?: readonly string[];
}

/** What a POST with an idempotency key did: made the record, or found the one made with that key. */
export interface CreateOnceResult {
  record: LeadRecord;
  replayed: boolean;
}

/**
 * Where the leads live. The data passed in has been validated by the resource's struct; the
 * store adds the id and the timestamps and keeps a submitted record from changing.
 */
export interface LeadStore {
  create(resource: ResourceName, data: Record<string, unknown>, meta?: WriteMeta): Promise<LeadRecord>;
  /**
   * Creates the record unless one of this resource was already made with `key`; then answers
   * that one, unchanged (also when many arrive at once: one record). `data` is then ignored.
   */
  createOnce(resource: ResourceName, data: Record<string, unknown>, key: string, meta?: WriteMeta): Promise<CreateOnceResult>;
  /** The record of this resource made with `key`, if there is one. */
  findByKey(resource: ResourceName, key: string): Promise<LeadRecord | null>;
  get(resource: ResourceName, id: string): Promise<LeadRecord | null>;
  /**
   * Replaces a draft's data. A submitted record keeps its data, except for the resource's one
   * upgrade (`ResourceDef.upgrade`). `updatedAt` moves forward by at least a millisecond on every
   * change, whatever the clocks of several servers say: it is the record's version.
   */
  update(resource: ResourceName, id: string, data: Record<string, unknown>, options?: UpdateOptions): Promise<UpdateResult>;
  remove(resource: ResourceName, id: string): Promise<boolean>;
  /** Every record of a resource, in the order they arrived, with `spam` (and `spamReason`) for the owner. */
  list(resource: ResourceName): Promise<LeadRecord[]>;
  /** Resolves when the database can keep a write now: it makes one (the health check). */
  ping(): Promise<void>;
}

/** crypto.randomUUID(): version 4, 122 random bits. Anything else cannot name a record. */
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const isRecordId = (id: string) => uuidShape.test(id);

interface Row {
  id: string;
  data: Record<string, unknown>;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const columns = 'id, data, created_at, updated_at';

/** Only a digest of an idempotency key is stored: the key itself opens the record (002_idempotency.sql). */
const keyDigest = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** Strictly later than the stored version, to the millisecond the API shows, and never earlier than now. */
const nextVersion = `date_trunc('milliseconds', GREATEST(clock_timestamp(), updated_at + interval '1 millisecond'))`;

function toRecord(row: Row): LeadRecord {
  return { _id: row.id, ...row.data, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) };
}

/** Only a submission is judged: a draft carries no verdict (outbox trigger, migration 003). */
const spamReason = (sent: boolean, meta: WriteMeta | undefined) => (sent && meta?.spamReason) || null;

/** The versions worth comparing: anything else cannot be a version this store gave out. */
const isoMillis = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const validVersions = (versions: readonly string[]) => versions.filter((v) => isoMillis.test(v));

/** The one store, over either driver (PGlite or `pg`): the SQL is the same for both. */
export function createSqlStore(sql: SqlClient): LeadStore {
  const submitted = (resource: ResourceName, data: Record<string, unknown>) => resources[resource].isSubmitted(data);
  /** The record of `resource` made with the key whose digest is `digest` (one query for both callers). */
  const byDigest = async (resource: ResourceName, digest: string): Promise<LeadRecord | null> => {
    const [found] = await sql.query<Row>(`SELECT ${columns} FROM leads WHERE resource = $1 AND idempotency_key = $2`, [resource, digest]);
    return found ? toRecord(found) : null;
  };

  /** `write` and, if it sent the record, `meta.onSend` in one transaction. */
  const withOnSend = <T>(
    meta: WriteMeta | undefined,
    write: (store: LeadStore, meta: WriteMeta | undefined) => Promise<T>,
    sentBy: (result: T) => LeadRecord | null,
  ) => {
    const onSend = meta?.onSend;
    if (!onSend) return write(store, meta);
    return sql.transaction(async (tx) => {
      const result = await write(createSqlStore(tx), { ...meta, onSend: undefined });
      const sent = sentBy(result);
      if (sent) await onSend(tx, sent);
      return result;
    });
  };

  const store: LeadStore = {
    async create(resource, data, meta) {
      if (meta?.onSend)
        return withOnSend(
          meta,
          (s, m) => s.create(resource, data, m),
          (record) => (submitted(resource, data) ? record : null),
        );
      const sent = submitted(resource, data);
      const [row] = await sql.query<Row>(
        `INSERT INTO leads (id, resource, data, submitted, spam_reason) VALUES ($1, $2, $3::jsonb, $4, $5) RETURNING ${columns}`,
        [randomUUID(), resource, JSON.stringify(data), sent, spamReason(sent, meta)],
      );
      return toRecord(row);
    },

    async createOnce(resource, data, key, meta) {
      if (meta?.onSend)
        return withOnSend(
          meta,
          (s, m) => s.createOnce(resource, data, key, m),
          (r) => (!r.replayed && submitted(resource, data) ? r.record : null),
        );
      const digest = keyDigest(key);
      const sent = submitted(resource, data);
      // A concurrent POST with the same key waits on the unique index, then does nothing and
      // reads the row the first one committed. A row deleted in between is made afresh.
      for (;;) {
        const [made] = await sql.query<Row>(
          `INSERT INTO leads (id, resource, data, submitted, idempotency_key, spam_reason) VALUES ($1, $2, $3::jsonb, $4, $5, $6)
           ON CONFLICT (resource, idempotency_key) DO NOTHING RETURNING ${columns}`,
          [randomUUID(), resource, JSON.stringify(data), sent, digest, spamReason(sent, meta)],
        );
        if (made) return { record: toRecord(made), replayed: false };
        const found = await byDigest(resource, digest);
        if (found) return { record: found, replayed: true };
      }
    },

    findByKey: (resource, key) => byDigest(resource, keyDigest(key)),

    async get(resource, id) {
      if (!isRecordId(id)) return null;
      const [row] = await sql.query<Row>(`SELECT ${columns} FROM leads WHERE resource = $1 AND id = $2`, [resource, id]);
      return row ? toRecord(row) : null;
    },

    async update(resource, id, data, options = {}) {
      if (!isRecordId(id)) return { outcome: 'not-found' };
      if (options.onSend)
        return withOnSend(
          options,
          (s, m) => s.update(resource, id, data, m),
          (r) => (r.outcome === 'updated' && submitted(resource, data) ? r.record : null),
        );
      const json = JSON.stringify(data);
      const sent = submitted(resource, data);
      const upgrade = (resources[resource] as ResourceDef).upgrade;
      const upgrading = upgrade?.accepts(data) ?? false;
      // The stored record takes this completion: still marked as `from`, and the same person's.
      // (`from` stays in the statement without an upgrade: PostgreSQL must see every parameter's type.)
      // Compared as the privacy search compares addresses (migration 013: trimmed, NFC, lower case).
      const samePerson = upgrade ? `lead_email_key(data->>'${upgrade.sameIn}') = lead_email_key($3::jsonb->>'${upgrade.sameIn}')` : 'false';
      const upgradable = (from: string) => `data @> ${from}::jsonb AND ${samePerson}`;
      const versions = options.ifVersion ? validVersions(options.ifVersion) : null;
      // One statement decides: a concurrent submit, upgrade or save of another tab cannot slip
      // between a check and the write.
      const [row] = await sql.query<Row>(
        `UPDATE leads SET data = $3::jsonb, submitted = $4, spam_reason = $8, updated_at = ${nextVersion}
         WHERE resource = $1 AND id = $2
           AND (NOT submitted OR ($5::boolean AND ${upgradable('$6')}))
           AND ($7::text IS NULL OR to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') = ANY(string_to_array($7::text, ' ')))
         RETURNING ${columns}`,
        [resource, id, json, sent, upgrading, JSON.stringify(upgrade?.from ?? {}), versions?.join(' ') ?? null, spamReason(sent, options)],
      );
      if (row) return { outcome: 'updated', record: toRecord(row) };
      const [stored] = await sql.query<Row & { same: boolean; submitted: boolean; upgradable: boolean }>(
        `SELECT ${columns}, submitted, data = $3::jsonb AS same, (${upgradable('$4')}) AS upgradable FROM leads WHERE resource = $1 AND id = $2`,
        [resource, id, json, JSON.stringify(upgrade?.from ?? {})],
      );
      if (!stored) return { outcome: 'not-found' };
      const record = toRecord(stored);
      if (stored.submitted && stored.same) return { outcome: 'unchanged', record };
      // An upgrade that only missed the version is a conflict like any other: merge, then retry.
      if (stored.submitted && !(upgrading && stored.upgradable)) return { outcome: 'submitted', record };
      return { outcome: 'conflict', record };
    },

    async remove(resource, id) {
      if (!isRecordId(id)) return false;
      // Every deletion is recorded (resource, id, reason, time; no personal data): audit_log, migration 004.
      const rows = await sql.query(
        `WITH gone AS (DELETE FROM leads WHERE resource = $1 AND id = $2 RETURNING resource, id)
         INSERT INTO audit_log (resource, record_id, reason) SELECT resource, id, 'owner.delete' FROM gone RETURNING record_id`,
        [resource, id],
      );
      return rows.length > 0;
    },

    async list(resource) {
      const rows = await sql.query<Row & { spam_reason: string | null }>(`SELECT ${columns}, spam_reason FROM leads WHERE resource = $1 ORDER BY seq`, [
        resource,
      ]);
      return rows.map(({ spam_reason, ...row }) => ({
        ...toRecord(row),
        spam: spam_reason !== null,
        ...(spam_reason !== null && { spamReason: spam_reason }),
      }));
    },

    // A write, flushed like a lead's (migration 011): a read still answers on a full disk.
    async ping() {
      await sql.query(`INSERT INTO health_probe (id, checked_at) VALUES (1, now()) ON CONFLICT (id) DO UPDATE SET checked_at = EXCLUDED.checked_at`);
    },
  };
  return store;
}
