import type { demo as en } from '../demo';
import type { Translation } from '../../i18n/translation';

/** /demo in Norwegian: the page's header above the wait-list form. */
export const demo: Translation<typeof en> = {
  title: 'Bestill en demo',
  lead: 'Del så mye informasjon du ønsker, så forbereder vi en demo som passer senteret ditt.',
};
