import type { formText as en } from '../formText';
import type { Translation } from '../../i18n/translation';

/** Words the form controls share, in Norwegian (the multi-select's summary and placeholder). */
export const formText: Translation<typeof en> = {
  choose: 'Velg …',
  selected: (count, labels) => `${count} valgt: ${labels}`,
};
