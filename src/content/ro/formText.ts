import type { formText as en } from '../formText';
import type { Translation } from '../../i18n/translation';
import { formatNumber } from '../../i18n/format';

/** 'de' between a number and its noun from 20 on (CLDR plural 'other' for Romanian). */
const de = (n: number): string => (new Intl.PluralRules('ro-RO').select(n) === 'other' ? 'de ' : '');

/** Words the form controls share, in Romanian. */
export const formText: Translation<typeof en> = {
  choose: 'Alegeți…',
  /** '1 opțiune selectată: Rezervări', '2 opțiuni selectate: …', '20 de opțiuni selectate: …'. */
  selected: (count: number, labels: string) => (count === 1 ? `1 opțiune selectată: ${labels}` : `${count} ${de(count)}opțiuni selectate: ${labels}`),
  count: (length, max) => `${formatNumber(length)} din ${formatNumber(max)} ${de(max)}caractere`,
  pasteCut: (max, cut) =>
    `Încap doar primele ${formatNumber(max)} ${de(max)}caractere. ` +
    (cut === 1 ? 'Ultimul caracter din textul lipit a fost omis.' : `Ultimele ${formatNumber(cut)} ${de(cut)}caractere din textul lipit au fost omise.`),
};
