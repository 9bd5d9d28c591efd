import { affiliateText, referralEmail, type ReferralEmail, type ReferralEmailInput } from '../../src/content/affiliate';
import { affiliateText as nbAffiliateText } from '../../src/content/nb/affiliate';
import { affiliateText as roAffiliateText } from '../../src/content/ro/affiliate';
import { mailText } from '../../src/content/mail';
import { referralEmail as nbReferralEmail } from '../../src/content/nb/affiliate';
import { mailText as nbMailText } from '../../src/content/nb/mail';
import { referralEmail as roReferralEmail } from '../../src/content/ro/affiliate';
import { mailText as roMailText } from '../../src/content/ro/mail';
import { type Locale, locales } from '../../src/i18n/locale';
import type { Translation } from '../../src/i18n/translation';

/**
 * The words of the messages in each language. The server has no build-time swap
 * (docs/architecture.md 'Languages'): it imports every translation, and a locale left out here
 * fails the type check. The referral e-mail is the very function the /affiliate preview renders.
 */
export interface MailTexts {
  mail: Translation<typeof mailText>;
  referralEmail: (input: ReferralEmailInput) => Translation<ReferralEmail>;
  /** The preview's own labels (From, Reply-To, To, Subject). */
  previewLabels: Translation<typeof affiliateText.preview.labels>;
}

export const mailTexts: Record<Locale, MailTexts> = {
  en: { mail: mailText, referralEmail, previewLabels: affiliateText.preview.labels },
  ro: { mail: roMailText, referralEmail: roReferralEmail, previewLabels: roAffiliateText.preview.labels },
  nb: { mail: nbMailText, referralEmail: nbReferralEmail, previewLabels: nbAffiliateText.preview.labels },
};

/** A lead's language as stored (`locale`, src/domain/attribution.ts), English when unknown. */
export const mailLocale = (value: unknown): Locale => ((locales as readonly unknown[]).includes(value) ? (value as Locale) : 'en');
