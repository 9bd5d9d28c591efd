/**
 * App-wide settings: the one place for the product's name, contact details, social links and
 * the site's public origin. Values can be overridden at build time with VITE_* variables.
 */
const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

export const config = {
  appName: 'Heartwork',
  tagline: 'Heartwork, not paperwork.',
  /** Public origin used for canonical URLs, the sitemap and Open Graph tags. */
  siteOrigin: (env.VITE_SITE_ORIGIN ?? 'https://heartwork.example').replace(/\/$/, ''),
  contact: {
    email: env.VITE_CONTACT_EMAIL ?? 'hello@heartwork.example',
    phone: env.VITE_CONTACT_PHONE ?? '+40 700 000 000',
    address: env.VITE_CONTACT_ADDRESS ?? 'Str. Exemplu 1, 400000 Cluj-Napoca, Romania',
  },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
  ],
  /** The 'See it in action' video on YouTube (played from youtube-nocookie.com, on request only). */
  demoVideoId: env.VITE_DEMO_VIDEO_ID ?? 'heartwork00',
  copyrightYear: 2024,
  vision:
    'Leading people to a thriving life of physical, mental and spiritual health through technology and resources.',
} as const;
