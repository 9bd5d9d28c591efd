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
