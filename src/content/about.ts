import { chrome } from './chrome';

/** /about: vision (the footer's sentence, one source), mission and what we do (spec section 2). */
export const about = {
  title: 'About us',
  purposeTitle: 'Vision and mission',
  visionEyebrow: 'Our vision',
  missionEyebrow: 'Our mission',
  work: { eyebrow: 'What we do', title: 'One place for the whole center' },
  testimonials: { eyebrow: 'Client testimonials', title: 'What centers tell us', sampleTag: 'Sample' },
  team: { eyebrow: 'Team', title: 'The people behind Heartwork', sampleTag: 'Sample profile' },
  partners: { eyebrow: 'Partners', title: 'Working alongside', sampleLogoAlt: (partner: string) => `${partner} (sample partner logo)` },
  contact: {
    title: 'Would you like to see Heartwork at your center?',
    text: 'We would love to hear how your team works today. Book a demo, or simply write to us.',
  },
  lead: 'We build software for residential lifestyle and health centers, so their teams spend their days with people, not paperwork.',
  vision: chrome.vision,
  mission:
    'To give every lifestyle and health center more time for care: we turn the paperwork of a residential program into automations the whole team can trust.',
  whatWeDo: [
    'Heartwork brings the whole center into one place: guest data, bookings, medical records, discharge letters, scheduling, statistics, research and the kitchen.',
    'Schedules are generated for you, reminders go out on their own, and results from the laboratory arrive where the doctor needs them. Every role sees what its duties need, in English, Romanian or Norwegian.',
    'We release a new version every two weeks, shaped with the centers already using Heartwork every day.',
  ],
} as const;
