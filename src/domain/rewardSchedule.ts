import { DateTime } from 'luxon';
import { rewards } from './rewards';

/**
 * When the affiliate rewards fall due (issue 36, item 8), from the one rewards config that the
 * affiliate page shows: one cookie when the referred center subscribes, three cookies once it has
 * stayed subscribed for `paidAfterMonths` months. Dates are calendar dates (`YYYY-MM-DD`); months
 * are added by luxon, which keeps a month-end date at the end of a shorter month (31 Aug + 6
 * months is 28 or 29 Feb), never rolling it into the next month.
 */
export const rewardKinds = ['oneCookie', 'threeCookies'] as const;
export type RewardKind = (typeof rewardKinds)[number];
export const isRewardKind = (value: string): value is RewardKind => (rewardKinds as readonly string[]).includes(value);

/** upcoming: not yet due; due: owed and not paid; paid; lapsed: the center left before it fell due. */
export type RewardState = 'upcoming' | 'due' | 'paid' | 'lapsed';

/** What a reward is worth, as the page states it: euros, or months of the center's subscription. */
export type RewardAmount = { amountEur: number } | { subscriptionMonths: number };
export const rewardAmount: Record<RewardKind, RewardAmount> = {
  oneCookie: { amountEur: rewards.oneCookie.amountEur },
  threeCookies: { subscriptionMonths: rewards.threeCookies.months },
};

const calendarDate = (iso: string): DateTime => {
  const date = DateTime.fromISO(iso, { zone: 'UTC' });
  if (!date.isValid || !/^\d{4}-\d\d-\d\d$/.test(iso)) throw new RangeError(`not a calendar date: ${iso}`);
  return date;
};

export const isCalendarDate = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    calendarDate(value);
    return true;
  } catch {
    return false;
  }
};

/** The day each reward of a referral subscribed on `subscribedOn` falls due. */
export function rewardDueDates(subscribedOn: string): Record<RewardKind, string> {
  const start = calendarDate(subscribedOn);
  return { oneCookie: start.toISODate()!, threeCookies: start.plus({ months: rewards.paidAfterMonths }).toISODate()! };
}

export interface Subscription {
  subscribedOn: string;
  /** The day the center stopped its subscription, if it did. */
  endedOn: string | null;
}

/**
 * A reward's state on `today` (a calendar date in the reader's zone). Three cookies need the
 * center still subscribed on their due day: one that left before it never earns them.
 */
export function rewardState(kind: RewardKind, subscription: Subscription, paid: boolean, today: string): RewardState {
  if (paid) return 'paid';
  const dueOn = rewardDueDates(subscription.subscribedOn)[kind];
  if (kind === 'threeCookies' && subscription.endedOn !== null && subscription.endedOn < dueOn) return 'lapsed';
  return dueOn <= today ? 'due' : 'upcoming';
}

/** Today's calendar date in `zone` (an IANA name). */
export const todayIn = (zone: string, now: Date = new Date()): string => DateTime.fromJSDate(now, { zone }).toISODate()!;
