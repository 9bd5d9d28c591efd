import { formatNumber } from '../i18n/format';

/** Words the form controls share (the multi-select's summary and placeholder, a text field's length). */
export const formText = {
  choose: 'Choose…',
  /** The multi-select's summary: '2 selected: Bookings, Statistics'. */
  selected: (count: number, labels: string) => `${count} selected: ${labels}`,
  /** A text field near its limit: '4,600 of 5,000 characters'. */
  count: (length: number, max: number) => `${formatNumber(length)} of ${formatNumber(max)} characters`,
  /** A paste the limit cut short. */
  pasteCut: (max: number, cut: number) =>
    `Only the first ${formatNumber(max)} characters fit. ` +
    (cut === 1 ? 'The last character you pasted was left out.' : `The last ${formatNumber(cut)} characters you pasted were left out.`),
} as const;
