/** The consent banner's words (one source for the banner, the footer button and the tests). */
export const consentText = {
  title: 'May we count your visit?',
  body:
    'With your permission we use Amplitude, an analytics service, to count page visits and clicks, so we learn which parts of this site help centers most. Nothing is sent until you choose, and you can change your mind at any time with “Privacy choices” at the bottom of the page.',
  policyLink: 'Read our privacy policy',
  accept: 'Accept analytics',
  decline: 'Decline',
  current: {
    granted: 'Right now analytics is on.',
    denied: 'Right now analytics is off.',
  },
  settingsButton: 'Privacy choices',
} as const;
