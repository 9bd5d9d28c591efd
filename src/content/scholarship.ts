import type { ScholarshipField } from '../domain/scholarship';
import { ranges } from '../domain/limits';
import { config } from '../services/config';

/**
 * The Scholarship Program page's words (spec sections 2 and 9): the three steps, the e-mail
 * template for potential sponsors, and the application form.
 */
export const scholarshipProgram = {
  /** Step 1: how many potential sponsors to write to. */
  sponsorsToContact: 10,
} as const;

/** The placeholders of the sponsor e-mail, each to be replaced by the sender. */
export const sponsorPlaceholders = ['[Sponsor name]', '[Your name]', '[Health center name]', '[Position]', '[Contact info]'] as const;

export const sponsorEmailTemplate = `Subject: Would you help [Health center name] care for more people?

Dear [Sponsor name],

My name is [Your name], and I am [Position] at [Health center name]. Every day we help our guests toward a healthier life in body, mind and spirit, and we would rather spend our time with them than with paperwork.

We are applying to the ${config.appName} Scholarship Program, which gives centers like ours the software for the front desk, medical records, schedules and more. For our first year, ${config.appName} matches whatever a sponsor provides: every amount you give counts twice.

Would you consider sponsoring us? I would be glad to tell you more about our work and what your support would make possible.

With gratitude,
[Your name]
[Position], [Health center name]
[Contact info]`;

export const scholarshipText = {
  title: `${config.appName} Scholarship Program`,
  tagline: 'Nobody gets left behind.',
  lead: 'A new center, or one going through a hard season, should not have to choose between its guests and its paperwork. Three steps, and we walk them with you.',
  stepsLabel: 'How the program works',
  stepLabel: (n: number) => `Step ${n}`,
  sponsors: {
    title: `Write to ${scholarshipProgram.sponsorsToContact} potential sponsors`,
    text: `Choose ${scholarshipProgram.sponsorsToContact} people from your contacts who might sponsor your center: a former guest, a local business, a church, a foundation. Send each of them this e-mail, with the words in brackets replaced by your own.`,
    templateLabel: 'E-mail to a potential sponsor',
    copy: 'Copy the e-mail',
    copied: 'Copied',
    copyFailed: 'Copying did not work here: the e-mail is selected, so you can copy it yourself.',
  },
  freeTier: {
    title: 'Start free with the Front Desk',
    text: `Sign up for the Front Desk module: it is free forever. Your center is then listed on our booking engine for lifestyle centers, so guests can find you and book online; ${config.appName} takes a small commission on each booking it brings you.`,
    link: { href: '/pricing', label: 'See the Front Desk plan' },
  },
  apply: {
    title: 'Apply directly',
    text: `Send us your sponsorship application. For new and distressed centers, our support lasts the first year and matches whatever your sponsors provide.`,
    closing: 'Fill in the form below.',
  },
  form: {
    title: 'Your sponsorship application',
    name: 'Sponsorship application',
    requiredNote: 'Fields marked * are required.',
    labels: {
      centerName: 'Center name',
      contactPersonName: 'Your name',
      position: 'Your position at the center',
      email: 'Your email',
      phone: 'Phone',
      country: 'Country',
      situation: 'Your center’s situation',
      sponsorsContacted: 'How many potential sponsors have you written to?',
      message: 'Tell us about your center and the support it needs',
    } satisfies Record<ScholarshipField, string>,
    placeholders: {
      situation: 'Choose one *',
    },
    hints: {
      sponsorsContacted: `Step 1 suggests ${scholarshipProgram.sponsorsToContact}. Any whole number from ${ranges.sponsorsContacted.min} to ${ranges.sponsorsContacted.max} is fine.`,
      message: 'How long you have been open, how many guests you welcome, and what makes it hard right now.',
    },
    missing: 'To send your application, please complete:',
    submit: 'Send application',
    submitting: 'Sending…',
    retry: 'Try again',
    success: 'Thank you! Your application has reached us. We will read it carefully and write back to you.',
  },
} as const;
