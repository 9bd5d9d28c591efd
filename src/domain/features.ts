/** The interesting-features options of the demo form (spec section 3), grouped for the picker. */
export const featureGroups = ['Reception', 'Medical', 'Others'] as const;
export type FeatureGroup = (typeof featureGroups)[number];

export const featureOptions = [
  { group: 'Reception', label: 'Guests data management', value: 'guests' },
  { group: 'Reception', label: 'Bookings', value: 'bookings' },
  { group: 'Reception', label: 'Automatic emails/SMS', value: 'automaticEmails' },
  { group: 'Reception', label: 'Online booking', value: 'onlineBooking' },
  { group: 'Medical', label: 'Medical record', value: 'medicalRecord' },
  { group: 'Medical', label: 'Ultrasound template', value: 'ultrasound' },
  { group: 'Medical', label: 'Patient discharge summary', value: 'medical-letter' },
  { group: 'Medical', label: 'Automatic treatment scheduling', value: 'automatic-scheduling' },
  { group: 'Medical', label: 'Statistics', value: 'statistics' },
  { group: 'Medical', label: 'Research', value: 'research' },
  { group: 'Medical', label: 'Blood tests results integration', value: 'blood-tests' },
  { group: 'Others', label: 'Kitchen management', value: 'kitchen' },
  { group: 'Others', label: 'Inter-department communication', value: 'depCommunication' },
  { group: 'Others', label: 'Task management', value: 'taskManagement' },
  { group: 'Others', label: 'Automatic reminders', value: 'automaticReminders' },
  { group: 'Others', label: 'Follow-up', value: 'follow-up' },
  { group: 'Others', label: 'Mobile app', value: 'mobileApp' },
  { group: 'Others', label: 'Accounting', value: 'accounting' },
] as const satisfies readonly { group: FeatureGroup; label: string; value: string }[];

export type FeatureValue = (typeof featureOptions)[number]['value'];
export const featureValues = featureOptions.map((o) => o.value) as FeatureValue[];
