import type { InboxRecord } from '../../src/domain/inbox';
import type { RecordMeeting } from '../../src/domain/meetings';
import type { ResourceName } from '../../src/domain/resources';
import type { SqlClient } from '../db/sql';

interface Row {
  lead_id: string;
  id: string;
  starts_at: Date | string;
  ends_at: Date | string;
  status: RecordMeeting['status'];
  video_url: string;
  booked_by: RecordMeeting['bookedBy'];
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The meeting of each of these leads, whoever booked it (issue 34): the one not cancelled (a lead
 * has at most one, 040_meetings.sql), else the last one cancelled. The desk shows it on the
 * record instead of offering to book a second one, which the server would refuse.
 */
export async function leadMeetings(sql: SqlClient, ids: string[]): Promise<Map<string, RecordMeeting>> {
  const byLead = new Map<string, RecordMeeting>();
  if (!ids.length) return byLead;
  const rows = await sql.query<Row>(
    `SELECT DISTINCT ON (lead_id) lead_id::text AS lead_id, id::text AS id, starts_at, ends_at, status, video_url, booked_by
       FROM meetings WHERE lead_id = ANY($1::uuid[])
      ORDER BY lead_id, (status = 'cancelled'), updated_at DESC`,
    [ids],
  );
  for (const r of rows)
    byLead.set(r.lead_id, { id: r.id, start: iso(r.starts_at), end: iso(r.ends_at), status: r.status, videoUrl: r.video_url, bookedBy: r.booked_by });
  return byLead;
}

/** A resource's records with their `meeting` (null: none); only demo requests have meetings, others are as given. */
export async function withMeetings<R extends InboxRecord>(sql: SqlClient, resource: ResourceName, records: R[]): Promise<R[]> {
  if (resource !== 'waitlist-records') return records;
  const meetings = await leadMeetings(
    sql,
    records.map((r) => r._id),
  );
  return records.map((r) => ({ ...r, meeting: meetings.get(r._id) ?? null }));
}
