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

/** How long a worker holds a claimed alert: longer than its slowest try (two channels, 15 s each). */
export const claimLeaseMs = 60_000;

/** Each channel's try is cut off after this. */
export const channelTimeoutMs = 15_000;
