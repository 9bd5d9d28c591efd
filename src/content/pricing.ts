/** /pricing: the page's own words around the plan cards (src/content/plans.ts) and the short form. */
export const pricing = {
  title: 'Pricing',
  lead: 'Start with the Front Desk for free, and grow into the doctor’s office, the laboratory and the entire building when your center is ready.',
  plansLabel: 'Plans',
  billingPeriod: 'Billing period',
  /** Before and after the included plan's title: 'Everything in Front Desk, plus:'. */
  includes: (plan: string) => `Everything in ${plan}, plus:`,
  join: {
    eyebrow: 'Waiting list',
    title: 'Not ready to talk yet?',
    lead: 'Leave your email and we will let you know when there is a place for your center.',
  },
} as const;
