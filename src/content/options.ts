/**
 * The labels of the forms' option lists, by value (issue 17). The values and their order live in
 * the domain (src/domain/features.ts, affiliate.ts, scholarship.ts), which reads these labels: the
 * pages show them in their language, and the server (alerts, never built per locale) in English.
 */
export const optionLabels = {
  /** The wait-list's feature picker's groups (spec section 3). */
  featureGroups: { Reception: 'Reception', Medical: 'Medical', Others: 'Others' },
  /** The interesting features (spec section 3's table). */
  features: {
    guests: 'Guests data management',
    bookings: 'Bookings',
    automaticEmails: 'Automatic emails/SMS',
    onlineBooking: 'Online booking',
    medicalRecord: 'Medical record',
    ultrasound: 'Ultrasound template',
    'medical-letter': 'Patient discharge summary',
    'automatic-scheduling': 'Automatic treatment scheduling',
    statistics: 'Statistics',
    research: 'Research',
    'blood-tests': 'Blood tests results integration',
    kitchen: 'Kitchen management',
    depCommunication: 'Inter-department communication',
    taskManagement: 'Task management',
    automaticReminders: 'Automatic reminders',
    'follow-up': 'Follow-up',
    mobileApp: 'Mobile app',
    accounting: 'Accounting',
  },
  /** The affiliate form: how the affiliate knows the center. */
  relationship: {
    'work-there': 'I work there',
    guest: 'I was a guest or patient there',
    partner: 'I am a supplier or partner',
    'know-director': 'I know the director or the team',
    other: 'Other',
  },
  /** The affiliate form: where the center stands today. */
  centerStage: {
    opening: 'Opening soon',
    paper: 'Running on paper and spreadsheets',
    'other-software': 'Using other software',
    unknown: 'Not sure',
  },
  /** The scholarship form: why the center applies. */
  situation: {
    new: 'A new center',
    distressed: 'A center in financial difficulty',
    other: 'Other',
  },
} as const;
