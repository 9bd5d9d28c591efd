import {
  byResource,
  emailFields,
  inboxPageSize,
  textFields,
  type AuditEntry,
  type AuditReason,
  type InboxPage,
  type InboxQuery,
  type InboxRecord,
  type PersonData,
} from '../../src/domain/inbox';
import type { LeadStatus, StatusChange, StatusCounts } from '../../src/domain/pipeline';
import type { ResourceName } from '../../src/domain/resources';
import { emailComparison, type EmailComparison, mentionsAddress } from './emailMatch';
import type { SqlClient } from './sql';
import { isRecordId } from './store';

/**
 * The owner's view of the leads (issue 16): paged lists, a record, 'contacted', deletion with an
 * audit entry, and privacy requests by e-mail. Lists page by keyset on (`received_at`, `seq`): the
 * lead sent last first, a draft by its last change (issue 36), so a page costs the same at record
 * 100,000 as at record 1 (indexes: migrations/050_desk_order.sql).
 */
export interface InboxStore {
  list(resource: ResourceName, query: InboxQuery, limit?: number): Promise<InboxPage>;
  /** Every record matching the filter and search, newest first (the CSV download). */
  all(resource: ResourceName, query: Pick<InboxQuery, 'filter' | 'search' | 'status'>): Promise<InboxRecord[]>;
  get(resource: ResourceName, id: string): Promise<InboxRecord | null>;
  markContacted(resource: ResourceName, id: string, at?: Date): Promise<InboxRecord | null>;
  /** When the lead was last contacted (undoing 'Mark as contacted' puts back what it was, null: never). */
  setLastContact(resource: ResourceName, id: string, at: Date | null): Promise<InboxRecord | null>;
  /** The spam flag, set by hand or lifted (null). */
  setSpam(resource: ResourceName, id: string, reason: string | null): Promise<InboxRecord | null>;
  /** The first opening by anyone on the team; later ones change nothing. */
  markOpened(resource: ResourceName, id: string, at?: Date): Promise<InboxRecord | null>;
  /** Deletes and records it in the audit log, in one statement. */
  remove(resource: ResourceName, id: string, reason: AuditReason, at?: Date, actor?: string): Promise<boolean>;
  /** `mentions: false`: without other people's records that mention it (the export, which leaves them out). */
  findByEmail(email: string, options?: { mentions?: boolean }): Promise<PersonData>;
  /** Deletes every record holding the address; each one is recorded in the audit log. */
  eraseByEmail(email: string, at?: Date, actor?: string): Promise<AuditEntry[]>;
  /** Moves the lead to `status` of its pipeline and records who and when, in one statement (issue 36). */
  setStatus(resource: ResourceName, id: string, status: LeadStatus, actor: string, at?: Date): Promise<InboxRecord | null>;
  /** The lead's status changes, oldest first. */
  statusHistory(id: string): Promise<StatusChange[]>;
  /** The status changes of many leads (the CSV export), by lead. */
  statusHistories(ids: string[]): Promise<Map<string, StatusChange[]>>;
  /** How many of the resource's leads (within the filter and search) are at each status. */
  statusCounts(resource: ResourceName, query: Pick<InboxQuery, 'filter' | 'search'>): Promise<StatusCounts>;
  audit(limit?: number): Promise<AuditEntry[]>;
}

