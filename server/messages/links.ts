import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '../../src/i18n/locale';
import { localePath } from '../../src/i18n/paths';
import type { SqlClient } from '../db/sql';

/** 32 random bytes, base64url: the token a message's link carries. It names nothing. */
const newToken = () => randomBytes(32).toString('base64url');
const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/**
 * The private link of one message (migration 030 `lead_links`): made when the message is sent,
 * only its hash kept. A repeated try of the same message replaces its token, so the last e-mail
 * sent holds the one that works.
 */
export async function linkToken(sql: SqlClient, leadId: string, messageId: string): Promise<string> {
  const token = newToken();
  await sql.query(
    `INSERT INTO lead_links (token_hash, lead_id, message_id) VALUES ($1, $2, $3)
     ON CONFLICT (message_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()`,
    [digest(token), leadId, messageId],
  );
  return token;
}

/** The lead a token opens, or null (unknown, malformed, or its lead is gone). */
export async function leadOfToken(sql: SqlClient, token: string | undefined): Promise<string | null> {
  if (!token || !tokenShape.test(token)) return null;
  const [row] = await sql.query<{ lead_id: string }>(`SELECT lead_id FROM lead_links WHERE token_hash = $1`, [digest(token)]);
  return row?.lead_id ?? null;
}

/** The private page's address in the lead's language (server/messages/leadPage.ts). */
export const leadPageUrl = (siteUrl: string, locale: Locale, token: string) => `${siteUrl}${localePath(locale, '/lead')}?token=${token}`;
