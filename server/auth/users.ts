import { createHash, randomBytes } from 'node:crypto';
import { minPasswordLength, passwordLinkHours, type Person, type Role } from '../../src/domain/people';
import type { SqlClient } from '../db/sql';
import { hashPassword, verifyPassword } from './password';

/**
 * The team's accounts (issue 36, item 5): an e-mail, a role and the member's own scrypt password,
 * set through a one-time link (`npm run admin -- add-user`). The link's token is 256 random bits;
 * only its SHA-256 is stored, and it works once, for `passwordLinkHours`.
 */
export interface UserStore {
  /** A new member (or a new link for an existing one, whose role is then updated): returns the link's token. */
  add(email: string, role: Role, now?: Date): Promise<{ token: string; created: boolean }>;
  /** The member a link names, if it is unused and unexpired; changes nothing (opening a link never does). */
  linkHolder(token: string, now?: Date): Promise<{ email: string } | null>;
  /** Sets the password and uses up the link, in one statement: false if the link no longer works. */
  setPassword(token: string, password: string, now?: Date): Promise<boolean>;
  /** The member whose e-mail and password these are. */
  verify(email: string, password: string): Promise<(Person & { id: number }) | null>;
  list(): Promise<{ email: string; role: Role; hasPassword: boolean; createdAt: string }[]>;
  /** Removes the member: their links and sessions go with them (migration 110's cascades). False if none had the address. */
  remove(email: string): Promise<boolean>;
}

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
const tokenShape = /^[\w-]{43}$/;
/** A password hash verified against when no member has the address, so the answer takes as long either way. */
let decoy: Promise<string> | undefined;

export function createUserStore(sql: SqlClient): UserStore {
  return {
    async add(email, role, now = new Date()) {
      const token = randomBytes(32).toString('base64url');
      const expires = new Date(now.getTime() + passwordLinkHours * 3_600_000);
      const [row] = await sql.query<{ created: boolean }>(
        `WITH found AS (SELECT id FROM admin_users WHERE lower(email) = lower($1)),
              made AS (INSERT INTO admin_users (email, role, created_at) SELECT $1, $2, $4 WHERE NOT EXISTS (SELECT 1 FROM found) RETURNING id),
              kept AS (UPDATE admin_users SET role = $2 WHERE id IN (SELECT id FROM found) RETURNING id),
              who AS (SELECT id, true AS created FROM made UNION ALL SELECT id, false FROM kept)
         INSERT INTO admin_password_links (token_hash, user_id, expires_at) SELECT $3, id, $5 FROM who RETURNING (SELECT created FROM who)`,
        [email.trim(), role, hash(token), now, expires],
      );
      return { token, created: row.created };
    },
    async linkHolder(token, now = new Date()) {
      if (!tokenShape.test(token)) return null;
      const [row] = await sql.query<{ email: string }>(
        `SELECT u.email FROM admin_password_links l JOIN admin_users u ON u.id = l.user_id WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > $2`,
        [hash(token), now],
      );
      return row ?? null;
    },
    async setPassword(token, password, now = new Date()) {
      if (!tokenShape.test(token) || password.length < minPasswordLength) return false;
      const passwordHash = await hashPassword(password);
      const rows = await sql.query(
        `WITH link AS (UPDATE admin_password_links SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id)
         UPDATE admin_users SET password_hash = $3 WHERE id IN (SELECT user_id FROM link) RETURNING id`,
        [hash(token), now, passwordHash],
      );
      // A new password ends the member's other sessions: whoever held the old one is out.
      if (rows.length) await sql.query(`DELETE FROM admin_sessions WHERE user_id = $1`, [(rows[0] as { id: number }).id]);
      return rows.length > 0;
    },
    async verify(email, password) {
      const [row] = await sql.query<{ id: number; email: string; role: Role; password_hash: string | null }>(
        `SELECT id::int AS id, email, role, password_hash FROM admin_users WHERE lower(email) = lower($1)`,
        [email.trim()],
      );
      if (!row?.password_hash) {
        await verifyPassword(password, await (decoy ??= hashPassword(randomBytes(16).toString('hex'))));
        return null;
      }
      return (await verifyPassword(password, row.password_hash)) ? { id: row.id, email: row.email, role: row.role } : null;
    },
    async remove(email) {
      return (await sql.query(`DELETE FROM admin_users WHERE lower(email) = lower($1) RETURNING id`, [email.trim()])).length > 0;
    },
    async list() {
      const rows = await sql.query<{ email: string; role: Role; has_password: boolean; created_at: Date | string }>(
        `SELECT email, role, password_hash IS NOT NULL AS has_password, created_at FROM admin_users ORDER BY created_at`,
      );
      return rows.map((r) => ({ email: r.email, role: r.role, hasPassword: r.has_password, createdAt: new Date(r.created_at).toISOString() }));
    },
  };
}