interface Row {
  id: string;
  resource: ResourceName;
  data: Record<string, unknown>;
  created_at: Date | string;
  updated_at: Date | string;
  last_contact_at: Date | string | null;
  submitted_at: Date | string | null;
  submitted: boolean;
  spam_reason: string | null;
  opened_at: Date | string | null;
  pipeline_status: LeadStatus;
  cursor: string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** The spam flag: a lead flagged by the spam signals keeps its reason (migration 003, issue 15). */
const spamFlag = `(spam_reason IS NOT NULL)`;
// The cursor: received_at in microseconds since 1970 and seq, exact (no float), e.g. '1764295920123000.42'.
const columns = `id, resource, data, created_at, updated_at, last_contact_at, submitted_at, submitted, spam_reason, opened_at, pipeline_status,
  ((extract(epoch FROM received_at) * 1000000)::bigint)::text || '.' || seq::text AS cursor`;

function toRecord(row: Row): InboxRecord {
  return {
    _id: row.id,
    ...row.data,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    sent: row.submitted,
    lastContactAt: isoOrNull(row.last_contact_at),
    submittedAt: isoOrNull(row.submitted_at),
    openedAt: isoOrNull(row.opened_at),
    pipelineStatus: row.pipeline_status,
    spam: row.spam_reason !== null,
    ...(row.spam_reason !== null && { spamReason: row.spam_reason }),
  };
}

/** `%` and `_` typed in a search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const cursorShape = /^(\d{1,19})\.(\d{1,19})$/;
const bigintMax = 9223372036854775807n;
/** A page cursor is two bigints, received_at's microseconds and seq (a larger one would fail in the query). */
function cursorOf(value: string | undefined): [string, string] | undefined {
  const m = value === undefined ? null : cursorShape.exec(value);
  return m && BigInt(m[1]) <= bigintMax && BigInt(m[2]) <= bigintMax ? [m[1], m[2]] : undefined;
}
/** The row comparison keyset paging uses, against a cursor's two parameters. */
const keyAt = (micros: number, seq: number) => `(timestamptz 'epoch' + $${micros}::bigint * interval '1 microsecond', $${seq}::bigint)`;
const order = (direction: 'ASC' | 'DESC') => `received_at ${direction}, seq ${direction}`;

/** WHERE clauses and parameters for one resource, filter and search (params start at $1). */
function where(resource: ResourceName, query: Pick<InboxQuery, 'filter' | 'search' | 'status'>): { sql: string; params: unknown[] } {
  const params: unknown[] = [resource];
  const clauses = ['resource = $1'];
  if (query.status) {
    params.push(query.status);
    clauses.push(`pipeline_status = $${params.length}`);
  }
  if (query.filter === 'sent') clauses.push('submitted');
  if (query.filter === 'drafts') clauses.push('NOT submitted');
  if (query.filter === 'spam') clauses.push(spamFlag);
  const search = query.search.trim();
  if (search) {
    params.push(likePattern(search));
    const n = params.length;
    // Every text field the visitor wrote, as one text: one ILIKE a row rather than one a field.
    // The line break between fields, which a search cannot hold, keeps a match inside one field.
    clauses.push(
      `concat_ws(E'\\n', ${textFields(resource)
        .map((f) => `data->>'${f}'`)
        .join(', ')}) ILIKE $${n}`,
    );
  }
  return { sql: clauses.join(' AND '), params };
}

export function createInboxStore(sql: SqlClient): InboxStore {
  const remove = async (resource: ResourceName, id: string, reason: AuditReason, at = new Date(), actor?: string) => {
    if (!isRecordId(id)) return false;
    const rows = await sql.query(
      `WITH gone AS (DELETE FROM leads WHERE resource = $1 AND id = $2 RETURNING resource, id)
       INSERT INTO audit_log (resource, record_id, reason, at, actor) SELECT resource, id, $3, $4, $5 FROM gone RETURNING seq`,
      [resource, id, reason, at, actor ?? null],
    );
    return rows.length > 0;
  };

  // The database's encoding decides how addresses compare (migration 010): asked once, at the first request.
  let comparison: Promise<EmailComparison> | undefined;
  const comparing = () =>
    (comparison ??= emailComparison(sql).catch((error: unknown) => {
      comparison = undefined;
      throw error;
    }));

  return {
    async list(resource, query, limit = inboxPageSize) {
      const base = where(resource, query);
      const params = [...base.params];
      let sqlText = base.sql;
      // Keyset paging: `before` walks to older records, `after` back to newer ones.
      const after = cursorOf(query.after);
      const before = after ? undefined : cursorOf(query.before);
      const cursor = after ?? before;
      if (cursor) {
        params.push(...cursor);
        sqlText += ` AND (received_at, seq) ${after ? '>' : '<'} ${keyAt(params.length - 1, params.length)}`;
      }
      params.push(limit + 1);
      const rows = await sql.query<Row>(
        `SELECT ${columns} FROM leads WHERE ${sqlText} ORDER BY ${order(after ? 'ASC' : 'DESC')} LIMIT $${params.length}`,
        params,
      );
      const more = rows.length > limit;
      const page = rows.slice(0, limit);
      if (after) page.reverse();
      // One count by status (the status filter shows them) gives the total too: no second count.
      const statusCounts = await this.statusCounts(resource, query);
      const total = query.status ? (statusCounts[query.status] ?? 0) : Object.values(statusCounts).reduce((a, b) => a + (b ?? 0), 0);
      const histories = await this.statusHistories(page.map((r) => r.id));
      const first = page[0]?.cursor;
      const last = page.at(-1)?.cursor;
      return {
        records: page.map((row) => ({ ...toRecord(row), statusHistory: histories.get(row.id) ?? [] })),
        total,
        statusCounts,
        older: last && (after || more) ? last : null,
        newer: first && (before || (after && more)) ? first : null,
      };
    },

    async all(resource, query) {
      const { sql: clause, params } = where(resource, query);
      return (await sql.query<Row>(`SELECT ${columns} FROM leads WHERE ${clause} ORDER BY ${order('DESC')}`, params)).map(toRecord);
    },

    async get(resource, id) {
      if (!isRecordId(id)) return null;
      const [row] = await sql.query<Row>(`SELECT ${columns} FROM leads WHERE resource = $1 AND id = $2`, [resource, id]);
      return row ? toRecord(row) : null;
    },

    async markContacted(resource, id, at = new Date()) {
      if (!isRecordId(id)) return null;
      // updated_at stays: it is the visitor's last change (the draft period runs from it).
      const [row] = await sql.query<Row>(`UPDATE leads SET last_contact_at = $3 WHERE resource = $1 AND id = $2 RETURNING ${columns}`, [resource, id, at]);
      return row ? toRecord(row) : null;
    },

    async setLastContact(resource, id, at) {
      if (!isRecordId(id)) return null;
      const [row] = await sql.query<Row>(`UPDATE leads SET last_contact_at = $3 WHERE resource = $1 AND id = $2 RETURNING ${columns}`, [resource, id, at]);
      return row ? toRecord(row) : null;
    },

    async setSpam(resource, id, reason) {
      if (!isRecordId(id)) return null;
      const [row] = await sql.query<Row>(`UPDATE leads SET spam_reason = $3 WHERE resource = $1 AND id = $2 RETURNING ${columns}`, [resource, id, reason]);
      return row ? toRecord(row) : null;
    },

    async markOpened(resource, id, at = new Date()) {
      if (!isRecordId(id)) return null;
      const [row] = await sql.query<Row>(`UPDATE leads SET opened_at = coalesce(opened_at, $3) WHERE resource = $1 AND id = $2 RETURNING ${columns}`, [
        resource,
        id,
        at,
      ]);
      return row ? toRecord(row) : null;
    },

    remove,

    async findByEmail(email, { mentions: withMentions = true } = {}) {
      const { trim, match } = await comparing();
      const typed = trim(email);
      const rows = await sql.query<Row>(`SELECT ${columns} FROM leads WHERE ${match} ORDER BY seq`, [typed]);
      const wanted = typed.toLowerCase();
      const records = byResource();
      for (const row of rows) {
        // Only the resource's own e-mail fields count (a wait-list record has no emailA, but be exact).
        const fields = emailFields[row.resource];
        if (fields.some((f) => trim(String(row.data[f] ?? '')).toLowerCase() === wanted)) records[row.resource].push(toRecord(row));
      }
      const mentions = byResource();
      if (withMentions) {
        // The address inside another field of someone else's record. The LIKE narrows (a whole-table
        // read, as rare as privacy requests are), on the record's JSON text, where a backslash or a
        // quote is escaped; `mentionsAddress` decides, so that 'ana@example.org' is not found
        // inside 'diana@example.org'.
        const own = new Set(rows.map((row) => row.id));
        const inJson = JSON.stringify(typed).slice(1, -1);
        const candidates = await sql.query<Row>(`SELECT ${columns} FROM leads WHERE data::text ILIKE $1 ORDER BY seq`, [likePattern(inJson)]);
        for (const row of candidates) {
          if (!own.has(row.id) && Object.values(row.data).some((value) => typeof value === 'string' && mentionsAddress(value, wanted)))
            mentions[row.resource].push(toRecord(row));
        }
      }
      return { email: email.trim(), records, mentions };
    },

    async eraseByEmail(email, at = new Date(), actor) {
      const { trim, match } = await comparing();
      const rows = await sql.query<{ resource: ResourceName; record_id: string; reason: AuditReason; at: Date | string; actor: string | null }>(
        `WITH gone AS (DELETE FROM leads WHERE ${match} RETURNING resource, id)
         INSERT INTO audit_log (resource, record_id, reason, at, actor) SELECT resource, id, 'privacy.erase', $2, $3 FROM gone
         RETURNING resource, record_id, reason, at, actor`,
        [trim(email), at, actor ?? null],
      );
      return rows.map((r) => ({ resource: r.resource, recordId: r.record_id, reason: r.reason, at: iso(r.at), ...(r.actor !== null && { by: r.actor }) }));
    },

    async setStatus(resource, id, status, actor, at = new Date()) {
      if (!isRecordId(id)) return null;
      // The change and its history row in one statement; a change to the status it has is no change.
      const [row] = await sql.query<Row>(
        `WITH before AS (SELECT id, pipeline_status FROM leads WHERE resource = $1 AND id = $2 FOR UPDATE),
              changed AS (UPDATE leads SET pipeline_status = $3 FROM before WHERE leads.id = before.id RETURNING leads.*, before.pipeline_status AS previous),
              noted AS (INSERT INTO lead_status_history (lead_id, status, previous, at, actor)
                        SELECT id, $3, previous, $4, $5 FROM changed WHERE previous <> $3)
         SELECT ${columns} FROM changed`,
        [resource, id, status, at, actor],
      );
      return row ? toRecord(row) : null;
    },

    async statusHistory(id) {
      if (!isRecordId(id)) return [];
      const rows = await sql.query<{ status: LeadStatus; previous: LeadStatus; at: Date | string; actor: string }>(
        `SELECT status, previous, at, actor FROM lead_status_history WHERE lead_id = $1 ORDER BY seq`,
        [id],
      );
      return rows.map((r) => ({ status: r.status, previous: r.previous, at: iso(r.at), by: r.actor }));
    },

    async statusHistories(ids) {
      const byLead = new Map<string, StatusChange[]>();
      if (!ids.length) return byLead;
      const rows = await sql.query<{ lead_id: string; status: LeadStatus; previous: LeadStatus; at: Date | string; actor: string }>(
        `SELECT lead_id, status, previous, at, actor FROM lead_status_history WHERE lead_id = ANY($1::uuid[]) ORDER BY seq`,
        [ids],
      );
      for (const r of rows) byLead.set(r.lead_id, [...(byLead.get(r.lead_id) ?? []), { status: r.status, previous: r.previous, at: iso(r.at), by: r.actor }]);
      return byLead;
    },

    async statusCounts(resource, query) {
      const { sql: clause, params } = where(resource, { ...query, status: undefined });
      const rows = await sql.query<{ status: LeadStatus; n: number }>(
        `SELECT pipeline_status AS status, count(*)::int AS n FROM leads WHERE ${clause} GROUP BY pipeline_status`,
        params,
      );
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    },

    async audit(limit = 200) {
      const rows = await sql.query<{
        resource: ResourceName;
        record_id: string;
        reason: AuditReason;
        at: Date | string;
        detail: string | null;
        actor: string | null;
      }>(`SELECT resource, record_id, reason, at, detail, actor FROM audit_log ORDER BY seq DESC LIMIT $1`, [limit]);
      return rows.map((r) => ({
        resource: r.resource,
        recordId: r.record_id,
        reason: r.reason,
        at: iso(r.at),
        ...(r.detail !== null && { detail: r.detail }),
        ...(r.actor !== null && { by: r.actor }),
      }));
    },
  };
}
