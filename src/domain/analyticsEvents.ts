/**
 * The analytics event names (spec section 7), one place for the machines' named actions, the
 * actors that bind them and the pages. Names are what the product team sees in Amplitude.
 */
export const analyticsEvents = {
  pageView: 'Page View',
  /** Spec: tracked when the home page loads. */
  homeViewed: 'View Saas Page',
  /** Spec: tracked when the demo video's play button is clicked. */
  videoPlayClicked: 'Clicked youtube video',
  faqOpened: 'FAQ Opened',
  /** The wait-list form: a field changed (its name only), opened from the follow-up e-mail, sent. */
  waitlistFieldChanged: 'Waitlist field changed',
  waitlistModeOpened: 'Waitlist opened from follow-up email',
  waitlistSubmitted: 'Waitlist form submitted',
  scholarshipViewed: 'View Scholarship Page',
  affiliateSaveFailed: 'Affiliate Save Error',
  affiliateSubmitted: 'Affiliate Referral Submitted',
  scholarshipSubmitted: 'Scholarship Application Submitted',
} as const;

export type AnalyticsEventName = (typeof analyticsEvents)[keyof typeof analyticsEvents];
