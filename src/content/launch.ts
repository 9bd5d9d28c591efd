/**
 * Launch content: every value the owner must provide before the site goes live, in one place.
 *
 * Values wrapped in `sample(...)` are invented stand-ins. `npm run check:launch` lists each one
 * still in place and fails until none is left; a production build prints the same list. To fill a
 * value, replace `sample(x)` by the real value (or set its VITE_* variable at build time, where
 * one is named). A section of people or partners that has no real content yet can be switched off
 * with `show: false` instead of showing invented people.
 *
 * The about page's testimonials, team and partners are in launchAbout.ts, same rules: a module of
 * their own so that the first load of every other page does not carry them (issue 20).
 */
const env: Record<string, string | undefined> =
  (import.meta.env as Record<string, string | undefined> | undefined) ??
  // tsx (the launch check, the brochure script) has no import.meta.env: read the process's.
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ??
  {};

const samples = new Set<unknown>();
/** Marks an invented value: the launch check reports it while it is still the one in use. */
export function sample<T>(value: T): T {
  samples.add(value);
  return value;
}

export interface SocialLink {
  name: 'Facebook' | 'LinkedIn' | 'Instagram' | 'YouTube';
  href: string;
}

export const launch = {
  contact: {
    email: env.VITE_CONTACT_EMAIL ?? sample('hello@heartwork.example'),
    phone: env.VITE_CONTACT_PHONE ?? sample('+40 700 000 000'),
    address: env.VITE_CONTACT_ADDRESS ?? sample('Str. Exemplu 1, 400000 Cluj-Napoca, Romania'),
  },
  /** The footer's social panel: the center's own profile pages, not the networks' home pages. */
  social: sample<readonly SocialLink[]>([
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
  ]),
  /** The 'See it in action' video on YouTube (played from youtube-nocookie.com, on request only). */
  demoVideoId: env.VITE_DEMO_VIDEO_ID ?? sample('heartwork00'),
  /**
   * The brochure offered beside the demo form. The committed `public/brochure.pdf` is a sample
   * made by scripts/brochure.ts; the check knows it by this digest, so replacing the file is enough.
   */
  brochure: { href: '/brochure.pdf', file: 'public/brochure.pdf', sampleSha256: '4a9ece6b9d7eb66f4abc13c9a5cca2d08540c03d9762782949b6d449a9a2ae43' },
};

export type Launch = typeof launch;

/** Whether a value is one of the invented stand-ins above. */
export const isSample = (value: unknown): boolean => samples.has(value);

/** Whether the page shows the samples of a section as samples (a note and tags), i.e. not yet real. */
export const showsSamples = (section: { items?: unknown; members?: unknown }): boolean => isSample(section.items ?? section.members);
