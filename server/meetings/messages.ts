import type { SqlClient } from '../db/sql';

/**
 * The 'to send' side of meetings: what a meeting owes to people, recorded as a row in the same
 * transaction as the change that owes it (booked → invite, moved → update, cancelled → cancel,
 * due → reminder). Nothing here sends e-mail: the pipeline for messages to people (its outbox,
 * per-recipient daily cap and language catalogues) takes these rows over with
 * `takeMeetingMessages` and makes the visitor's and the team's e-mails from them
 * (`server/meetings/invite.ts` makes the calendar part). One row per event; its two recipients
 * (the lead's address, ALERT_EMAIL_TO) are the pipeline's to choose.
 */
export type MeetingMessageKind = 'invite' | 'update' | 'cancel' | 'reminder';

export interface MeetingMessage {
  id: string;
  meetingId: string;
  kind: MeetingMessageKind;
  /** The invite's SEQUENCE this message carries. */
  sequence: number;
  /** The meeting time it announces (for 'cancel': the time cancelled). */
  startsAt: string;
  createdAt: string;
}

/**
 * Records that `kind` is owed for the meeting as it is now in `tx` (its sequence and time).
 * Answers false when that message was already recorded (UNIQUE (meeting, kind, sequence)): a
 * reminder is recorded once per meeting time however many processes look.
 */
export async function queueMeetingMessage(tx: SqlClient, meetingId: string, kind: MeetingMessageKind): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO meeting_messages (meeting_id, kind, sequence, starts_at)
     SELECT id, $2, sequence, starts_at FROM meetings WHERE id = $1
     ON CONFLICT (meeting_id, kind, sequence) DO NOTHING RETURNING id`,
    [meetingId, kind],
  );
  return rows.length > 0;
}

/** A reminder recorded but not yet handed over is void once the meeting moves or is cancelled. */
export async function dropWaitingReminders(tx: SqlClient, meetingId: string): Promise<void> {
  await tx.query(`DELETE FROM meeting_messages WHERE meeting_id = $1 AND kind = 'reminder' AND handed_over_at IS NULL`, [meetingId]);
}

interface Row {
  id: string;
  meeting_id: string;
  kind: MeetingMessageKind;
  sequence: number;
  starts_at: Date | string;
  created_at: Date | string;
}
const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * For the message pipeline: inside its transaction, claims up to `limit` rows not yet handed
 * over (skipping rows another process holds), marks them handed over and answers them, oldest
 * first. The caller writes its outbox rows for them in the same `tx`, so a crash hands over
 * nothing or all of it, never twice.
 */
export async function takeMeetingMessages(tx: SqlClient, limit = 50): Promise<MeetingMessage[]> {
  const rows = await tx.query<Row>(
    `UPDATE meeting_messages SET handed_over_at = now()
     WHERE id IN (SELECT id FROM meeting_messages WHERE handed_over_at IS NULL ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, meeting_id, kind, sequence, starts_at, created_at`,
    [limit],
  );
  return rows
    .map((r) => ({ id: r.id, meetingId: r.meeting_id, kind: r.kind, sequence: r.sequence, startsAt: iso(r.starts_at), createdAt: iso(r.created_at) }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** What is owed and not yet handed over, for tests and the owner. */
export async function waitingMeetingMessages(sql: SqlClient): Promise<MeetingMessage[]> {
  const rows = await sql.query<Row>(
    `SELECT id, meeting_id, kind, sequence, starts_at, created_at FROM meeting_messages WHERE handed_over_at IS NULL ORDER BY seq`,
  );
  return rows.map((r) => ({ id: r.id, meetingId: r.meeting_id, kind: r.kind, sequence: r.sequence, startsAt: iso(r.starts_at), createdAt: iso(r.created_at) }));
}
