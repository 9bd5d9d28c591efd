import type { ReferralEmail, ReferralEmailInput } from '../../src/content/affiliate';
import type { MailForm } from '../../src/content/mail';
import type { Locale } from '../../src/i18n/locale';
import { localePath } from '../../src/i18n/paths';
import { resources, type LeadRecord, type ResourceName } from '../../src/domain/resources';
import type { Translation } from '../../src/i18n/translation';
import type { SqlClient } from '../db/sql';
import { meetingMail } from './meetingMail';
import { replyMail } from './reply';
import { leadPageUrl } from './links';
import { mailBody } from './mailBody';
import { mailTexts } from './texts';
import { referrerPageText } from '../../src/content/referrerPage';
import { rewardAmount } from '../../src/domain/rewardSchedule';
import { referrerPageUrl, referrerToken } from '../desk/rewards';

export { leadPageUrl, mailBody };

/** An e-mail to a person, ready for the transport: one text, in plain text and HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The From header when the message names its own (the referral e-mail, as previewed). */
  from?: string;
  /** The To header with a display name, when the message names one (the address is the row's). */
  toName?: string;
  replyTo?: { name: string; address: string };
  /** A calendar invite (nodemailer's `icalEvent`: a text/calendar part), for the meeting invite of issue 34. */
  icalEvent?: { method: string; content: string; filename?: string };
  /** Files (an .ics copy of the invite). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** What a message's renderer is given: its lead as stored, its language, and a way to make its private link. */
export interface MessageInput {
  resource: ResourceName;
  record: LeadRecord;
  locale: Locale;
  payload: Record<string, unknown>;
  /** The site's public origin (SITE_URL), for links. */
  siteUrl: string;
  /** Makes this message's private link token (links.ts): only called by messages that carry one. */
  linkToken(): Promise<string>;
  /** The outbox row's id (a meeting e-mail's page link is made per message). */
  messageId: string;
  /** The database, for the renderers that read more than the lead (the meeting e-mails). */
  sql: SqlClient;
}

/** A message kind: renders its mail, or null when it must not go any more (a draft sent meanwhile). */
export type MessageRenderer = (input: MessageInput) => Promise<RenderedMail | null>;

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A stored referral as the preview's input (the fields it reads, as the form holds them). */
export const referralInput = (data: Record<string, unknown>): ReferralEmailInput => ({
  contactPersonName: str(data.contactPersonName),
  email: str(data.email),
  centerName: str(data.centerName),
  nameA: str(data.nameA),
  emailA: str(data.emailA),
});

/** The referral e-mail's body as the preview shows it (src/components/affiliate/EmailPreview.tsx). */
export function referralText(email: Translation<ReferralEmail>): string {
  return [email.greeting, ...email.paragraphs, `${email.signOff}\n${email.signature}`].join('\n\n');
}

const personName = (resource: ResourceName, record: LeadRecord) =>
  str(resource === 'affiliates' ? record.nameA : resource === 'waitlist-records' ? record.name : record.contactPersonName);

const confirmation: MessageRenderer = async ({ resource, record, locale, siteUrl, linkToken, sql, messageId }) => {
  const { mail } = mailTexts[locale];
  const form = resource as MailForm;
  const c = mail.confirmation;
  const received = form === 'affiliates' ? c.received.affiliates(str(record.contactPersonName), str(record.centerName)) : c.received[form];
  const url = leadPageUrl(siteUrl, locale, await linkToken());
  // The referrer also gets their own page: every referral they made and the rewards (issue 36).
  const referrer =
    form === 'affiliates'
      ? [
          {
            intro: referrerPageText[locale].mailLinkIntro,
            url: referrerPageUrl(siteUrl, locale, await referrerToken(sql, String(record._id), messageId)),
            note: referrerPageText[locale].mailLinkNote,
          },
        ]
      : [];
  return {
    subject: c.subject[form],
    ...mailBody({
      paragraphs: [c.greeting(personName(resource, record)), received, c.next[form]],
      link: [{ intro: c.linkIntro[form], url, note: c.linkNote }, ...referrer],
      closing: [mail.signOff, mail.signature],
      footer: mail.why,
    }),
  };
};

/** Exactly the previewed e-mail: From, To, Reply-To, subject and body (issue 35, point 2). */
const referral: MessageRenderer = async ({ record, locale }) => {
  const email = mailTexts[locale].referralEmail(referralInput(record));
  const text = referralText(email);
  const html = mailBody({ paragraphs: [email.greeting, ...email.paragraphs], closing: [email.signOff, email.signature] }).html;
  return {
    subject: email.subject,
    text,
    html,
    from: email.from,
    toName: str(record.contactPersonName),
    replyTo: { name: str(record.nameA), address: str(record.emailA) },
  };
};

/** The link /demo already answers (spec section 4: mode follow-up-email-opened prefills the e-mail). */
export const followUpUrl = (siteUrl: string, locale: Locale, email: string) =>
  `${siteUrl}${localePath(locale, '/demo')}?mode=follow-up-email-opened&email=${encodeURIComponent(email)}`;

const followUp: MessageRenderer = async ({ resource, record, locale, siteUrl }) => {
  // A draft sent (or judged spam) since the follow-up was asked for gets none.
  if (resources[resource].isSubmitted(record)) return null;
  const { mail } = mailTexts[locale];
  const f = mail.followUp;
  return {
    subject: f.subject,
    ...mailBody({
      paragraphs: [f.greeting(personName(resource, record)), f.body],
      link: { intro: '', url: followUpUrl(siteUrl, locale, str(record.email)), label: f.linkLabel },
      after: [f.ignore],
      closing: [mail.signOff, mail.signature],
      footer: mail.why,
    }),
  };
};

/** A reward fell due (issue 36): which one, for which center, and the referrer's page. */
const rewardDue: MessageRenderer = async ({ record, locale, payload, siteUrl, sql, messageId }) => {
  const kind = payload.kind;
  if (kind !== 'oneCookie' && kind !== 'threeCookies') return null;
  const t = referrerPageText[locale];
  const amount = rewardAmount[kind];
  const worth = 'amountEur' in amount ? t.amountEur(amount.amountEur) : t.amountMonths(amount.subscriptionMonths);
  const { mail } = mailTexts[locale];
  return {
    subject: t.rewardMail.subject(t.rewardNames[kind]),
    ...mailBody({
      paragraphs: [t.rewardMail.greeting(str(record.nameA)), t.rewardMail.body(t.rewardNames[kind], worth, str(record.centerName))],
      link: {
        intro: t.rewardMail.linkIntro,
        url: referrerPageUrl(siteUrl, locale, await referrerToken(sql, String(record._id), messageId)),
        note: t.mailLinkNote,
      },
      closing: [mail.signOff, mail.signature],
      footer: mail.why,
    }),
  };
};

/**
 * Every kind of message, by its outbox event. A lead sent with a booked time gets the meeting
 * invite instead of its confirmation (one e-mail, not two): the booking turns the row into a
 * `message.meeting` (server/meetings/messages.ts).
 */
export const messageRenderers: Record<string, MessageRenderer> = {
  'message.confirmation': confirmation,
  'message.meeting': meetingMail,
  'message.referral': referral,
  'message.follow-up': followUp,
  'message.reward-due': rewardDue,
  'message.reply': replyMail,
};
