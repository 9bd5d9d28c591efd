import { legalLastUpdated as en } from '../document';
import type { Translation } from '../../../i18n/translation';

export type { LegalBlock, LegalSection, LegalDocument } from '../document';

/** Spec section 9: begge dokumentene ble sist oppdatert 26. juli 2024 (datoen skrevet med Intl på norsk). */
export const legalLastUpdated: Translation<typeof en> = {
  text: new Intl.DateTimeFormat('nb-NO', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(en.iso)),
  iso: en.iso,
};
