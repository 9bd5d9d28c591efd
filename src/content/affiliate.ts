import type { AffiliateField } from '../domain/affiliate';
import { messages } from '../domain/messages';
import { rewards } from '../domain/rewards';
import { config } from '../services/config';

/**
 * The affiliate page's words (spec sections 2 and 9): the program, its rewards (from the one
 * rewards config), the referral form and the e-mail the referred center would receive.
 */
const { oneCookie, threeCookies, paidAfterMonths, minimumPlanMonths } = rewards;

export const affiliateText = {
  title: 'Invite a center',
  lead: `Know a lifestyle or health center that still runs on paper? Introduce them to ${config.appName} and earn cookies when they join.`,
  rewards: {
    eyebrow: 'Affiliate program',
    title: 'Cookies for you, less paperwork for them',
    cards: [
      {
        amount: `${oneCookie.amountEur} €`,
        name: `One cookie`,
        text: `Earn ${oneCookie.label} (${oneCookie.amountEur} euros) for simply referring a center that subscribes.`,
      },
      {
        amount: `${threeCookies.months} months`,
        name: 'Three cookies',
        text: `${capitalise(threeCookies.label)} (${threeCookies.months} months of the referred center’s subscription) are paid after the first ${paidAfterMonths} months if the referred center subscribes.`,
      },
    ],
    condition: `Both need the referred center to take a paid plan of at least ${minimumPlanMonths} months.`,
  },
  steps: {
    title: 'How it works',
    items: [
      { title: 'Tell us about the center', text: 'Who runs it and how to reach them. Your details tell us whom to thank.' },
      {
        title: 'We write to them',
        text: 'A short, friendly e-mail in your name, like the preview you see as you fill in the form. Nothing else, no newsletter.',
      },
      { title: 'You earn cookies', text: 'When the center subscribes to a paid plan, we get in touch about your reward.' },
    ],
  },
  form: {
    title: 'Refer a center',
    name: 'Refer a center',
    requiredNote: 'Fields marked * are required.',
    groups: {
      center: 'The center',
      contact: 'Whom should we contact?',
      you: 'About you',
    },
    labels: {
      centerName: 'Center name',
      website: 'Website',
      centerStage: 'Where does the center stand today?',
      contactPersonName: 'Contact person name',
      email: 'Contact person email',
      phone: 'Contact person phone',
      relationship: 'How do you know the center?',
      otherInfo: 'Other information',
      nameA: 'Your name',
      emailA: 'Your email',
    } satisfies Record<AffiliateField, string>,
    /** Placeholders of required fields end with an asterisk (spec section 5). */
    placeholders: {
      centerName: 'Name of the center *',
      website: 'www.center.org *',
      centerStage: 'Choose one *',
      contactPersonName: 'Who should we talk to? *',
      email: 'name@center.org *',
      phone: '+40 700 000 000',
      relationship: 'Choose one *',
      otherInfo: 'Anything that helps us introduce Heartwork well',
      nameA: 'Your full name *',
      emailA: 'you@example.org *',
    } satisfies Record<AffiliateField, string>,
    submit: 'Submit',
    submitting: 'Submitting…',
    retry: 'Try again',
  },
  notices: {
    invalid: messages.affiliateInvalid,
    failed: {
      unreachable: 'Your referral could not be saved just now. What you typed is kept here, and we keep trying to save it.',
      refused: 'Your last change could not be saved. Please check the highlighted field.',
    },
    succeeded: 'Thank you! Your referral has been sent. The form is ready for your next referral.',
    /** A referral found sent (a reload after sending, or another tab sent it). */
    sent: 'Thank you! Your referral has been sent.',
  },
  preview: {
    title: 'The e-mail they will receive',
    waiting: 'The preview of the e-mail appears here once you have filled in the contact person’s name, your name and your email.',
    labels: { from: 'From', replyTo: 'Reply to', to: 'To', subject: 'Subject' },
  },
} as const;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface ReferralEmailInput {
  contactPersonName?: string;
  email?: string;
  centerName?: string;
  nameA?: string;
  emailA?: string;
}

/** The e-mail the referred center would receive, as plain strings (rendered as text, never as HTML). */
export interface ReferralEmail {
  from: string;
  replyTo: string;
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  signOff: string;
  signature: string;
}

export function referralEmail(input: ReferralEmailInput): ReferralEmail {
  const contact = input.contactPersonName?.trim() ?? '';
  const referrer = input.nameA?.trim() ?? '';
  const center = input.centerName?.trim() || 'your center';
  return {
    from: `${config.appName} <${config.contact.email}>`,
    replyTo: `${referrer} <${input.emailA?.trim() ?? ''}>`,
    to: input.email?.trim() ? `${contact} <${input.email.trim()}>` : contact,
    subject: `${referrer} thinks ${config.appName} could help ${center}`,
    greeting: `Dear ${contact},`,
    paragraphs: [
      `${referrer} suggested that we write to you about ${center}. ${config.appName} is software for residential lifestyle and health centers: guests and bookings, medical records and discharge letters, treatment schedules, statistics and the kitchen, all in one place.`,
      `The Front Desk module is free forever, so you can start with guests and bookings and grow from there. ${config.tagline}`,
      'Would you like a short demo? Simply reply to this e-mail and we will find a time that suits your team.',
    ],
    signOff: 'Warm regards,',
    signature: `The ${config.appName} team, on behalf of ${referrer}`,
  };
}
