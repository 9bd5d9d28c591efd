import { optionLabels } from '../content/options';

/** The interesting-features options of the demo form (spec section 3), grouped for the picker; labels in src/content/options.ts. */
export const featureGroups = ['Reception', 'Medical', 'Others'] as const;
export type FeatureGroup = (typeof featureGroups)[number];

export const featureOptions = [
  { group: 'Reception', label: optionLabels.features['guests'], value: 'guests' },
  { group: 'Reception', label: optionLabels.features['bookings'], value: 'bookings' },
  { group: 'Reception', label: optionLabels.features['automaticEmails'], value: 'automaticEmails' },
  { group: 'Reception', label: optionLabels.features['onlineBooking'], value: 'onlineBooking' },
  { group: 'Medical', label: optionLabels.features['medicalRecord'], value: 'medicalRecord' },
  { group: 'Medical', label: optionLabels.features['ultrasound'], value: 'ultrasound' },
  { group: 'Medical', label: optionLabels.features['medical-letter'], value: 'medical-letter' },
  { group: 'Medical', label: optionLabels.features['automatic-scheduling'], value: 'automatic-scheduling' },
  { group: 'Medical', label: optionLabels.features['statistics'], value: 'statistics' },
  { group: 'Medical', label: optionLabels.features['research'], value: 'research' },
  { group: 'Medical', label: optionLabels.features['blood-tests'], value: 'blood-tests' },
  { group: 'Others', label: optionLabels.features['kitchen'], value: 'kitchen' },
  { group: 'Others', label: optionLabels.features['depCommunication'], value: 'depCommunication' },
  { group: 'Others', label: optionLabels.features['taskManagement'], value: 'taskManagement' },
  { group: 'Others', label: optionLabels.features['automaticReminders'], value: 'automaticReminders' },
  { group: 'Others', label: optionLabels.features['follow-up'], value: 'follow-up' },
  { group: 'Others', label: optionLabels.features['mobileApp'], value: 'mobileApp' },
  { group: 'Others', label: optionLabels.features['accounting'], value: 'accounting' },
] as const satisfies readonly { group: FeatureGroup; label: string; value: string }[];

/** A group's label as the picker shows it. */
export const featureGroupLabel = (group: FeatureGroup): string => optionLabels.featureGroups[group];

export type FeatureValue = (typeof featureOptions)[number]['value'];
export const featureValues = featureOptions.map((o) => o.value) as FeatureValue[];
