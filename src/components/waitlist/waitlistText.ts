/** Every text of the wait-list form, in one place (the view and its tests read it from here). */
export const waitlistText = {
  title: 'Join the waiting list',
  subtitle: 'Book a demo or join the waiting list: share as much information as you are comfortable with.',
  formName: 'Join the waiting list',
  requiredNote: 'Fields marked * are required.',
  labels: {
    name: 'Name',
    email: 'Email',
    shortEmail: 'Your email',
    hasCenter: 'I already have a center/organization',
    center: 'Center/organization name',
    country: 'Country',
    website: 'Website',
    interestedFeatures: 'Which features interest you?',
    otherFeatures: 'Other features you need',
    toldAboutUs: 'Someone told you about us?',
    refferalContact: 'Who told you about us? (name and how to reach them)',
    scheduleMeetingNotes: 'Suggest a date and time for a demo meeting',
    notes: 'Anything else you would like us to know?',
  },
  hints: {
    interestedFeatures: 'Choose as many as you like.',
    scheduleMeetingNotes: 'We will send you a confirmation and a link to the video meeting.',
    website: 'For example www.your-center.org',
  },
  featuresPlaceholder: 'Choose features',
  submit: 'Submit',
  submitting: 'Submitting…',
  retry: 'Try again',
  /** The autosave stopped: shown above 'Try again' until it is pressed. */
  success: {
    full: 'Thank you! We have received your request and will contact you soon to arrange your demo.',
    short: 'Thank you! You are on the waiting list.',
    expandBefore: 'Want to tell us more about your center and book a demo? ',
    expandAction: 'click here',
    expandAfter: '.',
  },
  contact: {
    heading: 'Talk to us',
    lead: 'Prefer to talk first? Write or call us, or take the brochure with you.',
    email: 'Email',
    phone: 'Phone',
    brochure: 'Download the brochure (PDF)',
  },
} as const;

/** The brochure in public/ (built by scripts/brochure.ts). */
export const brochureHref = '/brochure.pdf';
