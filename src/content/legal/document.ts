/** The shape of a legal page: dated, in numbered sections of paragraphs and lists. */
export type LegalBlock = string | { list: readonly string[] } | { contact: true } | { when: LegalCondition; text: string };

/**
 * A paragraph true only while the server is set so (issue 35): shown when the server marks the
 * page's <html> with `data-messages` (SMTP_URL set) or `data-follow-up` (FOLLOW_UP_AFTER_HOURS set),
 * hidden otherwise by the site's styles: the prerendered page stays one page, and no promise shows
 * that the server does not keep.
 */
export type LegalCondition = 'messages' | 'followUp';

export interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

import { formatDate } from '../../i18n/format';

/** Spec section 9: both documents were last updated on 26 Jul 2024 ('26 Jul 2024' in English, the page's language's own way elsewhere). */
const iso = '2024-07-26';
export const legalLastUpdated = {
  text: formatDate(new Date(`${iso}T12:00:00Z`), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  iso,
} as const;
