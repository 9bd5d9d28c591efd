import type { faqPage as en } from '../faqPage';
import type { Translation } from '../../i18n/translation';

/** /faq in Romanian: the page's own words around the questions. */
export const faqPage: Translation<typeof en> = {
  title: 'Întrebări frecvente',
  lead: 'Limbi, actualizări, roluri, prețuri și confidențialitate: ce ne întreabă centrele înainte de a începe.',
  listLabel: 'Întrebări și răspunsuri',
  contact: {
    title: 'Mai aveți nelămuriri?',
    text: 'Întrebați-ne direct sau programați o demonstrație și vedeți răspunsurile pe ecran, pornind chiar de la întrebările echipei dumneavoastră.',
  },
};
