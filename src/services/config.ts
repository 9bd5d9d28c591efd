import { chrome } from '../content/chrome';
import { launch } from '../content/launch';

/**
 * App-wide settings: the product's name and the site's public origin. The values an owner must
 * provide before launch (contact details, social links, the demo video) live in
 * src/content/launch.ts and are re-exported here. VITE_* variables override them at build time.
 */
const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

export const config = {
  appName: 'Heartwork',
  /** In the page's language (src/content/chrome.ts). */
  tagline: chrome.tagline,
  /** Public origin used for canonical URLs, the sitemap and Open Graph tags. */
  siteOrigin: (env.VITE_SITE_ORIGIN ?? 'https://heartwork.example').replace(/\/$/, ''),
  contact: launch.contact,
  social: launch.social,
  demoVideoId: launch.demoVideoId,
  copyrightYear: 2024,
  vision: chrome.vision,
} as const;
