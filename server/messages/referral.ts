import type { SqlClient } from '../db/sql';

/** How long one address gets at most one referral e-mail (issue 35). */
export const referralQuietDays = 90;

export type ReferralState = 'queued' | 'recent' | 'held';
export type ReferralOutcome = ReferralState | 'not-a-referral' | 'off';

/**
 * Sends a sent referral's e-mail to the contact person (message.referral), in one transaction:
 * the 90-day rule per contact address, the outbox row and the referral's state together. The
 * referrer's press sends it once (a second press answers the state); the owner's press also
 * sends a referral held, or one the 90-day rule stopped (their judgement), but never twice.
 */
export async function sendReferral(sql: SqlClient, leadId: string, by: 'referrer' | 'owner'): Promise<ReferralOutcome> {
  return sql.transaction(async (tx) => {
    const [lead] = await tx.query<{ email: string | null; locale: string | null }>(
      `SELECT data->>'email' AS email, data->>'locale' AS locale FROM leads
       WHERE id = $1 AND resource = 'affiliates' AND submitted AND spam_reason IS NULL FOR UPDATE`,
      [leadId],
    );
    if (!lead?.email) return 'not-a-referral';
    const [was] = await tx.query<{ state: ReferralState }>(`SELECT state FROM referral_emails WHERE lead_id = $1`, [leadId]);
    if (was && (was.state === 'queued' || by === 'referrer')) return was.state;
    const [recent] = await tx.query(
      `SELECT 1 FROM referral_sends WHERE address_key = message_address_key($1) AND sent_at > now() - make_interval(days => $2) FOR UPDATE`,
      [lead.email, referralQuietDays],
    );
    if (recent && by === 'referrer') {
      await tx.query(`INSERT INTO referral_emails (lead_id, state, by) VALUES ($1, 'recent', $2)`, [leadId, by]);
      return 'recent';
    }
    const [{ id }] = await tx.query<{ id: string | null }>(`SELECT enqueue_message($1, 'message.referral', $2, $3) AS id`, [
      leadId,
      lead.email,
      lead.locale ?? 'en',
    ]);
    if (!id) return 'off';
    await tx.query(
      `INSERT INTO referral_sends (address_key, sent_at) VALUES (message_address_key($1), now())
       ON CONFLICT (address_key) DO UPDATE SET sent_at = now()`,
      [lead.email],
    );
    await tx.query(
      `INSERT INTO referral_emails (lead_id, state, message_id, by) VALUES ($1, 'queued', $2, $3)
       ON CONFLICT (lead_id) DO UPDATE SET state = 'queued', message_id = $2, by = $3, at = now()`,
      [leadId, id, by],
    );
    return 'queued';
  });
}

/**
 * The owner holds a referral's e-mail: before the referrer confirms, or while its row still
 * waits in the outbox unclaimed (then it is taken out). One already on its way or sent stays so.
 */
export async function holdReferral(sql: SqlClient, leadId: string): Promise<'held' | 'already-sent' | 'not-a-referral'> {
  return sql.transaction(async (tx) => {
    const [lead] = await tx.query(`SELECT 1 FROM leads WHERE id = $1 AND resource = 'affiliates' FOR UPDATE`, [leadId]);
    if (!lead) return 'not-a-referral';
    const [was] = await tx.query<{ state: ReferralState; message_id: string | null }>(`SELECT state, message_id FROM referral_emails WHERE lead_id = $1`, [
      leadId,
    ]);
    if (was?.state === 'queued' && was.message_id) {
      const taken = await tx.query(
        `DELETE FROM outbox WHERE id = $1 AND status <> 'delivered' AND cardinality(delivered_to) = 0 AND (claimed_until IS NULL OR claimed_until < now()) RETURNING id`,
        [was.message_id],
      );
      if (!taken.length) return 'already-sent';
    }
    await tx.query(
      `INSERT INTO referral_emails (lead_id, state, by) VALUES ($1, 'held', 'owner')
       ON CONFLICT (lead_id) DO UPDATE SET state = 'held', message_id = NULL, by = 'owner', at = now()`,
      [leadId],
    );
    return 'held';
  });
}

/** A referral's e-mail as the owner and the referrer see it: its state and, once handed over, its outbox row's. */
export interface ReferralStatus {
  state: ReferralState | 'awaiting-referrer';
  /** The outbox row's status once queued: pending, delivered, failed. */
  delivery: string | null;
  lastError: string | null;
  deliveredAt: string | null;
}

export async function referralStatus(sql: SqlClient, leadId: string): Promise<ReferralStatus> {
  const [row] = await sql.query<{ state: ReferralState; status: string | null; last_error: string | null; delivered_at: Date | string | null }>(
    `SELECT r.state, o.status, o.last_error, o.delivered_at FROM referral_emails r LEFT JOIN outbox o ON o.id = r.message_id WHERE r.lead_id = $1`,
    [leadId],
  );
  if (!row) return { state: 'awaiting-referrer', delivery: null, lastError: null, deliveredAt: null };
  return {
    state: row.state,
    delivery: row.status,
    lastError: row.last_error,
    deliveredAt: row.delivered_at ? new Date(row.delivered_at).toISOString() : null,
  };
}
