import type { PersonData, PersonMeeting } from '../../src/domain/inbox';
import type { SqlClient } from '../db/sql';

interface Row {
  lead_id: string;
  starts_at: Date | string;
  ends_at: Date | string;
  status: PersonMeeting['status'];
  sequence: number;
  video_url: string;
  booked_by: PersonMeeting['bookedBy'];
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The meetings of a person's own wait-list records, cancelled and past ones included, for their
 * privacy file (issue 34): a booked time is part of what we hold about them. Erasing the records
 * deletes these with them (040_meetings.sql, ON DELETE CASCADE).
 */
export async function personMeetings(sql: SqlClient, person: Pick<PersonData, 'records'>): Promise<PersonMeeting[]> {
  const ids = person.records['waitlist-records'].map((r) => r._id);
  if (!ids.length) return [];
  const rows = await sql.query<Row>(
    `SELECT lead_id::text AS lead_id, starts_at, ends_at, status, sequence, video_url, booked_by, created_at, updated_at
       FROM meetings WHERE lead_id::text IN (${ids.map((_, i) => `$${i + 1}`).join(', ')}) ORDER BY starts_at, created_at`,
    ids,
  );
  return rows.map((row) => ({
    leadId: row.lead_id,
    start: iso(row.starts_at),
    end: iso(row.ends_at),
    status: row.status,
    sequence: Number(row.sequence),
    videoUrl: row.video_url,
    bookedBy: row.booked_by,
    bookedAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }));
}
