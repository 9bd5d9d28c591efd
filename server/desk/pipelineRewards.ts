import { DateTime } from 'luxon';
import type { LeadStatus } from '../../src/domain/pipeline';
import type { ResourceName } from '../../src/domain/resources';
import { todayIn } from '../../src/domain/rewardSchedule';
import type { SqlClient } from '../db/sql';
import { queueRewardNotices } from './rewardNotices';
import { markSubscribed, markSubscriptionEnded } from './rewards';

/** A lead's step in its pipeline, as the inbox API made it (issue 36, item 3). */
export interface StatusStep {
  resource: ResourceName;
  id: string;
  status: LeadStatus;
  /** The status it left. */
  previous: LeadStatus;
  /** When it happened: its day in `zone` is the day that counts. */
  at: Date;
  /** The owner's time zone (an IANA name the runtime knows). */
  zone: string;
  by: string;
}

/**
 * A referral's pipeline, as its rewards read it (issue 36, items 3 and 8): 'subscribed' on a day
 * makes the one-cookie reward due and starts the months of the three-cookie one; 'lost' ends the
 * subscription that day; back to 'subscribed' from 'lost' resumes the same subscription (an undo
 * keeps its first day); any other step away from them takes the subscription back (an undo or a
 * correction: no reward for a center that did not subscribe).
 */
export async function rewardsFollowStatus(sql: SqlClient, step: StatusStep, wake?: () => void): Promise<void> {
  if (step.resource !== 'affiliates' || step.status === step.previous) return;
  const day = DateTime.fromJSDate(step.at, { zone: step.zone }).toISODate()!;
  if (step.status === 'subscribed' && step.previous === 'lost') await markSubscriptionEnded(sql, step.id, null);
  else if (step.status === 'subscribed') await markSubscribed(sql, step.id, day, step.by);
  else if (step.status === 'lost') await markSubscriptionEnded(sql, step.id, day);
  else if (step.previous === 'subscribed' || step.previous === 'lost') await markSubscribed(sql, step.id, null, step.by);
  // The one cookie is due the day the center subscribed: its referrer hears it now.
  if (step.status === 'subscribed' && (await queueRewardNotices(sql, todayIn('UTC', new Date()))) > 0) wake?.();
}
