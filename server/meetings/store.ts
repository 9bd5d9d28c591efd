import { createHash, randomBytes } from 'node:crypto';
import { is } from 'superstruct';
import { MeetingStart, type MeetingBlock, type MeetingOutcome, type MeetingSlots, type MeetingStatus } from '../../src/domain/meetings';
import type { SqlClient } from '../db/sql';
import type { MeetingConfig } from './config';
import { knownZone } from './knownZone';
import { dropWaitingReminders, queueMeetingMessage } from './messages';
import { MeetingRefused, refusals } from './refused';
import { type Busy, gridSlotAt, horizon, isFree, openSlots, scheduleSlots, type Slot } from './slots';

/** A meeting as the meeting page and the invite see it: no lead data beyond its language. */
export interface Meeting {
  id: string;
  leadId: string;
  start: string;
  end: string;
  status: MeetingStatus;
  sequence: number;
  videoUrl: string;
  bookedBy: 'visitor' | 'team';
  /** The language of the page the lead was sent from (en when unknown). */
  locale: string;
  /** The zone the visitor booked in (the lead's `meetingTimeZone`), when the runtime knows it. */
  visitorZone: string | null;
}

/** The team's list: who, when, which center, which lead. */
export interface UpcomingMeeting extends Meeting {
  name: string | null;
  email: string | null;
  center: string | null;
}

export type Block = MeetingBlock;

