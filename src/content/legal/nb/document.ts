import { legalLastUpdated as en } from '../document';
import type { Translation } from '../../../i18n/translation';

export type { LegalBlock, LegalSection, LegalDocument } from '../document';

/** Spec section 9: both documents were last updated on 26 Jul 2024, written the Norwegian way ('26. juli 2024'). */
export const legalLastUpdated: Translation<typeof en> = {
  text: new Intl.DateTimeFormat('nb-NO', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(en.iso)),
  iso: en.iso,
};
