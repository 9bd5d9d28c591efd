/** Affiliate rewards (spec section 9): the one configuration of `oneCookie` and `threeCookies`. */
export const rewards = {
  oneCookie: { amountEur: 30, label: 'one cookie' },
  threeCookies: { months: 3, label: 'three cookies' },
  /** Months the referred center must stay subscribed before three cookies are paid. */
  paidAfterMonths: 6,
  /** A paid plan of at least this many months is required. */
  minimumPlanMonths: 6,
} as const;
