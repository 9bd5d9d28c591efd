/**
 * Each product page's title and description (the <title>, the description meta and Open Graph),
 * by path (spec section 2). src/routes.ts reads them; the sample template pages stay English there.
 */
export const routeText = {
  '/': {
    title: 'Heartwork: software for lifestyle and health centers',
    description:
      'Heartwork, not paperwork. Guest data, bookings, medical records, scheduling, research and kitchen for residential lifestyle and health centers.',
  },
  '/demo': {
    title: 'Book a demo | Heartwork',
    description: 'Book a demo of Heartwork or join the waiting list: tell us about your center and the areas you need.',
  },
  '/faq': {
    title: 'Frequently asked questions | Heartwork',
    description: 'Languages, updates, roles and permissions, pricing tiers and data privacy: answers about Heartwork.',
  },
  '/about': {
    title: 'About us | Heartwork',
    description: 'Our vision, our mission and the team building software for lifestyle and health centers.',
  },
  '/pricing': {
    title: 'Pricing | Heartwork',
    description: 'Start free with the Front Desk module and grow into the doctor’s office, the laboratory and the entire building.',
  },
  '/affiliate': {
    title: 'Invite a center | Heartwork',
    description: 'Refer a lifestyle center to Heartwork and earn cookies: 30 euros for a referral, three months of subscription after six.',
  },
  '/scholarship': {
    title: 'Scholarship Program | Heartwork',
    description: 'Nobody gets left behind: how new and distressed centers can get Heartwork sponsored for their first year.',
  },
  '/terms-and-conditions': {
    title: 'Terms and conditions | Heartwork',
    description: 'The terms that apply to using the Heartwork website and its forms.',
  },
  '/privacy-policy': {
    title: 'Privacy policy | Heartwork',
    description: 'What the Heartwork website stores, why, for how long, and how to ask for deletion.',
  },
  /** The not-found page (any unknown path, and /error). */
  notFound: {
    title: 'Page Not Found | Heartwork',
    description: 'The page might have been removed, renamed or be temporarily unavailable.',
  },
} as const;
