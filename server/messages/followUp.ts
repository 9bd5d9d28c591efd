import type { SqlClient } from '../db/sql';

/** A whole address, as far as a follow-up needs: a draft's e-mail field may hold a half-typed one. */
const wholeAddress = `btrim(data->>'email', E' \\t\\r\\n') ~ '^[^@[:space:]]+@[^@[:space:]]+\\.[^@[:space:]]+$'`;

/** The drafts that may get their one follow-up: a demo request not sent, with a whole address, none yet. */
const candidates = `resource = 'waitlist-records' AND NOT submitted AND spam_reason IS NULL AND ${wholeAddress}
  AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.lead_id = leads.id AND o.event = 'message.follow-up')`;

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/**
 * The owner's press on a draft (issue 35): its one follow-up e-mail, in its language, with the
 * link /demo answers. Once per draft (a unique index: migration 030), never for a sent one.
 */
export async function requestFollowUp(sql: SqlClient, leadId: string): Promise<'queued' | 'already' | 'not-eligible' | 'off'> {
  try {
    const rows = await sql.query<{ id: string | null }>(
      `SELECT enqueue_message(id, 'message.follow-up', btrim(data->>'email', E' \\t\\r\\n'), coalesce(data->>'locale', 'en')) AS id
       FROM leads WHERE id = $1 AND ${candidates}`,
      [leadId],
    );
    if (rows.length) return rows[0]!.id ? 'queued' : 'off';
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return 'already';
  }
  const [had] = await sql.query(`SELECT 1 FROM outbox WHERE lead_id = $1 AND event = 'message.follow-up'`, [leadId]);
  return had ? 'already' : 'not-eligible';
}

/**
 * FOLLOW_UP_AFTER_HOURS: every draft untouched that long gets its follow-up, a few at a time.
 * Rows another process is taking are skipped (SKIP LOCKED); a race that still meets the unique
 * index fails this round only, and the next round finds the draft done.
 */
export async function queueDueFollowUps(sql: SqlClient, afterHours: number, now: Date, limit = 50): Promise<number> {
  try {
    const rows = await sql.query(
      `SELECT enqueue_message(id, 'message.follow-up', btrim(data->>'email', E' \\t\\r\\n'), coalesce(data->>'locale', 'en')) AS id
       FROM (SELECT id, data FROM leads WHERE ${candidates} AND updated_at <= $1 ORDER BY updated_at LIMIT $2 FOR UPDATE SKIP LOCKED) AS leads`,
      [new Date(now.getTime() - afterHours * 3_600_000), limit],
    );
    return rows.length;
  } catch (error) {
    if (isUniqueViolation(error)) return 0;
    throw error;
  }
}
