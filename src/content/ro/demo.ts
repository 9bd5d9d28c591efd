import type { demo as en } from '../demo';
import type { Translation } from '../../i18n/translation';

/** /demo in Romanian: the page's header above the wait-list form. */
export const demo: Translation<typeof en> = {
  title: 'Programați o demonstrație',
  lead: 'Oferiți-ne atâtea informații câte doriți să împărtășiți, iar noi vom pregăti o demonstrație potrivită pentru centrul dumneavoastră.',
};
