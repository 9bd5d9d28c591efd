import type { consentText as en } from '../consent';
import type { Translation } from '../../i18n/translation';

/** The consent banner's words in Romanian (banner, footer button). */
export const consentText: Translation<typeof en> = {
  title: 'Ne permiteți să vă numărăm vizita?',
  body: 'Cu permisiunea dumneavoastră folosim Amplitude, un serviciu de analiză, pentru a număra vizitele și clicurile, ca să aflăm ce le este cel mai util centrelor. Nu trimitem nimic până nu alegeți; vă puteți răzgândi oricând din „Opțiuni de confidențialitate”, în partea de jos a paginii.',
  policyLink: 'Citiți politica noastră de confidențialitate',
  accept: 'Accept analiza vizitelor',
  decline: 'Refuz',
  current: {
    granted: 'În acest moment, analiza este activată.',
    denied: 'În acest moment, analiza este dezactivată.',
  },
  settingsButton: 'Opțiuni de confidențialitate',
};
