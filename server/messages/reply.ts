import type { MailForm } from '../../src/content/mail';
import type { Locale } from '../../src/i18n/locale';
import type { ResourceName } from '../../src/domain/resources';
import { mailBody } from './mailBody';
import type { MessageRenderer } from './render';
import { mailTexts } from './texts';

/** The subject of a reply to a lead, in the lead's language. */
export const replySubject = (resource: ResourceName, locale: Locale): string => mailTexts[locale].mail.reply.subject[resource as MailForm];

/**
 * A reply written in the inbox (issue 36 item 4; queued by server/desk/store.ts): the team
 * member's words exactly as written, in whatever language they wrote them; the subject, the
 * signature and the last line are the template's, in the lead's language. It comes from the
 * site's address; replies to it go to the team member who wrote it (Reply-To).
 */
export const replyMail: MessageRenderer = async ({ resource, locale, payload }) => {
  const { mail } = mailTexts[locale];
  const body = typeof payload.body === 'string' ? payload.body : '';
  const replyTo = typeof payload.replyTo === 'string' ? payload.replyTo : '';
  // Paragraphs as the member typed them: a blank line parts two, a single break stays inside one.
  const paragraphs = body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    subject: replySubject(resource, locale),
    ...mailBody({ paragraphs, closing: [mail.signature], footer: mail.reply.why }),
    ...(replyTo && { replyTo: { name: '', address: replyTo } }),
  };
};
