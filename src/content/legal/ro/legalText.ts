import type { legalText as en } from '../legalText';
import type { Translation } from '../../../i18n/translation';

/** The words of a legal page around its document, in Romanian. */
export const legalText: Translation<typeof en> = {
  /** Before the date: 'Actualizat ultima dată la 26 iul. 2024'. */
  lastUpdated: 'Actualizat ultima dată la',
  contents: 'Cuprins',
};
