import type { ReferralEmail, ReferralEmailInput } from '../../src/content/affiliate';
import type { MailForm } from '../../src/content/mail';
import type { Locale } from '../../src/i18n/locale';
import { localePath } from '../../src/i18n/paths';
import type { LeadRecord, ResourceName } from '../../src/domain/resources';
import type { Translation } from '../../src/i18n/translation';
import { mailTexts } from './texts';

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
}

/** A message kind: renders its mail, or null when it must not go any more (a draft sent meanwhile). */
export type MessageRenderer = (input: MessageInput) => Promise<RenderedMail | null>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Paragraphs (and an optional link) as plain text and as simple, escaped HTML. */
export function mailBody(parts: { paragraphs: string[]; link?: { intro: string; url: string; label?: string; note?: string }; after?: string[]; closing: string[]; footer?: string }) {
  const { paragraphs, link, after = [], closing, footer } = parts;
  const text = [
    ...paragraphs,
    ...(link ? [link.intro ? `${link.intro}\n${link.url}` : link.url, ...(link.note ? [link.note] : [])] : []),
    ...after,
    closing.join('\n'),
    ...(footer ? [`--\n${footer}`] : []),
  ].join('\n\n');
  const p = (t: string) => `<p style="margin:0 0 1em">${escapeHtml(t).replace(/\n/g, '<br>')}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1d2b36;max-width:36em">',
    ...paragraphs.map(p),
    ...(link
      ? [
          ...(link.intro ? [p(link.intro)] : []),
          `<p style="margin:0 0 1em"><a href="${escapeHtml(link.url)}" style="color:#0b5cad;font-weight:bold">${escapeHtml(link.label ?? link.url)}</a></p>`,
          ...(link.note ? [`<p style="margin:0 0 1em;font-size:14px;color:#4a5a66">${escapeHtml(link.note)}</p>`] : []),
        ]
      : []),
    ...after.map(p),
    p(closing.join('\n')),
    ...(footer ? [`<p style="margin:2em 0 0;font-size:13px;color:#4a5a66">${escapeHtml(footer)}</p>`] : []),
    '</body></html>',
  ].join('\n');
  return { text, html };
}

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

/** The private page's address in the lead's language (server/messages/leadPage.ts). */
export const leadPageUrl = (siteUrl: string, locale: Locale, token: string) => `${siteUrl}${localePath(locale, '/lead')}?token=${token}`;

const confirmation: MessageRenderer = async ({ resource, record, locale, siteUrl, linkToken }) => {
  const { mail } = mailTexts[locale];
  const form = resource as MailForm;
  const c = mail.confirmation;
  const received = form === 'affiliates' ? c.received.affiliates(str(record.contactPersonName), str(record.centerName)) : c.received[form];
  const url = leadPageUrl(siteUrl, locale, await linkToken());
  return {
    subject: c.subject[form],
    ...mailBody({
      paragraphs: [c.greeting(personName(resource, record)), received, c.next[form]],
      link: { intro: c.linkIntro[form], url, note: c.linkNote },
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
  return { subject: email.subject, text, html, from: email.from, toName: str(record.contactPersonName), replyTo: { name: str(record.nameA), address: str(record.emailA) } };
};

/** The link /demo already answers (spec section 4: mode follow-up-email-opened prefills the e-mail). */
export const followUpUrl = (siteUrl: string, locale: Locale, email: string) =>
  `${siteUrl}${localePath(locale, '/demo')}?mode=follow-up-email-opened&email=${encodeURIComponent(email)}`;

const followUp: MessageRenderer = async ({ resource, record, locale, siteUrl }) => {
  // A draft sent (or judged spam) since the follow-up was asked for gets none.
  if (record.status === 'submitted' || record.submitted === true) return null;
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

/**
 * Every kind of message, by its outbox event. The meeting invite (issue 34) adds its kind here,
 * or takes over `message.confirmation` for a lead with a booked time (one e-mail, not two).
 */
export const messageRenderers: Record<string, MessageRenderer> = {
  'message.confirmation': confirmation,
  'message.referral': referral,
  'message.follow-up': followUp,
};
