import type { faqPage as en } from '../faqPage';
import type { Translation } from '../../i18n/translation';

/** /faq in Norwegian: the page's own words around the questions. */
export const faqPage: Translation<typeof en> = {
  title: 'Ofte stilte spørsmål',
  lead: 'Språk, oppdateringer, roller, priser og personvern: dette spør sentrene om før de begynner.',
  listLabel: 'Spørsmål og svar',
  contact: {
    title: 'Lurer du fortsatt på noe?',
    text: 'Spør oss direkte, eller bestill en demo og se svarene på skjermen, med spørsmålene fra ditt eget team.',
  },
};
