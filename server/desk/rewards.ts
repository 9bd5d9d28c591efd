import { createHash, randomBytes } from 'node:crypto';
import { rewardAmount, rewardDueDates, rewardKinds, rewardState, type RewardKind, type Subscription } from '../../src/domain/rewardSchedule';
import type { OwnerReward } from '../../src/domain/ownerRewards';
import type { Locale } from '../../src/i18n/locale';
import { localePath } from '../../src/i18n/paths';
import type { SqlClient } from '../db/sql';

/**
 * The affiliate rewards (issue 36, item 8, migration 140): a referral's subscription, the rewards
 * derived from it, their payments, and the referrer's private page token.
 */

export type Reward = OwnerReward;

interface Row {
  lead_id: string;
  subscribed_on: string;
  ended_on: string | null;
  data: Record<string, unknown>;
  paid: { kind: RewardKind; paid_at: string; paid_by: string }[] | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The rewards of the rows, in due order, each in its state on `today`. */
function rewardsOf(rows: Row[], today: string): Reward[] {
  return rows
    .flatMap((row) => {
      const subscription: Subscription = { subscribedOn: row.subscribed_on, endedOn: row.ended_on };
      const due = rewardDueDates(row.subscribed_on);
      return rewardKinds.map((kind): Reward => {
        const paid = row.paid?.find((p) => p.kind === kind) ?? null;
        const amount = rewardAmount[kind];
        return {
          referralId: row.lead_id,
          kind,
          dueOn: due[kind],
          state: rewardState(kind, subscription, paid !== null, today),
          paidAt: paid ? new Date(paid.paid_at).toISOString() : null,
          paidBy: paid?.paid_by ?? null,
          amountEur: 'amountEur' in amount ? amount.amountEur : null,
          subscriptionMonths: 'subscriptionMonths' in amount ? amount.subscriptionMonths : null,
          subscribedOn: row.subscribed_on,
          endedOn: row.ended_on,
          centerName: text(row.data.centerName),
          referrerName: text(row.data.nameA),
          referrerEmail: text(row.data.emailA),
        };
      });
    })
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.referralId.localeCompare(b.referralId) || a.kind.localeCompare(b.kind));
}

// Dates as text: both drivers then give the calendar date itself, never a Date at some zone's midnight.
const rowsSql = `SELECT s.lead_id, s.subscribed_on::text AS subscribed_on, s.ended_on::text AS ended_on, l.data,
    (SELECT json_agg(json_build_object('kind', p.kind, 'paid_at', p.paid_at, 'paid_by', p.paid_by)) FROM reward_payments p WHERE p.lead_id = s.lead_id) AS paid
  FROM referral_subscriptions s JOIN leads l ON l.id = s.lead_id`;

export type SubscriptionOutcome = 'not-a-referral' | 'cleared' | Subscription;

/**
 * Marks a sent referral's center as subscribed on `date` (the day it took a paid plan), or, with
 * null, as not subscribed (an undo). The one door the pipeline's 'subscribed' status goes through:
 * one cookie falls due on that day, three cookies the page's months later.
 */
export async function markSubscribed(sql: SqlClient, referralId: string, date: string | null, by: string): Promise<SubscriptionOutcome> {
  return sql.transaction(async (tx) => {
    const [lead] = await tx.query(`SELECT 1 FROM leads WHERE id = $1 AND resource = 'affiliates' AND submitted FOR UPDATE`, [referralId]);
    if (!lead) return 'not-a-referral';
    if (date === null) {
      await tx.query(`DELETE FROM referral_subscriptions WHERE lead_id = $1`, [referralId]);
      return 'cleared';
    }
    const [row] = await tx.query<{ subscribed_on: string; ended_on: string | null }>(
      `INSERT INTO referral_subscriptions (lead_id, subscribed_on, changed_by) VALUES ($1, $2::date, $3)
       ON CONFLICT (lead_id) DO UPDATE SET subscribed_on = EXCLUDED.subscribed_on, ended_on = NULL, changed_at = now(), changed_by = EXCLUDED.changed_by
       RETURNING subscribed_on::text AS subscribed_on, ended_on::text AS ended_on`,
      [referralId, date, by],
    );
    return { subscribedOn: row.subscribed_on, endedOn: row.ended_on };
  });
}

/** The center stopped its subscription on `date` (the pipeline's 'lost'), or resumed it (null). */
export async function markSubscriptionEnded(sql: SqlClient, referralId: string, date: string | null): Promise<SubscriptionOutcome> {
  const [row] = await sql.query<{ subscribed_on: string; ended_on: string | null }>(
    `UPDATE referral_subscriptions SET ended_on = $2::date, changed_at = now() WHERE lead_id = $1
     RETURNING subscribed_on::text AS subscribed_on, ended_on::text AS ended_on`,
    [referralId, date],
  );
  return row ? { subscribedOn: row.subscribed_on, endedOn: row.ended_on } : 'not-a-referral';
}

