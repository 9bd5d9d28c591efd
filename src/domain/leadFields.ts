import { centerStageOptions, relationshipOptions } from './affiliate';
import { attributionFields, attributionLabels } from './attribution';
import { featureOptions } from './features';
import { fieldNames, type ResourceName } from './resources';
import { situationOptions } from './scholarship';

/**
 * A lead's fields as the team reads them (issues 15 and 36): the label of each field and of each
 * option value, in English (the alerts and the inbox are not translated). One source for the
 * alert e-mails and webhooks (server/alerts/message.ts) and the inbox's record (src/components/inbox).
 */

/** Labels where the field's name does not read well by itself. */
const labels: Record<string, string> = {
  refferalContact: 'Referral contact',
  guestCountPerMonth: 'Guests per month',
  hasCenter: 'Has a center',
  interestedFeatures: 'Interested in',
  otherFeatures: 'Other features',
  scheduleMeetingNotes: 'Meeting times',
  meetingStart: 'Booked meeting (ISO time)',
  meetingTimeZone: "Visitor's time zone",
  shortForm: 'Short form (pricing page)',
  nameA: 'Referred by',
  emailA: 'Referrer email',
  otherInfo: 'Other information',
  centerStage: 'Where the center stands',
  relationship: 'How they know the center',
  sponsorsContacted: 'Sponsors contacted',
  ...attributionLabels,
};

const optionLabels: Record<string, ReadonlyArray<{ value: string; label: string }>> = {
  interestedFeatures: featureOptions,
  relationship: relationshipOptions,
  centerStage: centerStageOptions,
  situation: situationOptions,
  // The language the lead wrote in (issue 17): the team answers in it.
  locale: [
    { value: 'en', label: 'English' },
    { value: 'ro', label: 'Romanian' },
    { value: 'nb', label: 'Norwegian (Bokmål)' },
  ],
};

/** Fields that only say how the record is stored. */
const storageFields = new Set(['status', 'submitted']);

const humanize = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const fieldLabel = (field: string): string => labels[field] ?? humanize(field);

/** A stored value as words: option labels for option values, 'yes' / 'no', lists joined. */
export function fieldValueText(field: string, value: unknown): string {
  const options = optionLabels[field];
  const label = (v: unknown) => options?.find((o) => o.value === v)?.label ?? String(v);
  if (Array.isArray(value)) return value.map(label).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return label(value);
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A record's filled fields, labelled, in the form's order, where it came from last. */
export function labelledFields(resource: ResourceName, record: Record<string, unknown>): { field: string; label: string; value: string }[] {
  const attribution = new Set<string>(attributionFields);
  const order = [...fieldNames(resource).filter((f) => !attribution.has(f)), ...attributionFields];
  return order
    .filter((f) => !storageFields.has(f) && !isEmpty(record[f]))
    .map((f) => ({ field: f, label: fieldLabel(f), value: fieldValueText(f, record[f]) }));
}
