import type { notFound as en } from '../notFound';
import type { Translation } from '../../i18n/translation';

/** The not-found page in Norwegian. */
export const notFound: Translation<typeof en> = {
  title: 'Fant ikke siden',
  text: 'Siden du leter etter, kan ha blitt fjernet, fått nytt navn eller være midlertidig utilgjengelig.',
  home: 'Gå til forsiden',
};