interface MeetingRow {
  id: string;
  lead_id: string;
  starts_at: Date | string;
  ends_at: Date | string;
  status: MeetingStatus;
  sequence: number;
  video_url: string;
  booked_by: 'visitor' | 'team';
  locale: string | null;
  zone: string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();
const meetingColumns = `m.id, m.lead_id, m.starts_at, m.ends_at, m.status, m.sequence, m.video_url, m.booked_by, l.data->>'locale' AS locale, l.data->>'meetingTimeZone' AS zone`;
const toMeeting = (r: MeetingRow): Meeting => ({
  id: r.id,
  leadId: r.lead_id,
  start: iso(r.starts_at),
  end: iso(r.ends_at),
  status: r.status,
  sequence: r.sequence,
  videoUrl: r.video_url,
  bookedBy: r.booked_by,
  locale: r.locale ?? 'en',
  visitorZone: knownZone(r.zone) ? r.zone : null,
});

/** One meeting by id, in `db` (a transaction's own client inside one). */
export async function meetingById(db: SqlClient, id: string): Promise<Meeting | null> {
  const [row] = await db.query<MeetingRow>(`SELECT ${meetingColumns} FROM meetings m JOIN leads l ON l.id = m.lead_id WHERE m.id = $1`, [id]);
  return row ? toMeeting(row) : null;
}

/** Bookings take turns (a transaction-level advisory lock): the free-time check and the insert see the same table. */
const bookingLock = [0x48657274, 34] as const;

/** The meeting page's tokens: 256 random bits; only the SHA-256 is stored (migration 040). */
const tokenDigest = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/**
 * A new link to the meeting page: a random token, of which only the hash is kept. The e-mail
 * carrying it passes its outbox id: a repeated try of that e-mail replaces its token, so the
 * last one sent holds the link that works (as the lead page's links, server/messages/links.ts).
 */
export async function issueMeetingToken(db: SqlClient, meetingId: string, messageId?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO meeting_tokens (token_hash, meeting_id, message_id) VALUES ($1, $2, $3)
     ON CONFLICT (message_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()`,
    [tokenDigest(token), meetingId, messageId ?? null],
  );
  return token;
}

/**
 * A link's holder may move a meeting this many times; each move owes both sides an e-mail, so a
 * script holding one link cannot make the server write to the team without end.
 */
export const maxReschedules = 10;
/** How long a meeting that ended without being marked held or no-show stays on the team's list. */
export const outcomeDays = 14;

/** How long the open slots are kept in a process before they are read again (changes made here clear it at once). */
export const slotsCacheMs = 3_000;

export interface MeetingsOptions {
  /** MEETING_* (config.ts); null while MEETING_HOURS is unset: nothing can be booked. */
  config: MeetingConfig | null;
  now?: () => Date;
  /** Called after a change that queued e-mails commits (the alerts worker's wake-up), so they go at once. */
  queued?: () => void;
}

export type Meetings = ReturnType<typeof createMeetings>;

export function createMeetings(sql: SqlClient, { config, now = () => new Date(), queued = () => {} }: MeetingsOptions) {
  let cached: { at: number; value: MeetingSlots } | null = null;
  const changed = () => {
    cached = null;
  };

  async function busy(db: SqlClient, window: Slot, exceptMeeting: string | null = null): Promise<Busy> {
    const meetings = await db.query<{ starts_at: Date | string; ends_at: Date | string }>(
      `SELECT starts_at, ends_at FROM meetings WHERE status <> 'cancelled' AND ends_at > $1 AND starts_at < $2 AND ($3::uuid IS NULL OR id <> $3::uuid)`,
      [new Date(window.start.getTime() - 86_400_000), new Date(window.end.getTime() + 86_400_000), exceptMeeting],
    );
    const blocks = await db.query<{ starts_at: Date | string; ends_at: Date | string }>(
      `SELECT starts_at, ends_at FROM meeting_blocks WHERE ends_at > $1 AND starts_at < $2`,
      [window.start, window.end],
    );
    const slot = (r: { starts_at: Date | string; ends_at: Date | string }) => ({ start: new Date(r.starts_at), end: new Date(r.ends_at) });
    return { meetings: meetings.map(slot), blocks: blocks.map(slot) };
  }

  async function slots(): Promise<MeetingSlots> {
    if (!config) return { enabled: false, timeZone: null, minutes: null, slots: [] };
    const at = now();
    if (cached && at.getTime() - cached.at < slotsCacheMs && at.getTime() >= cached.at) return cached.value;
    const open = openSlots(config, at, await busy(sql, horizon(config, at)));
    const value = {
      enabled: true,
      timeZone: config.timeZone,
      minutes: config.minutes,
      slots: open.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })),
    };
    cached = { at: at.getTime(), value };
    return value;
  }

  /**
   * The slot a visitor may take at `startText` now, checked inside `tx` under the booking lock:
   * 400 for a time the hours never offer, 409 for one not free now. `field` names the refusal.
   */
  async function visitorSlot(tx: SqlClient, startText: string, field: string, exceptMeeting: string | null): Promise<Slot> {
    if (!config) throw refusals.off(field);
    const start = new Date(startText);
    const slot = Number.isNaN(start.getTime()) ? null : gridSlotAt(config, start);
    if (!slot) throw refusals.notOffered(field);
    await tx.query(`SELECT pg_advisory_xact_lock($1, $2)`, [...bookingLock]);
    const at = now();
    const offered = scheduleSlots(config, at).some((s) => s.start.getTime() === slot.start.getTime());
    if (!offered || !isFree(config, slot, await busy(tx, slot, exceptMeeting))) throw refusals.taken(field);
    return slot;
  }

  const roomUrl = () => config!.videoUrl.replaceAll('{id}', randomBytes(15).toString('base64url'));

  async function insert(tx: SqlClient, leadId: string, slot: Slot, bookedBy: 'visitor' | 'team', field: string): Promise<string> {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO meetings (lead_id, starts_at, ends_at, video_url, booked_by, scheduled_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING RETURNING id`,
      [leadId, slot.start, slot.end, roomUrl(), bookedBy, now()],
    );
    // The unique indexes are the last word: with the lock this is not reached, without it a second process would be here.
    if (!row) throw refusals.taken(field);
    await queueMeetingMessage(tx, row.id, 'invite', config!.timeZone);
    changed();
    return row.id;
  }

  const get = meetingById;

  async function meetingIdOf(db: SqlClient, token: string): Promise<string | null> {
    if (!tokenShape.test(token)) return null;
    const [row] = await db.query<{ meeting_id: string }>(`SELECT meeting_id FROM meeting_tokens WHERE token_hash = $1`, [tokenDigest(token)]);
    return row?.meeting_id ?? null;
  }

