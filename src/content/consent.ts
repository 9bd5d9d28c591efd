/** The consent banner's words (one source for the banner, the footer button and the tests). */
export const consentText = {
  title: 'May we count your visit?',
  body: 'With your permission we use Amplitude, an analytics service, to count visits and clicks, so we learn what helps centers most. Nothing is sent until you choose; you can change your mind any time under “Privacy choices” at the bottom of the page.',
  policyLink: 'Read our privacy policy',
  accept: 'Accept analytics',
  decline: 'Decline',
  current: {
    granted: 'Right now analytics is on.',
    denied: 'Right now analytics is off.',
  },
  settingsButton: 'Privacy choices',
} as const;
