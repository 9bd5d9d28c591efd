import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { SqlClient } from '../db/sql';

/**
 * The owner's sessions, kept in the database (table admin_sessions) so that several servers on
 * one PostgreSQL share them, sign-out ends a session everywhere at once, and idle expiry is one
 * comparison. The cookie carries a random id (256 bits), signed with a key derived from the
 * configured admin secret (so changing ADMIN_TOKEN or ADMIN_PASSWORD_HASH signs everyone out);
 * the table keeps only the id's SHA-256, so a copy of the database opens no session.
 */
export interface SessionStore {
  /** A new session; returns the id to put in the cookie. */
  create(now?: Date): Promise<string>;
  /** True if the session exists and was used within the idle period; its clock restarts. */
  touch(id: string, now?: Date): Promise<boolean>;
  destroy(id: string): Promise<void>;
}

const hash = (id: string) => createHash('sha256').update(id).digest('base64url');

export function createSessionStore(sql: SqlClient, idleMs: number): SessionStore {
  return {
    async create(now = new Date()) {
      const id = randomBytes(32).toString('base64url');
      await sql.query(`INSERT INTO admin_sessions (id_hash, created_at, last_seen_at) VALUES ($1, $2, $2)`, [hash(id), now]);
      // Expired sessions are swept here, not on every request.
      await sql.query(`DELETE FROM admin_sessions WHERE last_seen_at < $1`, [new Date(now.getTime() - idleMs)]);
      return id;
    },
    async touch(id, now = new Date()) {
      const rows = await sql.query(`UPDATE admin_sessions SET last_seen_at = $2 WHERE id_hash = $1 AND last_seen_at >= $3 RETURNING 1`, [
        hash(id),
        now,
        new Date(now.getTime() - idleMs),
      ]);
      return rows.length > 0;
    },
    async destroy(id) {
      await sql.query(`DELETE FROM admin_sessions WHERE id_hash = $1`, [hash(id)]);
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
