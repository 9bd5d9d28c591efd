import type { RewardKind, RewardState } from './rewardSchedule';

/** One reward as the owner's desk and the payouts CSV see it (server/desk/rewards.ts makes them). */
export interface OwnerReward {
  referralId: string;
  kind: RewardKind;
  dueOn: string;
  state: RewardState;
  paidAt: string | null;
  paidBy: string | null;
  amountEur: number | null;
  subscriptionMonths: number | null;
  subscribedOn: string;
  endedOn: string | null;
  /** The referral as the owner knows it: the center, and the referrer's name and address. */
  centerName: string;
  referrerName: string;
  referrerEmail: string;
}
