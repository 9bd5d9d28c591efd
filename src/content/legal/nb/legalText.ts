import type { legalText as en } from '../legalText';
import type { Translation } from '../../../i18n/translation';

/** Ordene rundt et juridisk dokument (vilkår og personvernerklæring). */
export const legalText: Translation<typeof en> = {
  lastUpdated: 'Sist oppdatert',
  contents: 'Innhold',
};
