import { unlessOutage } from '../db/outage';
import { todayIn } from '../../src/domain/rewardSchedule';
import type { SqlClient } from '../db/sql';
import { listRewards } from './rewards';

/** Rolls back a reward's notice that could not be queued (messages off): it is tried at the next round. */
class NotQueued extends Error {}

/**
 * The referrer hears when a reward falls due (issue 36, item 8): for every reward due (or already
 * paid) that has had no e-mail, one `message.reward-due` to the referrer's address, in the
 * referral's language, through the outbox. The notice row and the message commit together, so a
 * reward is announced once across crashes and processes; with messages off nothing is recorded,
 * and the rewards are announced once they are on. Returns how many were queued.
 */
export async function queueRewardNotices(sql: SqlClient, today: string, log: (message: string) => void = console.error): Promise<number> {
  const noticed = new Set(
    (await sql.query<{ lead_id: string; kind: string }>(`SELECT lead_id, kind FROM reward_notices`)).map((n) => `${n.lead_id}/${n.kind}`),
  );
  const owed = (await listRewards(sql, today)).filter((r) => (r.state === 'due' || r.state === 'paid') && !noticed.has(`${r.referralId}/${r.kind}`));
  let queued = 0;
  for (const reward of owed) {
    try {
      await sql.transaction(async (tx) => {
        const [lead] = await tx.query<{ email: string; locale: string }>(
          `SELECT btrim(data->>'emailA', E' \\t\\r\\n') AS email, coalesce(data->>'locale', 'en') AS locale FROM leads WHERE id = $1 FOR UPDATE`,
          [reward.referralId],
        );
        if (!lead?.email) throw new NotQueued();
        const [{ id }] = await tx.query<{ id: string | null }>(
          `SELECT enqueue_message($1, 'message.reward-due', $2, $3, jsonb_build_object('kind', $4::text)) AS id`,
          [reward.referralId, lead.email, lead.locale, reward.kind],
        );
        if (!id) throw new NotQueued();
        const taken = await tx.query(`INSERT INTO reward_notices (lead_id, kind, message_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING lead_id`, [
          reward.referralId,
          reward.kind,
          id,
        ]);
        // Another process announced it meanwhile: this message goes back with the transaction.
        if (!taken.length) throw new NotQueued();
      });
      queued++;
    } catch (error) {
      if (!(error instanceof NotQueued)) log(`A reward's e-mail could not be queued (tried again within the hour): ${(error as Error).message}`);
    }
  }
  return queued;
}

/** Every hour (and a minute after start), the rewards that fell due since: the three cookies months after the subscription. */
export function scheduleRewardNotices(sql: SqlClient, wake: () => void, log: (message: string) => void = console.error) {
  const round = () =>
    queueRewardNotices(sql, todayIn('UTC'), log).then(
      (n) => n && wake(),
      (error) => unlessOutage(log)(error, `Reward e-mails: ${(error as Error).message}`),
    );
  const first = setTimeout(round, 60_000);
  const hourly = setInterval(round, 3_600_000);
  first.unref();
  hourly.unref();
  return { stop: () => (clearTimeout(first), clearInterval(hourly)) };
}
