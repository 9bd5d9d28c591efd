import { sample } from './launch';

/**
 * Launch content of the about page: testimonials, team and partners (see launch.ts for the rules:
 * `sample(...)` marks an invented value, `show: false` switches a section off). Apart from
 * launch.ts only so that no other page's first load carries it.
 */
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

export const launchAbout = {
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
