import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { affiliateText } from '../../src/content/affiliate';
import { scholarshipText } from '../../src/content/scholarship';
import type { FormPostName } from '../../src/domain/formPosts';
import { messages } from '../../src/domain/messages';

/** The words of the pages a plain form post is answered with (JavaScript off or failed). */
export const formPageText = {
  /** What replaces the form once the server has the lead: the script's own thank-you where it fits. */
  thanks: {
    demo: waitlistText.success.full,
    join: waitlistText.success.full,
    pricing: waitlistText.success.short,
    // The script's version adds that the form is ready for the next referral; this page has no form.
    affiliate: affiliateText.notices.succeeded.split('. ')[0] + '.',
    scholarship: scholarshipText.form.success,
  } satisfies Record<FormPostName, string>,
  thanksTitle: 'Thank you',
  another: 'Send another',
  fix: {
    title: 'Please check the form',
    heading: messages.fieldsToFix,
  },
  tooMany: (seconds: number) =>
    `We are receiving a lot from your network just now. What you typed is kept below: please send it again in ${seconds} seconds.`,
  tooLong: 'The form is longer than any complete form can be. Please shorten the longest text and send it again.',
  unreadable: 'The form arrived in a shape we cannot read. Please fill it in again.',
  notStored: 'We could not store the form just now. What you typed is kept below: please send it again in a moment.',
  crossSite: 'This form can only be sent from the Heartwork site itself. Nothing was stored.',
} as const;
