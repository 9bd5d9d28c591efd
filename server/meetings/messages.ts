import type { SqlClient } from '../db/sql';
import { knownZone } from './knownZone';

/**
 * What a meeting owes to people, written straight into the outbox by the transaction of the
 * change that owes it (booked → invite, moved → update, cancelled → cancel, due → reminder): the
 * visitor's e-mail (`enqueue_message`: only the address the lead typed, under the per-address
 * daily cap) and the team's copy (`enqueue_team_message`: ALERT_EMAIL_TO). The recipient channel
 * renders them when it sends (server/messages/meetingMail.ts). There is no second queue to hand
 * over from: the change and its e-mails commit together or not at all, so a crash anywhere
 * loses or doubles nothing, and the outbox's claim keeps two processes from sending one row.
 *
 * `meeting_messages` is the ledger of what each meeting owed, one row per (meeting, kind,
 * SEQUENCE): it makes a reminder once per meeting time however many processes look.
 */
export type MeetingMessageKind = 'invite' | 'update' | 'cancel' | 'reminder';

/** The outbox event of every meeting e-mail; the payload says which (MeetingMailPayload). */
export const meetingMailEvent = 'message.meeting';

/** What a meeting e-mail's outbox row carries (no personal data: the renderer reads the lead). */
export interface MeetingMailPayload {
  meetingId: string;
  kind: MeetingMessageKind;
  /** The invite's SEQUENCE this message announces: a later change makes it stale (not sent). */
  sequence: number;
  /** The zone the visitor's time is shown in: the lead's `meetingTimeZone`, else the team's. */
  timeZone: string;
  /** 'team' on the team's copy (set by enqueue_team_message). */
  copy?: 'team';
}

export interface MeetingMessage {
  id: string;
  meetingId: string;
  kind: MeetingMessageKind;
  sequence: number;
  /** The meeting time it announces (for 'cancel': the time cancelled). */
  startsAt: string;
  createdAt: string;
}

/**
 * Records that `kind` is owed for the meeting as it is now in `tx` and writes its e-mails to
 * the outbox in the same transaction. Answers false when that message was already recorded
 * (UNIQUE (meeting, kind, sequence)). `teamZone` is MEETING_TIMEZONE, the visitor's time zone
 * until the lead names its own. A spam-flagged lead is sent nothing; with messages off
 * (no SMTP_URL) nothing is queued.
 *
 * The invite of a visitor's own booking IS their confirmation (one e-mail, not two): the
 * confirmation the send wrote a moment ago in this transaction (migration 030's trigger)
 * becomes the invite, keeping its place under the daily cap.
 */
export async function queueMeetingMessage(tx: SqlClient, meetingId: string, kind: MeetingMessageKind, teamZone: string): Promise<boolean> {
  const [owed] = await tx.query<{ sequence: number }>(
    `INSERT INTO meeting_messages (meeting_id, kind, sequence, starts_at)
     SELECT id, $2, sequence, starts_at FROM meetings WHERE id = $1
     ON CONFLICT (meeting_id, kind, sequence) DO NOTHING RETURNING sequence`,
    [meetingId, kind],
  );
  if (!owed) return false;
  const [lead] = await tx.query<{ id: string; email: string | null; locale: string | null; zone: string | null; spam: boolean }>(
    `SELECT l.id, btrim(l.data->>'email', E' \\t\\r\\n') AS email, l.data->>'locale' AS locale, l.data->>'meetingTimeZone' AS zone, l.spam_reason IS NOT NULL AS spam
     FROM meetings m JOIN leads l ON l.id = m.lead_id WHERE m.id = $1`,
    [meetingId],
  );
  if (!lead || lead.spam) return true;
  const payload: MeetingMailPayload = { meetingId, kind, sequence: owed.sequence, timeZone: knownZone(lead.zone) ? lead.zone : teamZone };
  const json = JSON.stringify(payload);
  const converted =
    kind === 'invite'
      ? await tx.query(
          `UPDATE outbox SET event = $2, payload = payload || $3::jsonb
           WHERE lead_id = $1 AND event = 'message.confirmation' AND attempts = 0 AND delivered_to = '{}' RETURNING id`,
          [lead.id, meetingMailEvent, json],
        )
      : [];
  if (!converted.length && lead.email)
    await tx.query(`SELECT enqueue_message($1, $2, $3, $4, $5::jsonb)`, [lead.id, meetingMailEvent, lead.email, lead.locale ?? 'en', json]);
  await tx.query(`SELECT enqueue_team_message($1, $2, $3::jsonb)`, [lead.id, meetingMailEvent, JSON.stringify({ ...payload, timeZone: teamZone })]);
  return true;
}

/**
 * A moved or cancelled meeting's reminder is void: its ledger row goes (the new time gets its
 * own) and so do its e-mails not yet sent. One already in an SMTP conversation may still go;
 * the renderer also refuses a reminder whose meeting moved on.
 */
export async function dropWaitingReminders(tx: SqlClient, meetingId: string): Promise<void> {
  await tx.query(`DELETE FROM meeting_messages WHERE meeting_id = $1 AND kind = 'reminder'`, [meetingId]);
  await tx.query(
    `DELETE FROM outbox WHERE event = $2 AND payload->>'meetingId' = $1 AND payload->>'kind' = 'reminder' AND status = 'pending' AND delivered_to = '{}'`,
    [meetingId, meetingMailEvent],
  );
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

/** What the meetings have owed, oldest first (tests and the owner). */
export async function owedMeetingMessages(sql: SqlClient): Promise<MeetingMessage[]> {
  const rows = await sql.query<Row>(`SELECT id, meeting_id, kind, sequence, starts_at, created_at FROM meeting_messages ORDER BY seq`);
  return rows.map((r) => ({ id: r.id, meetingId: r.meeting_id, kind: r.kind, sequence: r.sequence, startsAt: iso(r.starts_at), createdAt: iso(r.created_at) }));
}