/** Every reward of every subscribed referral, in its state on `today`. */
export async function listRewards(sql: SqlClient, today: string): Promise<Reward[]> {
  return rewardsOf(await sql.query<Row>(rowsSql), today);
}

/**
 * Records a reward as paid, once: 'paid', or why not (no such reward, or not due yet: a payment
 * ahead of its due day would tell the referrer it was earned). A second press answers 'paid'.
 */
export async function markRewardPaid(
  sql: SqlClient,
  referralId: string,
  kind: RewardKind,
  by: string,
  now: Date,
  today: string,
): Promise<'paid' | 'not-found' | 'not-due'> {
  return sql.transaction(async (tx) => {
    const rows = await tx.query<Row>(`${rowsSql} WHERE s.lead_id = $1 FOR UPDATE OF s`, [referralId]);
    const reward = rewardsOf(rows, today).find((r) => r.kind === kind);
    if (!reward) return 'not-found';
    if (reward.state === 'paid') return 'paid';
    if (reward.state !== 'due') return 'not-due';
    await tx.query(`INSERT INTO reward_payments (lead_id, kind, paid_by, paid_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [referralId, kind, by, now]);
    return 'paid';
  });
}

/** The undo of a payment recorded by mistake: the reward is due again. */
export async function unmarkRewardPaid(sql: SqlClient, referralId: string, kind: RewardKind): Promise<boolean> {
  const rows = await sql.query(`DELETE FROM reward_payments WHERE lead_id = $1 AND kind = $2 RETURNING lead_id`, [referralId, kind]);
  return rows.length > 0;
}

/** The payouts CSV's columns (api/csv.ts `toCsv` makes it spreadsheet-safe). */
export const payoutColumns = [
  'referralId',
  'referrerName',
  'referrerEmail',
  'centerName',
  'kind',
  'amountEur',
  'subscriptionMonths',
  'subscribedOn',
  'dueOn',
  'state',
  'paidAt',
  'paidBy',
] as const;

// ---- The referrer's private page (referrerPage.ts) ----

/** The referrer's page in `locale`, with its token (the link in the referrer's e-mails). */
export const referrerPageUrl = (siteUrl: string, locale: Locale, token: string) => `${siteUrl}${localePath(locale, '/referrer')}?token=${token}`;

const newToken = () => randomBytes(32).toString('base64url');
const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token of the referrer's page in one message to the referrer (a referral's confirmation):
 * made when the message is sent; a repeated try replaces it, so the last e-mail holds the one that works.
 */
export async function referrerToken(sql: SqlClient, referralId: string, messageId: string): Promise<string> {
  const token = newToken();
  await sql.query(
    `INSERT INTO referrer_links (token_hash, referrer_key, lead_id, message_id)
     SELECT $1, message_address_key(data->>'emailA'), id, $3 FROM leads WHERE id = $2
     ON CONFLICT (message_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()`,
    [digest(token), referralId, messageId],
  );
  return token;
}

export interface ReferrerReferral {
  id: string;
  centerName: string;
  sentAt: string;
  subscribedOn: string | null;
  endedOn: string | null;
  rewards: Reward[];
}

/** What a referrer's token shows: their sent referrals, newest first, with the rewards of each; null for an unknown token. */
export async function referrerView(sql: SqlClient, token: string | undefined, today: string): Promise<ReferrerReferral[] | null> {
  if (!token || !tokenShape.test(token)) return null;
  const [link] = await sql.query<{ referrer_key: string }>(`SELECT referrer_key FROM referrer_links WHERE token_hash = $1`, [digest(token)]);
  if (!link) return null;
  const leads = await sql.query<{
    id: string;
    data: Record<string, unknown>;
    submitted_at: Date | string;
    subscribed_on: string | null;
    ended_on: string | null;
  }>(
    `SELECT l.id, l.data, l.submitted_at, s.subscribed_on::text AS subscribed_on, s.ended_on::text AS ended_on
     FROM leads l LEFT JOIN referral_subscriptions s ON s.lead_id = l.id
     WHERE l.resource = 'affiliates' AND l.submitted AND l.spam_reason IS NULL AND message_address_key(l.data->>'emailA') = $1
     ORDER BY l.submitted_at DESC, l.seq DESC`,
    [link.referrer_key],
  );
  const rewards = rewardsOf(await sql.query<Row>(`${rowsSql} WHERE s.lead_id = ANY($1::uuid[])`, [leads.map((l) => l.id)]), today);
  return leads.map((l) => ({
    id: l.id,
    centerName: text(l.data.centerName),
    sentAt: new Date(l.submitted_at).toISOString(),
    subscribedOn: l.subscribed_on,
    endedOn: l.ended_on,
    rewards: rewards.filter((r) => r.referralId === l.id),
  }));
}
