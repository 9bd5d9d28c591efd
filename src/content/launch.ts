/**
 * Launch content: every value the owner must provide before the site goes live, in one place.
 *
 * Values wrapped in `sample(...)` are invented stand-ins. `npm run check:launch` lists each one
 * still in place and fails until none is left; a production build prints the same list. To fill a
 * value, replace `sample(x)` by the real value (or set its VITE_* variable at build time, where
 * one is named). A section of people or partners that has no real content yet can be switched off
 * with `show: false` instead of showing invented people.
 */
const env: Record<string, string | undefined> =
  (import.meta.env as Record<string, string | undefined> | undefined) ??
  // tsx (the launch check, the brochure script) has no import.meta.env: read the process's.
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ??
  {};

const samples = new Set<unknown>();
/** Marks an invented value: the launch check reports it while it is still the one in use. */
function sample<T>(value: T): T {
  samples.add(value);
  return value;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  center: string;
}

export interface TeamMember {
  name: string;
  role: string;
  /** Avatar colours from the site palette. */
  tone: 'green' | 'peach' | 'sand' | 'sage';
}

export interface Partner {
  name: string;
  /** A logo file in src/assets/partners/ (SVG or PNG, shown 220 x 72). */
  logo: string;
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
  testimonials: {
    show: true,
    note: 'Sample testimonials, shown as examples until our centers publish their own words.',
    items: sample<readonly Testimonial[]>([
      {
        quote: 'Our mornings used to start with a stack of papers. Now the schedule is ready before the first guest wakes up.',
        name: 'Sample Name',
        role: 'Program coordinator',
        center: 'Sample Lifestyle Center',
      },
      {
        quote: 'Discharge letters that took an evening now take minutes, and nothing gets lost between the doctor and the nurse.',
        name: 'Example Person',
        role: 'Medical director',
        center: 'Example Health Retreat',
      },
      {
        quote: 'The kitchen finally knows how many guests are coming and what each one may eat, without a single phone call.',
        name: 'Placeholder Name',
        role: 'Head of kitchen',
        center: 'Placeholder Clinic',
      },
      {
        quote: 'Guests book online and get their reminders automatically. Our front desk can simply welcome people.',
        name: 'Demo Person',
        role: 'Front desk manager',
        center: 'Demo Wellness Foundation',
      },
    ]),
  },
  team: {
    show: true,
    note: 'Sample profiles: the names and roles below are placeholders for our team.',
    members: sample<readonly TeamMember[]>([
      { name: 'Sample Member One', role: 'Founder and product lead', tone: 'green' },
      { name: 'Sample Member Two', role: 'Medical advisor', tone: 'peach' },
      { name: 'Sample Member Three', role: 'Lead developer', tone: 'sage' },
      { name: 'Sample Member Four', role: 'Customer success', tone: 'sand' },
    ]),
  },
  partners: {
    show: true,
    note: 'Sample partner logos, shown until our partners’ own logos are published.',
    items: sample<readonly Partner[]>([
      { name: 'Sample Lifestyle Center', logo: 'sample-lifestyle-center.svg' },
      { name: 'Example Health Retreat', logo: 'example-health-retreat.svg' },
      { name: 'Placeholder Clinic', logo: 'placeholder-clinic.svg' },
      { name: 'Demo Wellness Foundation', logo: 'demo-wellness-foundation.svg' },
    ]),
  },
};

export type Launch = typeof launch;

/** Whether a value is one of the invented stand-ins above. */
export const isSample = (value: unknown): boolean => samples.has(value);

/** Whether the page shows the samples of a section as samples (a note and tags), i.e. not yet real. */
export const showsSamples = (section: { items?: unknown; members?: unknown }): boolean =>
  isSample(section.items ?? section.members);
