import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { OpenSession, Person, Role } from '../../src/domain/people';
import type { SqlClient } from '../db/sql';

/**
 * The team's sessions, kept in the database (table admin_sessions) so that several servers on
 * one PostgreSQL share them, sign-out ends a session everywhere at once, and expiry is one
 * comparison. The cookie carries a random id (256 bits), signed with a key derived from the
 * configured admin secret (so changing ADMIN_TOKEN or ADMIN_PASSWORD_HASH signs everyone out);
 * the table keeps only the id's SHA-256, so a copy of the database opens no session.
 *
 * A session ends after `idleMs` unused, and in any case `maxMs` after sign-in (issue 36: one used
 * every 11 hours lived for ever). Each names its person (a member, or the owner's own secret),
 * and has a public number by which the owner lists and ends it.
 */
export interface SessionStore {
  /** A new session for a member (`userId`) or the owner's secret (null); returns the id to put in the cookie. */
  create(userId: number | null, now?: Date, userAgent?: string): Promise<string>;
  /** The session's person if it is open (used within the idle period, and younger than the absolute lifetime); its idle clock restarts. */
  touch(id: string, now?: Date): Promise<{ person: Person; endsAt: Date; seq: string } | null>;
  destroy(id: string): Promise<void>;
  /** The open sessions, newest first; `current` is the asker's. */
  list(now: Date, current?: string): Promise<OpenSession[]>;
  /** Ends the session numbered `seq`; false if none is open. */
  end(seq: string): Promise<boolean>;
}

const hash = (id: string) => createHash('sha256').update(id).digest('base64url');

interface SessionRow {
  seq: string;
  id_hash: string;
  created_at: Date | string;
  last_seen_at: Date | string;
  email: string | null;
  role: Role | null;
}

export function createSessionStore(sql: SqlClient, idleMs: number, maxMs: number): SessionStore {
  const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
  const open = `s.last_seen_at >= $2 AND s.created_at >= $3`;
  const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));
  return {
    async create(userId, now = new Date(), userAgent) {
      const id = randomBytes(32).toString('base64url');
      await sql.query(`INSERT INTO admin_sessions (id_hash, created_at, last_seen_at, user_id, user_agent) VALUES ($1, $2, $2, $3, $4)`, [
        hash(id),
        now,
        userId,
        userAgent?.slice(0, 200) ?? null,
      ]);
      // Ended sessions are swept here, not on every request.
      await sql.query(`DELETE FROM admin_sessions WHERE last_seen_at < $1 OR created_at < $2`, [ago(now, idleMs), ago(now, maxMs)]);
      return id;
    },
    async touch(id, now = new Date()) {
      const [row] = await sql.query<SessionRow>(
        `WITH s AS (UPDATE admin_sessions s SET last_seen_at = $4 WHERE id_hash = $1 AND ${open} RETURNING s.seq, s.id_hash, s.created_at, s.last_seen_at, s.user_id)
         SELECT s.seq::text AS seq, s.id_hash, s.created_at, s.last_seen_at, u.email, u.role FROM s LEFT JOIN admin_users u ON u.id = s.user_id`,
        [hash(id), ago(now, idleMs), ago(now, maxMs), now],
      );
      if (!row) return null;
      const person: Person = row.email === null ? { email: null, role: 'owner' } : { email: row.email, role: row.role! };
      return { person, endsAt: new Date(toDate(row.created_at).getTime() + maxMs), seq: row.seq };
    },
    async destroy(id) {
      await sql.query(`DELETE FROM admin_sessions WHERE id_hash = $1`, [hash(id)]);
    },
    async list(now, current) {
      const rows = await sql.query<SessionRow>(
        `SELECT s.seq::text AS seq, s.id_hash, s.created_at, s.last_seen_at, u.email, u.role
         FROM admin_sessions s LEFT JOIN admin_users u ON u.id = s.user_id
         WHERE s.last_seen_at >= $1 AND s.created_at >= $2 ORDER BY s.created_at DESC, s.seq DESC`,
        [ago(now, idleMs), ago(now, maxMs)],
      );
      const mine = current === undefined ? undefined : hash(current);
      return rows.map((r) => ({
        id: r.seq,
        who: r.email ?? 'owner',
        role: r.role ?? 'owner',
        startedAt: toDate(r.created_at).toISOString(),
        lastSeenAt: toDate(r.last_seen_at).toISOString(),
        endsAt: new Date(toDate(r.created_at).getTime() + maxMs).toISOString(),
        current: r.id_hash === mine,
      }));
    },
    async end(seq) {
      if (!/^\d{1,18}$/.test(seq)) return false;
      return (await sql.query(`DELETE FROM admin_sessions WHERE seq = $1::bigint RETURNING 1`, [seq])).length > 0;
    },
  };
}

/**
 * The cookie-signing key: derived from both admin secrets, never stored. Both, since either opens
 * the inbox: an owner who changes a leaked password (or token) must end every session it opened.
 */
export const sessionSigningKey = (secrets: { adminToken?: string; passwordHash?: string }): string =>
  createHmac('sha256', JSON.stringify([secrets.adminToken ?? null, secrets.passwordHash ?? null]))
    .update('heartwork admin session cookie v2')
    .digest('base64url');

export const sessionCookie = 'heartwork_admin';
/** Only the admin API reads the cookie: it is never sent with page or asset requests. */
export const sessionCookiePath = '/api/admin';
