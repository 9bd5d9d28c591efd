import { useState, type ReactElement } from 'react';
import type { FieldErrors } from '../../../machines/draftForm';
import { featureGroups, featureOptions, type FeatureValue } from '../../domain/features';
import { limits } from '../../domain/fields';
import type { WaitlistDraft, WaitlistField } from '../../domain/waitlist';
import { CheckboxField } from '../form/CheckboxField';
import { useFieldIds } from '../form/fieldParts';
import { MultiSelectField } from '../form/MultiSelectField';
import { TextAreaField } from '../form/TextAreaField';
import { TextField } from '../form/TextField';
import { waitlistText } from './waitlistText';

const { labels, hints } = waitlistText;

const groups = featureGroups.map((group) => ({
  label: group,
  options: featureOptions.filter((o) => o.group === group),
}));

export interface WaitlistFieldsProps {
  draft: WaitlistDraft;
  errors: FieldErrors<keyof WaitlistDraft>;
  readOnly: boolean;
  onField: <K extends WaitlistField>(field: K, value: WaitlistDraft[K]) => void;
  onFeatures: (features: FeatureValue[]) => void;
}

/** The short form's one field (the pricing page). */
export function WaitlistShortFields({ draft, errors, readOnly, onField }: WaitlistFieldsProps): ReactElement {
  return (
    <TextField
      name="email"
      type="email"
      label={labels.shortEmail}
      autoComplete="email"
      required
      readOnly={readOnly}
      maxLength={limits.email}
      value={draft.email}
      error={errors.email}
      onChange={(v) => onField('email', v)}
    />
  );
}

/** The full form's fields in the spec's order (section 2, Demo). */
export function WaitlistFullFields({ draft, errors, readOnly, onField, onFeatures }: WaitlistFieldsProps): ReactElement {
  const centerIds = useFieldIds('center-details');
  const referralIds = useFieldIds('referral-details');
  // Whether someone told the visitor about us is not part of the entry: the box starts ticked
  // when a restored draft names a referral contact, then follows the visitor's choice.
  const [toldChoice, setToldChoice] = useState<boolean | null>(null);
  const told = toldChoice ?? Boolean(draft.refferalContact);
  const text = (field: 'name' | 'center' | 'country' | 'website' | 'otherFeatures' | 'refferalContact' | 'scheduleMeetingNotes' | 'notes') => ({
    name: field,
    label: labels[field],
    value: draft[field],
    error: errors[field],
    readOnly,
    onChange: (v: string) => onField(field, v),
  });

  return (
    <>
      <p className="form__note">{waitlistText.requiredNote}</p>
      <TextField {...text('name')} required autoComplete="name" maxLength={limits.shortText} />
      <TextField
        name="email"
        type="email"
        label={labels.email}
        autoComplete="email"
        required
        readOnly={readOnly}
        maxLength={limits.email}
        value={draft.email}
        error={errors.email}
        onChange={(v) => onField('email', v)}
      />
      <CheckboxField
        name="hasCenter"
        label={labels.hasCenter}
        checked={Boolean(draft.hasCenter)}
        disabled={readOnly}
        controls={centerIds.control}
        onChange={(v) => onField('hasCenter', v)}
      />
      <div id={centerIds.control} className="form__reveal" hidden={!draft.hasCenter}>
        <TextField {...text('center')} required autoComplete="organization" maxLength={limits.shortText} />
        <TextField {...text('country')} autoComplete="country-name" maxLength={limits.shortText} />
        <TextField {...text('website')} type="url" inputMode="url" hint={hints.website} autoComplete="url" maxLength={limits.url} />
      </div>
      <MultiSelectField
        name="interestedFeatures"
        label={labels.interestedFeatures}
        hint={hints.interestedFeatures}
        placeholder={waitlistText.featuresPlaceholder}
        groups={groups}
        value={draft.interestedFeatures ?? []}
        error={errors.interestedFeatures}
        disabled={readOnly}
        onChange={onFeatures}
      />
      <TextAreaField {...text('otherFeatures')} rows={2} maxLength={limits.freeText} />
      <CheckboxField
        name="toldAboutUs"
        label={labels.toldAboutUs}
        checked={told}
        disabled={readOnly}
        controls={referralIds.control}
        onChange={setToldChoice}
      />
      <div id={referralIds.control} className="form__reveal" hidden={!told}>
        <TextField {...text('refferalContact')} maxLength={limits.freeText} />
      </div>
      <TextAreaField {...text('scheduleMeetingNotes')} rows={2} hint={hints.scheduleMeetingNotes} maxLength={limits.freeText} />
      <TextAreaField {...text('notes')} rows={4} maxLength={limits.freeText} />
    </>
  );
}