  /** A change the visitor makes through their link, under the booking lock, to a meeting still booked. */
  async function changeByToken(token: string, change: (tx: SqlClient, meeting: Meeting) => Promise<void>): Promise<Meeting | null> {
    return sql
      .transaction(async (tx) => {
        const id = await meetingIdOf(tx, token);
        if (!id) return null;
        await tx.query(`SELECT pg_advisory_xact_lock($1, $2)`, [...bookingLock]);
        const [row] = await tx.query<MeetingRow>(`SELECT ${meetingColumns} FROM meetings m JOIN leads l ON l.id = m.lead_id WHERE m.id = $1 FOR UPDATE OF m`, [
          id,
        ]);
        if (!row) return null;
        const meeting = toMeeting(row);
        if (meeting.status !== 'booked' || new Date(meeting.start).getTime() <= now().getTime()) throw refusals.notBooked();
        await change(tx, meeting);
        changed();
        return get(tx, id);
      })
      .then((meeting) => {
        if (meeting) queued();
        return meeting;
      });
  }

  return {
    config,
    /** The clock the meetings are judged by (tests set it). */
    now,
    slots,

    /**
     * Books `startText` for the lead being sent, inside the transaction that sends it (the leads
     * store's `onSend`). Throws MeetingRefused (naming `meetingStart`), which rolls the send back.
     */
    async bookForLead(tx: SqlClient, leadId: string, startText: string): Promise<string> {
      const slot = await visitorSlot(tx, startText, 'meetingStart', null);
      return insert(tx, leadId, slot, 'visitor', 'meetingStart');
    },

    /**
     * The team books a time agreed with a lead that wrote only a suggestion: any future time
     * (not only the grid's, not held back by the notice or by a block the owner set), as long as
     * it keeps the buffer to every other meeting.
     */
    async bookByTeam(leadId: string, startText: string): Promise<Meeting> {
      if (!config) throw refusals.off('start');
      if (!is(startText, MeetingStart)) throw new MeetingRefused(400, 'start must be an ISO 8601 instant, e.g. 2026-06-02T13:00:00Z.', 'start', 'not-offered');
      const start = new Date(startText);
      if (start.getTime() <= now().getTime()) throw new MeetingRefused(400, 'Pick a time in the future.', 'start', 'not-offered');
      const slot = { start, end: new Date(start.getTime() + config.minutes * 60_000) };
      return sql
        .transaction(async (tx) => {
          const [lead] = await tx.query<{ ok: boolean }>(
            `SELECT submitted AND spam_reason IS NULL AS ok FROM leads WHERE id = $1 AND resource = 'waitlist-records'`,
            [leadId],
          );
          if (!lead) throw new MeetingRefused(409, 'No such lead.', 'leadId', 'not-found');
          if (!lead.ok) throw new MeetingRefused(409, 'Only a sent lead that is not spam can have a meeting.', 'leadId', 'not-found');
          await tx.query(`SELECT pg_advisory_xact_lock($1, $2)`, [...bookingLock]);
          const [has] = await tx.query(`SELECT 1 FROM meetings WHERE lead_id = $1 AND status <> 'cancelled'`, [leadId]);
          if (has) throw new MeetingRefused(409, 'This lead already has a meeting.', 'leadId', 'taken', 'meetingLeadHasOne');
          if (!isFree(config, slot, { ...(await busy(tx, slot)), blocks: [] })) throw refusals.taken('start');
          return (await get(tx, await insert(tx, leadId, slot, 'team', 'start')))!;
        })
        .then((meeting) => {
          queued();
          return meeting;
        });
    },

    /**
     * A new link to the meeting page: a random token, of which only the hash is kept. For the
     * message pipeline, in the transaction that writes the e-mail carrying it.
     */
    issueToken: (meetingId: string, db: SqlClient = sql) => issueMeetingToken(db, meetingId),

    async byToken(token: string): Promise<Meeting | null> {
      const id = await meetingIdOf(sql, token);
      return id ? get(sql, id) : null;
    },

    /** One meeting by id; inside a transaction pass its `tx` (PGlite has one connection: a second query would wait on it). */
    get: (id: string, db: SqlClient = sql) => get(db, id),

    /** The visitor moves their meeting to another open slot: same UID, SEQUENCE + 1, an 'update' owed. */
    reschedule: (token: string, startText: string) =>
      changeByToken(token, async (tx, meeting) => {
        if (meeting.sequence >= maxReschedules) throw refusals.tooManyChanges();
        const slot = await visitorSlot(tx, startText, 'start', meeting.id);
        try {
          await tx.query(`UPDATE meetings SET starts_at = $2, ends_at = $3, sequence = sequence + 1, scheduled_at = $4, updated_at = now() WHERE id = $1`, [
            meeting.id,
            slot.start,
            slot.end,
            now(),
          ]);
        } catch (error) {
          if ((error as { code?: string }).code === '23505') throw refusals.taken('start');
          throw error;
        }
        await dropWaitingReminders(tx, meeting.id);
        await queueMeetingMessage(tx, meeting.id, 'update', config!.timeZone);
      }),

    /** The visitor cancels: the slot opens again, SEQUENCE + 1, a 'cancel' owed. */
    cancel: (token: string) =>
      changeByToken(token, async (tx, meeting) => {
        await tx.query(`UPDATE meetings SET status = 'cancelled', sequence = sequence + 1, updated_at = now() WHERE id = $1`, [meeting.id]);
        await dropWaitingReminders(tx, meeting.id);
        await queueMeetingMessage(tx, meeting.id, 'cancel', config?.timeZone ?? 'UTC');
      }),

    /**
     * The team's list, soonest first, with who and which center: meetings still booked that have
     * not ended, and those that ended in the last `outcomeDays` days without being marked held or
     * no-show (the list is where the team marks them).
     */
    async upcoming(): Promise<UpcomingMeeting[]> {
      const rows = await sql.query<MeetingRow & { name: string | null; email: string | null; center: string | null }>(
        `SELECT ${meetingColumns}, l.data->>'name' AS name, l.data->>'email' AS email, l.data->>'center' AS center
         FROM meetings m JOIN leads l ON l.id = m.lead_id
         WHERE m.status = 'booked' AND m.ends_at > $1 ORDER BY m.starts_at LIMIT 500`,
        [new Date(now().getTime() - outcomeDays * 24 * 60 * 60 * 1000)],
      );
      return rows.map((r) => ({ ...toMeeting(r), name: r.name, email: r.email, center: r.center }));
    },

    /** 'held' or 'no-show', once the meeting has started; answers null for an unknown id. */
    async recordOutcome(id: string, outcome: MeetingOutcome): Promise<Meeting | null> {
      const [row] = await sql.query<{ id: string; status: MeetingStatus; started: boolean }>(
        `SELECT id, status, starts_at <= $2 AS started FROM meetings WHERE id = $1`,
        [id, now()],
      );
      if (!row) return null;
      if (row.status === 'cancelled' || !row.started)
        throw new MeetingRefused(409, 'Only a meeting that has started and was not cancelled can be marked held or no-show.', 'outcome', 'not-booked');
      await sql.query(`UPDATE meetings SET status = $2, updated_at = now() WHERE id = $1`, [id, outcome]);
      return get(sql, id);
    },

    async blocks(): Promise<Block[]> {
      const rows = await sql.query<{ id: string; starts_at: Date | string; ends_at: Date | string; note: string }>(
        `SELECT id, starts_at, ends_at, note FROM meeting_blocks WHERE ends_at > $1 ORDER BY starts_at`,
        [now()],
      );
      return rows.map((r) => ({ id: r.id, start: iso(r.starts_at), end: iso(r.ends_at), note: r.note }));
    },

    async addBlock(start: Date, end: Date, note: string): Promise<Block> {
      const [r] = await sql.query<{ id: string; starts_at: Date | string; ends_at: Date | string; note: string }>(
        `INSERT INTO meeting_blocks (starts_at, ends_at, note) VALUES ($1, $2, $3) RETURNING id, starts_at, ends_at, note`,
        [start, end, note],
      );
      changed();
      return { id: r.id, start: iso(r.starts_at), end: iso(r.ends_at), note: r.note };
    },

    async removeBlock(id: string): Promise<boolean> {
      if (!/^[0-9a-f-]{36}$/.test(id)) return false;
      const rows = await sql.query(`DELETE FROM meeting_blocks WHERE id = $1 RETURNING id`, [id]);
      changed();
      return rows.length > 0;
    },
  };
}
