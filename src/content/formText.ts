/** Words the form controls share (the multi-select's summary and placeholder). */
export const formText = {
  choose: 'Choose…',
  /** The multi-select's summary: '2 selected: Bookings, Statistics'. */
  selected: (count: number, labels: string) => `${count} selected: ${labels}`,
} as const;
