/**
 * The words of what every page shares (issue 17): the skip link, the navbar, the footer, the
 * preloader, the contact card, and the brand's tagline and vision (config.ts re-exports those two).
 */
export const chrome = {
  /** Spec section 1: the tagline, exact in English. */
  tagline: 'Heartwork, not paperwork.',
  vision: 'Leading people to a thriving life of physical, mental and spiritual health through technology and resources.',
  skipLink: 'Skip to content',
  navbar: {
    brandLabel: 'Heartwork home',
    label: 'Main',
    links: { home: 'Home', about: 'About', pricing: 'Pricing', affiliate: 'Invite' },
    bookDemo: 'Book a demo',
    menu: 'Menu',
  },
  footer: {
    label: 'Footer',
    company: 'Company',
    links: {
      about: 'About us',
      pricing: 'Pricing',
      affiliate: 'Affiliate program',
      scholarship: 'Scholarship Program',
      privacy: 'Privacy policy',
      terms: 'Terms and conditions',
    },
    contact: 'Contact',
    socialLabel: 'Social links',
    followUs: 'Follow us',
    /** A social network's link, named for a screen reader. */
    opensInNewTab: (network: string) => `${network} (opens in a new tab)`,
    /** After '© 2024 Heartwork'. */
    rightsReserved: '. All rights reserved.',
    goToTop: 'Go to top',
  },
  preloader: { loading: 'Loading page…' },
  contactCard: { bookDemo: 'Book a demo' },
} as const;
