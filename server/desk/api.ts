import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { actorName, ownerOnlyMessage, type Person } from '../../src/domain/people';
import { isTimeZone } from '../../src/domain/overview';
import { isCalendarDate, isRewardKind, todayIn } from '../../src/domain/rewardSchedule';
import { toCsv } from '../api/csv';
import { jsonOnly, limitBody, readJsonObject } from '../api/body';
import { BadInput, fail } from '../api/errors';
import type { SqlClient } from '../db/sql';
import { isRecordId } from '../db/store';
import { overview } from './overview';
import { queueRewardNotices } from './rewardNotices';
import { listRewards, markRewardPaid, markSubscribed, markSubscriptionEnded, payoutColumns, unmarkRewardPaid } from './rewards';

export interface DeskApiOptions {
  sql: SqlClient;
  now?: () => Date;
  /** A message was queued (a reward's e-mail to its referrer): the worker looks now. */
  wake?: () => void;
}

/**
 * The desk's overview and the affiliate rewards (issue 36, items 7 and 8), mounted at
 * /api/admin/desk behind the inbox's guard. Every change is a POST, PUT or DELETE (the anti-forgery
 * check applies), recorded with who made it. The rewards are the owner's (payouts: a sales member
 * works leads, and sees the overview).
 */
export function deskApi({ sql, now = () => new Date(), wake }: DeskApiOptions): Hono {
  const api = new Hono();
  // Who did it: the session's person (set by the inbox API's guard), as the audit log names them.
  const person = (c: Context): Person => (c.get('person') as Person | undefined) ?? { email: null, role: 'owner' };
  const who = (c: Context) => actorName(person(c));
  const ownerOnly: MiddlewareHandler = async (c, next) => (person(c).role === 'owner' ? next() : fail(c, 403, ownerOnlyMessage));
  api.use('/rewards/*', ownerOnly);
  api.use('/rewards', ownerOnly);
  api.use('/referrals/*', ownerOnly);
  const zoneOf = (c: Context) => {
    const zone = c.req.query('tz') || 'UTC';
    if (zone.length > 64 || !isTimeZone(zone)) throw new BadInput('tz is an IANA time zone such as Europe/Bucharest.', 'tz');
    return zone;
  };
  const today = (c: Context) => todayIn(zoneOf(c), now());
  const notFound = (c: Context) => fail(c, 404, 'Not found');
  const smallJson = [jsonOnly, limitBody(4096)] as const;

  api.get('/overview', async (c) => c.json(await overview(sql, zoneOf(c), now())));

  api.get('/rewards', async (c) => c.json(await listRewards(sql, today(c))));

  api.get('/rewards/csv', async (c) => {
    const rewards = await listRewards(sql, today(c));
    const state = c.req.query('state');
    const rows = state ? rewards.filter((r) => r.state === state) : rewards;
    return c.body(toCsv(rows as unknown as Record<string, unknown>[], [...payoutColumns]), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="payouts-${state ?? 'all'}-${today(c)}.csv"`,
    });
  });

  const rewardOf = (c: Context) => {
    const kind = c.req.param('kind') ?? '';
    const id = c.req.param('id') ?? '';
    return isRewardKind(kind) && isRecordId(id) ? { id, kind } : null;
  };

  api.post('/rewards/:id/:kind/paid', async (c) => {
    const reward = rewardOf(c);
    if (!reward) return notFound(c);
    const outcome = await markRewardPaid(sql, reward.id, reward.kind, who(c), now(), today(c));
    if (outcome === 'not-found') return notFound(c);
    if (outcome === 'not-due') return fail(c, 409, 'That reward is not due yet.');
    return c.json({ paid: true });
  });

  api.delete('/rewards/:id/:kind/paid', async (c) => {
    const reward = rewardOf(c);
    if (!reward) return notFound(c);
    return (await unmarkRewardPaid(sql, reward.id, reward.kind)) ? c.body(null, 204) : notFound(c);
  });

  // The referral's subscription: what the pipeline's 'subscribed' status (and 'lost') will set.
  api.put('/referrals/:id/subscription', ...smallJson, async (c) => {
    if (!isRecordId(c.req.param('id'))) return notFound(c);
    const { subscribedOn, endedOn } = await readJsonObject(c);
    if (subscribedOn !== null && !isCalendarDate(subscribedOn)) throw new BadInput('subscribedOn is a date (YYYY-MM-DD) or null.', 'subscribedOn');
    if (endedOn !== undefined && endedOn !== null && !isCalendarDate(endedOn)) throw new BadInput('endedOn is a date (YYYY-MM-DD) or null.', 'endedOn');
    if (subscribedOn !== null && subscribedOn > today(c)) throw new BadInput('subscribedOn cannot be a day to come.', 'subscribedOn');
    if (typeof endedOn === 'string' && typeof subscribedOn === 'string' && endedOn < subscribedOn)
      throw new BadInput('endedOn cannot be before subscribedOn.', 'endedOn');
    const id = c.req.param('id');
    let outcome = await markSubscribed(sql, id, subscribedOn as string | null, who(c));
    if (outcome !== 'not-a-referral' && outcome !== 'cleared' && endedOn !== undefined)
      outcome = await markSubscriptionEnded(sql, id, endedOn as string | null);
    if (outcome === 'not-a-referral') return notFound(c);
    // The one cookie falls due on the day it subscribed: its referrer hears now, not at the next hourly round.
    if ((await queueRewardNotices(sql, todayIn('UTC', now()))) > 0) wake?.();
    return c.json(outcome === 'cleared' ? { subscribedOn: null, endedOn: null } : outcome);
  });

  return api;
}
