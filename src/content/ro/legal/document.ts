import { legalLastUpdated as en } from '../../legal/document';
import type { Translation } from '../../../i18n/translation';

/** Both documents were last updated on 26 July 2024: the date in Romanian, the ISO date unchanged. */
export const legalLastUpdated: Translation<typeof en> = { text: '26 iulie 2024', iso: en.iso };
