/** Every text of the demo form's time picker (issue 34), in one place (the view and its tests read it from here). */
export const meetingPickerText = {
  legend: 'Pick a time for your demo',
  lead: (minutes: number) => `A video meeting of ${minutes} minutes. We send you the invite and the link at once.`,
  zone: 'Your time zone',
  zoneNote: (zone: string) => `Times are shown in ${zone}.`,
  day: 'Day',
  times: 'Free times',
  none: 'None of these suit me (suggest a time in the box below)',
  chosen: (when: string) => `Your demo: ${when}.`,
  loading: 'Looking for free times…',
  failed: 'The free times could not be loaded. You can try again, or suggest a time in the box below.',
  retry: 'Load the free times again',
  noneFree: 'There are no free times in the coming weeks. Please suggest a time in the box below.',
  stale: 'The time you chose earlier is no longer free. Please pick another one.',
  /** Said after the refusal's own words (src/domain/messages.ts), once the free times are loaded afresh. */
  refreshed: 'The free times below are up to date. Nothing else you typed is lost.',
  /** Said after 'booking is off' (no times follow). */
  kept: 'Nothing else you typed is lost.',
} as const;
