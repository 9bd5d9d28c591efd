import { type LeadDesk, type LeadResponse, type TimelineEntry, responseWindowStart } from '../../src/domain/desk';
import type { ResourceName } from '../../src/domain/resources';
import type { SqlClient } from '../db/sql';
import { isRecordId } from '../db/store';
import { mailLocale } from '../messages/texts';
import { replySubject } from '../messages/reply';
import type { DeskPerson } from './person';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** The address a reply to a lead goes to: the sender's own (a referral's referrer). */
const replyAddress = `btrim(coalesce(data->>(CASE WHEN resource = 'affiliates' THEN 'emailA' ELSE 'email' END), ''), E' \\t\\r\\n')`;

/** What became of a reply asked for. */
export type ReplyOutcome = { outcome: 'queued' | 'already' | 'capped'; id: string } | { outcome: 'not-found' | 'not-repliable' | 'off' };

interface LeadRow {
  resource: ResourceName;
  submitted: boolean;
  spam_reason: string | null;
  submitted_at: Date | string | null;
  first_contact_at: Date | string | null;
  address: string;
}

/**
 * The desk's rows beside each lead (migration 120): notes, assignments, replies (outbox rows of
 * event message.reply) and the first contact. Every write names the person who made it.
 */
export function createDeskStore(sql: SqlClient, options: { messagesOn: boolean }) {
  const lead = async (id: string): Promise<LeadRow | null> => {
    if (!isRecordId(id)) return null;
    const [row] = await sql.query<LeadRow>(
      `SELECT resource, submitted, spam_reason, submitted_at, first_contact_at, ${replyAddress} AS address FROM leads WHERE id = $1`,
      [id],
    );
    return row ?? null;
  };

  const replyRefusal = (row: LeadRow): string | null =>
    !options.messagesOn
      ? 'Replies are off: the server has no SMTP_URL.'
      : !row.submitted
        ? 'A draft cannot be replied to: only what a person sent.'
        : row.spam_reason !== null
          ? 'This lead is flagged as spam: lift the flag to reply.'
          : !row.address.includes('@')
            ? 'This lead left no e-mail address to reply to.'
            : null;

  return {
    lead,

    /** A note; the same key twice is one note. Null: no such lead. */
    async addNote(leadId: string, body: string, key: string, by: DeskPerson): Promise<{ id: string } | null> {
      if (!(await lead(leadId))) return null;
      const [row] = await sql.query<{ id: string }>(
        `INSERT INTO lead_notes (lead_id, body, by, client_key) VALUES ($1, $2, $3, $4)
         ON CONFLICT (lead_id, client_key) DO UPDATE SET client_key = EXCLUDED.client_key RETURNING id`,
        [leadId, body, by.name, key],
      );
      return row!;
    },

    /** Assigns the lead ('' or null: to nobody). Null: no such lead. */
    async assign(leadId: string, assignee: string | null, by: DeskPerson): Promise<{ assignee: string | null } | null> {
      if (!(await lead(leadId))) return null;
      await sql.query(`INSERT INTO lead_assignments (lead_id, assignee, by) VALUES ($1, $2, $3)`, [leadId, assignee || null, by.name]);
      return { assignee: assignee || null };
    },

    /**
     * A reply: a message.reply outbox row to the lead's own address (enqueue_message: under the
     * daily cap) and the lead's contact, in one transaction. The same key twice is one reply.
     */
    async reply(leadId: string, body: string, key: string, by: DeskPerson): Promise<ReplyOutcome> {
      const row = await lead(leadId);
      if (!row) return { outcome: 'not-found' };
      if (replyRefusal(row)) return { outcome: options.messagesOn ? 'not-repliable' : 'off' };
      const payload = JSON.stringify({ key, body, by: by.name, replyTo: by.email });
      try {
        return await sql.transaction(async (tx) => {
          const [made] = await tx.query<{ id: string | null }>(
            `SELECT enqueue_message(id, 'message.reply', ${replyAddress}, coalesce(data->>'locale', 'en'), $2::jsonb) AS id FROM leads WHERE id = $1`,
            [leadId, payload],
          );
          if (!made?.id) return { outcome: 'off' as const };
          const [{ status }] = await tx.query<{ status: string }>(`SELECT status FROM outbox WHERE id = $1`, [made.id]);
          if (status === 'failed') return { outcome: 'capped' as const, id: made.id };
          // A reply is a contact, at the time its row was written (the transaction's): the first one is the
          // lead's first contact (migration 120's trigger).
          await tx.query(`UPDATE leads SET last_contact_at = now() WHERE id = $1`, [leadId]);
          return { outcome: 'queued' as const, id: made.id };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const [had] = await sql.query<{ id: string }>(`SELECT id FROM outbox WHERE lead_id = $1 AND event = 'message.reply' AND payload->>'key' = $2`, [
          leadId,
          key,
        ]);
        if (!had) throw error;
        return { outcome: 'already', id: had.id };
      }
    },

    /** The lead's desk: its timeline, oldest first. Null: no such lead. */
    async desk(leadId: string, viewer: DeskPerson): Promise<LeadDesk | null> {
      const row = await lead(leadId);
      if (!row) return null;
      const [notes, assignments, replies, reminders, known, locale] = await Promise.all([
        sql.query<{ id: string; body: string; by: string; at: Date | string }>(`SELECT id, body, by, at FROM lead_notes WHERE lead_id = $1`, [leadId]),
        sql.query<{ assignee: string | null; by: string; at: Date | string }>(`SELECT assignee, by, at FROM lead_assignments WHERE lead_id = $1 ORDER BY seq`, [
          leadId,
        ]),
        sql.query<{
          id: string;
          status: 'pending' | 'delivered' | 'failed';
          recipient: string;
          locale: string | null;
          payload: { body?: string; by?: string; replyTo?: string };
          created_at: Date | string;
          delivered_at: Date | string | null;
          last_error: string | null;
        }>(
          `SELECT id, status, recipient, locale, payload, created_at, delivered_at, last_error FROM outbox WHERE lead_id = $1 AND event = 'message.reply' ORDER BY seq`,
          [leadId],
        ),
        sql.query<{ at: Date | string }>(`SELECT at FROM lead_waiting_reminders WHERE lead_id = $1 AND outbox_id IS NOT NULL`, [leadId]),
        sql.query<{ assignee: string }>(`SELECT DISTINCT assignee FROM lead_assignments WHERE assignee IS NOT NULL ORDER BY assignee LIMIT 100`),
        sql.query<{ locale: string | null }>(`SELECT data->>'locale' AS locale FROM leads WHERE id = $1`, [leadId]),
      ]);
      const timeline: TimelineEntry[] = [
        ...(row.submitted_at ? [{ kind: 'sent' as const, at: iso(row.submitted_at) }] : []),
        ...notes.map((n) => ({ kind: 'note' as const, id: n.id, at: iso(n.at), by: n.by, body: n.body })),
        ...assignments.map((a) => ({ kind: 'assigned' as const, at: iso(a.at), by: a.by, assignee: a.assignee })),
        ...replies.map((r) => ({
          kind: 'reply' as const,
          id: r.id,
          at: iso(r.created_at),
          by: r.payload.by ?? '',
          body: r.payload.body ?? '',
          subject: replySubject(row.resource, mailLocale(r.locale ?? locale[0]?.locale)),
          to: r.recipient,
          replyTo: r.payload.replyTo ?? '',
          delivery: r.status,
          deliveredAt: isoOrNull(r.delivered_at),
          lastError: r.last_error,
        })),
        ...reminders.map((r) => ({ kind: 'reminded' as const, at: iso(r.at) })),
      ].sort((a, b) => a.at.localeCompare(b.at));
      const refusal = replyRefusal(row);
      return {
        timeline,
        assignee: assignments.at(-1)?.assignee ?? null,
        knownAssignees: known.map((k) => k.assignee),
        sentAt: isoOrNull(row.submitted_at),
        firstContactAt: isoOrNull(row.first_contact_at),
        canReply: refusal === null,
        replyRefusal: refusal,
        replyTo: viewer.email,
        replyAddress: row.address,
      };
    },

    /** The sent, non-spam leads of the weeks the inbox shows, for their response times. */
    async responses(zone: string, now: Date): Promise<LeadResponse[]> {
      const rows = await sql.query<{ submitted_at: Date | string; first_contact_at: Date | string | null }>(
        `SELECT submitted_at, first_contact_at FROM leads WHERE submitted AND spam_reason IS NULL AND submitted_at >= $1`,
        [responseWindowStart(zone, now)],
      );
      return rows.map((r) => ({ sentAt: iso(r.submitted_at), firstContactAt: isoOrNull(r.first_contact_at) }));
    },
  };
}

export type DeskStore = ReturnType<typeof createDeskStore>;
