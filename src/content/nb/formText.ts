import type { formText as en } from '../formText';
import type { Translation } from '../../i18n/translation';
import { formatNumber } from '../../i18n/format';

/** Words the form controls share, in Norwegian (the multi-select's summary and placeholder). */
export const formText: Translation<typeof en> = {
  choose: 'Velg …',
  selected: (count, labels) => `${count} valgt: ${labels}`,
  count: (length, max) => `${formatNumber(length)} av ${formatNumber(max)} tegn`,
  pasteCut: (max, cut) =>
    `Bare de første ${formatNumber(max)} tegnene får plass. ` +
    (cut === 1 ? 'Det siste tegnet du limte inn, ble utelatt.' : `De siste ${formatNumber(cut)} tegnene du limte inn, ble utelatt.`),
};
