import { useState, type ReactElement } from 'react';
import type { FieldErrors } from '../../../machines/draftForm';
import { featureGroupLabel, featureGroups, featureOptions, type FeatureValue } from '../../domain/features';
import { waitlistRules, type WaitlistDraft, type WaitlistField } from '../../domain/waitlist';
import { fieldBinder } from '../form/bindField';
import { errorMessage } from '../form/errorMessage';
import { CheckboxField } from '../form/CheckboxField';
import { useFieldIds } from '../form/fieldParts';
import { MultiSelectField } from '../form/MultiSelectField';
import { LazyMeetingPicker } from '../meeting/LazyMeetingPicker';
import { TextAreaField } from '../form/TextAreaField';
import { TextField } from '../form/TextField';
import { waitlistText } from './waitlistText';

const { labels, hints } = waitlistText;

const groups = featureGroups.map((group) => ({
  label: featureGroupLabel(group),
  options: featureOptions.filter((o) => o.group === group),
}));

/** The draft fields the form shows with a label of their own. */
type ShownField = keyof typeof labels & WaitlistField;
const bind = (form: WaitlistFieldsProps) => fieldBinder<WaitlistDraft, ShownField>(form, waitlistRules, { labels, hints });

export interface WaitlistFieldsProps {
  draft: WaitlistDraft;
  errors: FieldErrors<keyof WaitlistDraft>;
  readOnly: boolean;
  onField: <K extends WaitlistField>(field: K, value: WaitlistDraft[K]) => void;
  onFeatures: (features: FeatureValue[]) => void;
}

/** The short form's one field (the pricing page). */
export function WaitlistShortFields(form: WaitlistFieldsProps): ReactElement {
  return <TextField {...bind(form)('email')} label={labels.shortEmail} type="email" autoComplete="email" />;
}

/** The full form's fields in the spec's order (section 2, Demo). */
export function WaitlistFullFields(form: WaitlistFieldsProps): ReactElement {
  const { draft, errors, readOnly, onField, onFeatures } = form;
  const field = bind(form);
  const centerIds = useFieldIds('center-details');
  const referralIds = useFieldIds('referral-details');
  // Whether someone told the visitor about us is not part of the entry: the box starts ticked
  // when a restored draft names a referral contact, then follows the visitor's choice.
  const [toldChoice, setToldChoice] = useState<boolean | null>(null);
  const told = toldChoice ?? Boolean(draft.refferalContact);
  return (
    <>
      <p className="form__note">{waitlistText.requiredNote}</p>
      <TextField {...field('name')} autoComplete="name" />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <CheckboxField
        name="hasCenter"
        label={labels.hasCenter}
        checked={Boolean(draft.hasCenter)}
        disabled={readOnly}
        controls={centerIds.control}
        onChange={(v) => onField('hasCenter', v)}
      />
      <div id={centerIds.control} className="form__reveal" hidden={!draft.hasCenter}>
        {/* Required once the visitor has a center (WaitlistSubmission's CenterRequired rule). */}
        <TextField {...field('center')} required autoComplete="organization" />
        <TextField {...field('country')} autoComplete="country-name" />
        <TextField {...field('website')} type="url" inputMode="url" autoComplete="url" />
      </div>
      <MultiSelectField
        name="interestedFeatures"
        label={labels.interestedFeatures}
        hint={hints.interestedFeatures}
        placeholder={waitlistText.featuresPlaceholder}
        groups={groups}
        value={draft.interestedFeatures ?? []}
        error={errorMessage(errors.interestedFeatures)}
        disabled={readOnly}
        onChange={onFeatures}
      />
      <TextAreaField {...field('otherFeatures')} rows={2} />
      <CheckboxField name="toldAboutUs" label={labels.toldAboutUs} checked={told} disabled={readOnly} controls={referralIds.control} onChange={setToldChoice} />
      <div id={referralIds.control} className="form__reveal" hidden={!told}>
        <TextField {...field('refferalContact')} />
      </div>
      {/* A free time first (issue 34); the box below stays for 'none of these suit me'. */}
      <LazyMeetingPicker
        value={draft.meetingStart}
        zone={draft.meetingTimeZone}
        refused={errors.meetingStart}
        readOnly={readOnly}
        onChoose={(start, zone) => {
          onField('meetingStart', start);
          if (start) onField('meetingTimeZone', zone);
        }}
      />
      <TextAreaField {...field('scheduleMeetingNotes')} rows={2} />
      <TextAreaField {...field('notes')} rows={4} />
    </>
  );
}
