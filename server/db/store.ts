import { randomUUID } from 'node:crypto';
import { type LeadRecord, type ResourceName, resources } from '../../src/domain/resources';
import type { SqlClient } from './sql';

/** What a PUT did: changed the record, found it already submitted with other data, or not at all. */
export type UpdateResult =
  | { outcome: 'updated'; record: LeadRecord }
  /** Already submitted, and the body is exactly what is stored: a retried submit, answered as done. */
  | { outcome: 'unchanged'; record: LeadRecord }
  | { outcome: 'submitted' }
  | { outcome: 'not-found' };

/**
 * Where the leads live. The data passed in has been validated by the resource's struct; the
 * store adds the id and the timestamps and keeps a submitted record from changing.
 */
export interface LeadStore {
  create(resource: ResourceName, data: Record<string, unknown>): Promise<LeadRecord>;
  get(resource: ResourceName, id: string): Promise<LeadRecord | null>;
  update(resource: ResourceName, id: string, data: Record<string, unknown>): Promise<UpdateResult>;
  remove(resource: ResourceName, id: string): Promise<boolean>;
  /** Every record of a resource, in the order they arrived. */
  list(resource: ResourceName): Promise<LeadRecord[]>;
  /** Resolves when the database answers (health check). */
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

function toRecord(row: Row): LeadRecord {
  return { _id: row.id, ...row.data, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) };
}

/** The one store, over either driver (PGlite or `pg`): the SQL is the same for both. */
export function createSqlStore(sql: SqlClient): LeadStore {
  const submitted = (resource: ResourceName, data: Record<string, unknown>) => resources[resource].isSubmitted(data);
  return {
    async create(resource, data) {
      const [row] = await sql.query<Row>(
        `INSERT INTO leads (id, resource, data, submitted) VALUES ($1, $2, $3::jsonb, $4) RETURNING ${columns}`,
        [randomUUID(), resource, JSON.stringify(data), submitted(resource, data)],
      );
      return toRecord(row);
    },

    async get(resource, id) {
      if (!isRecordId(id)) return null;
      const [row] = await sql.query<Row>(`SELECT ${columns} FROM leads WHERE resource = $1 AND id = $2`, [resource, id]);
      return row ? toRecord(row) : null;
    },

    async update(resource, id, data) {
      if (!isRecordId(id)) return { outcome: 'not-found' };
      const json = JSON.stringify(data);
      // One statement decides: a concurrent submit cannot slip between a check and the write.
      const [row] = await sql.query<Row>(
        `UPDATE leads SET data = $3::jsonb, submitted = $4, updated_at = now()
         WHERE resource = $1 AND id = $2 AND NOT submitted RETURNING ${columns}`,
        [resource, id, json, submitted(resource, data)],
      );
      if (row) return { outcome: 'updated', record: toRecord(row) };
      const [stored] = await sql.query<Row & { same: boolean }>(
        `SELECT ${columns}, data = $3::jsonb AS same FROM leads WHERE resource = $1 AND id = $2`,
        [resource, id, json],
      );
      if (!stored) return { outcome: 'not-found' };
      const { same, ...rest } = stored;
      return same ? { outcome: 'unchanged', record: toRecord(rest) } : { outcome: 'submitted' };
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
      const rows = await sql.query<Row>(`SELECT ${columns} FROM leads WHERE resource = $1 ORDER BY seq`, [resource]);
      return rows.map(toRecord);
    },

    async ping() {
      await sql.query('SELECT 1');
    },
  };
}
