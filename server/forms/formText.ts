import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { waitlistText as nbWaitlistText } from '../../src/components/waitlist/nb/waitlistText';
import { waitlistText as roWaitlistText } from '../../src/components/waitlist/ro/waitlistText';
import { type FieldMessages, sayFieldError } from '../../src/components/form/errorMessage';
import { affiliateText } from '../../src/content/affiliate';
import { formAnswerText } from '../../src/content/formAnswer';
import { affiliateText as nbAffiliateText } from '../../src/content/nb/affiliate';
import { formAnswerText as nbFormAnswerText } from '../../src/content/nb/formAnswer';
import { scholarshipText as nbScholarshipText } from '../../src/content/nb/scholarship';
import { affiliateText as roAffiliateText } from '../../src/content/ro/affiliate';
import { formAnswerText as roFormAnswerText } from '../../src/content/ro/formAnswer';
import { scholarshipText as roScholarshipText } from '../../src/content/ro/scholarship';
import { scholarshipText } from '../../src/content/scholarship';
import type { FieldError } from '../../src/domain/fieldError';
import type { FormPostName } from '../../src/domain/formPosts';
import { messages } from '../../src/domain/messages';
import { messages as nbMessages } from '../../src/domain/nb/messages';
import { messages as roMessages } from '../../src/domain/ro/messages';
import { type Locale, locales } from '../../src/i18n/locale';
import { splitLocale } from '../../src/i18n/paths';
import type { Translation } from '../../src/i18n/translation';

/**
 * The text modules a form's answer is made of, in each language. The server has no build-time
 * swap (docs/architecture.md 'Languages'): it imports every translation, and a locale left out
 * here fails the type check.
 */
interface TextModules {
  waitlist: Translation<typeof waitlistText>;
  affiliate: Translation<typeof affiliateText>;
  scholarship: Translation<typeof scholarshipText>;
  messages: Translation<typeof messages>;
  answer: Translation<typeof formAnswerText>;
}
const textModules: Record<Locale, TextModules> = {
  en: { waitlist: waitlistText, affiliate: affiliateText, scholarship: scholarshipText, messages, answer: formAnswerText },
  ro: { waitlist: roWaitlistText, affiliate: roAffiliateText, scholarship: roScholarshipText, messages: roMessages, answer: roFormAnswerText },
  nb: { waitlist: nbWaitlistText, affiliate: nbAffiliateText, scholarship: nbScholarshipText, messages: nbMessages, answer: nbFormAnswerText },
};

/** The words of the pages a plain form post is answered with (JavaScript off or failed). */
function pageText({ waitlist, affiliate, scholarship, messages: words, answer }: TextModules) {
  return {
    /** What replaces the form once the server has the lead: the script's own thank-you where it fits. */
    thanks: {
      demo: waitlist.success.full,
      join: waitlist.success.full,
      pricing: waitlist.success.short,
      // The script's version adds that the form is ready for the next referral; this page has no form.
      affiliate: affiliate.notices.succeeded.split('. ')[0] + '.',
      scholarship: scholarship.form.success,
    } satisfies Record<FormPostName, string>,
    thanksTitle: answer.thanksTitle,
    another: answer.another,
    fix: {
      title: answer.fixTitle,
      heading: words.fieldsToFix,
      /** What a form says of itself when refused, as its script does (spec section 8: the referral's sentence). */
      lead: { affiliate: affiliate.notices.invalid } as Partial<Record<FormPostName, string>>,
    },
    /** Why a field is refused, in this language's messages. */
    fieldError: (error: FieldError) => sayFieldError(words satisfies FieldMessages, error),
    tooMany: answer.tooMany,
    tooLong: answer.tooLong,
    unreadable: answer.unreadable,
    notStored: answer.notStored,
    crossSite: answer.crossSite,
    notSent: answer.notSent,
  };
}
export type FormPageText = ReturnType<typeof pageText>;

export const formPageTexts: Record<Locale, FormPageText> = {
  en: pageText(textModules.en),
  ro: pageText(textModules.ro),
  nb: pageText(textModules.nb),
};

/** English: the answers whose post could not be read (so its language is not known). */
export const formPageText = formPageTexts.en;

/** The locale a post or a link names (the forms' hidden `locale` field); anything else is English. */
export function formLocale(value: string | undefined): Locale {
  return (locales as readonly string[]).includes(value ?? '') ? (value as Locale) : 'en';
}

/**
 * The language of the page a post was sent from, by that page's address (the `Referer` a browser
 * sends with a same-origin post: /ro/demo is Romanian): how a post is answered before its body,
 * and the `locale` field in it, can be read (a refusal for its type, its size or its origin).
 */
export function refererLocale(referer: string | undefined): Locale {
  if (!referer) return 'en';
  try {
    return splitLocale(new URL(referer).pathname).locale;
  } catch {
    return 'en';
  }
}
