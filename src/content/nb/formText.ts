import type { formText as en } from '../formText';
import type { Translation } from '../../i18n/translation';

/** Ord skjemakontrollene deler (sammendraget og plassholderen i flervalget). */
export const formText: Translation<typeof en> = {
  choose: 'Velg …',
  selected: (count, labels) => `${count} valgt: ${labels}`,
};
