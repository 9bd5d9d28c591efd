import type { Translation } from '../../i18n/translation';
import type * as en from '../languages';

export const languagesText: Translation<typeof en.languagesText> = {
  switcherLabel: 'Språk',
  names: { en: 'English', ro: 'Română', nb: 'Norsk bokmål' },
  readIn: (name) => `Les denne siden på ${name}`,
};
