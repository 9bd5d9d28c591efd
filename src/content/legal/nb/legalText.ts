import type { legalText as en } from '../legalText';
import type { Translation } from '../../../i18n/translation';

/** The words of a legal page around its document, in Norwegian. */
export const legalText: Translation<typeof en> = {
  lastUpdated: 'Sist oppdatert',
  contents: 'Innhold',
};
