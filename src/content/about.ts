import { config } from '../services/config';

/** /about: vision (the footer's sentence, one source), mission and what we do (spec section 2). */
export const about = {
  lead: 'We build software for residential lifestyle and health centers, so their teams spend their days with people, not paperwork.',
  vision: config.vision,
  mission:
    'To give every lifestyle and health center more time for care: we turn the paperwork of a residential program into automations the whole team can trust.',
  whatWeDo: [
    'Heartwork brings the whole center into one place: guest data, bookings, medical records, discharge letters, scheduling, statistics, research and the kitchen.',
    'Schedules are generated for you, reminders go out on their own, and results from the laboratory arrive where the doctor needs them. Every role sees what its duties need, in English, Romanian or Norwegian.',
    'We release a new version every two weeks, shaped with the centers already using Heartwork every day.',
  ],
} as const;

/** Sample testimonials: shown as samples until centers' own words are published. */
export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  center: string;
}

export const testimonialsNote = 'Sample testimonials, shown as examples until our centers publish their own words.';

export const testimonials: readonly Testimonial[] = [
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
];
