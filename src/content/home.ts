import { config } from '../services/config';

/** The home page's words (spec sections 1 and 2), in the order the sections appear. */
export const home = {
  hero: {
    title: config.tagline,
    subtitle: 'Experience the power of automations in your team',
    lead: 'Software for residential lifestyle and health centers: guest data, bookings, medical records, schedules, research and the kitchen, working together.',
    joinCta: 'Join the waiting list',
    demoCta: 'Book a demo',
    facts: ['English, Romanian and Norwegian', 'Updated every two weeks', 'Front Desk free forever'],
    /** Little moments of a center's day, floating around the illustration (decoration). */
    moments: ['Schedules generated', 'Guest checked in', 'Blood results imported', 'Menu for 42 guests'],
    illustrationAlt: 'Illustration: a lifestyle center among green hills, and the day’s schedule on a tablet',
  },
  areas: {
    eyebrow: 'Areas covered',
    title: 'Everything your center runs on',
    lead: 'From the first booking to the last follow-up, each department works from the same page.',
  },
  features: {
    eyebrow: 'Features',
    title: 'Made for the way care teams work',
    lead: 'The small things that give a team back its hours.',
  },
  video: {
    eyebrow: 'See it in action',
    title: 'A day at the center, without the paperwork',
    lead: 'Two minutes with the schedules, the records and the kitchen.',
    play: 'Play the video: Heartwork in action',
    frameTitle: 'Heartwork in action (YouTube video)',
    note: 'The video plays from YouTube in privacy-enhanced mode, only once you press play.',
  },
  join: {
    eyebrow: 'Waiting list',
    title: 'Join the waiting list',
    lead: 'Tell us about your center and what you need first. We will get in touch to show you around.',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Questions centers ask us',
    more: 'Another question? Write to us at',
  },
} as const;
