/**
 * When a failed alert is tried again (issue 15): about 10 seconds after the first failure,
 * doubling up to an hour between tries, for up to three days; then it is marked failed and the
 * owner sees it (GET /api/alerts).
 */
export const retrySchedule = {
  firstDelayMs: 10_000,
  maxDelayMs: 60 * 60 * 1000,
  giveUpAfterMs: 3 * 24 * 60 * 60 * 1000,
} as const;

/** The wait after the `attempt`-th failed try (1-based): 10 s, 20 s, 40 s … 1 h, 1 h … */
export function retryDelayMs(attempt: number): number {
  return Math.min(retrySchedule.firstDelayMs * 2 ** Math.max(0, attempt - 1), retrySchedule.maxDelayMs);
}

/**
 * A try's timing (issue 38). One deadline for the whole try (connect, send, answer, on every
 * channel at once), shorter than the claim, so no try outlives its claim and a second process
 * never takes an alert that is still being sent; the fence (the claim's delivery id) keeps a late
 * outcome from being written over another's. A receiver slower than the deadline has its try cut
 * and retried. ALERT_DEADLINE_MS and ALERT_CLAIM_MS change them (alerts/config.ts).
 */
export const tryTiming = {
  /** Everything a try does, on all channels, ends by then. */
  deadlineMs: 90_000,
  /** How long a worker holds a claimed alert. */
  claimMs: 120_000,
};
export type TryTiming = typeof tryTiming;
