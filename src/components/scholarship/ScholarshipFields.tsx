import type { ReactElement } from 'react';
import type { FieldErrors } from '../../../machines/draftForm';
import { scholarshipText } from '../../content/scholarship';
import { limits } from '../../domain/fields';
import { situationOptions, type ScholarshipDraft, type ScholarshipField } from '../../domain/scholarship';
import { NumberField } from '../form/NumberField';
import { SelectField } from '../form/SelectField';
import { TextAreaField } from '../form/TextAreaField';
import { TextField } from '../form/TextField';

const { labels, placeholders, hints } = scholarshipText.form;

export interface ScholarshipFieldsProps {
  draft: ScholarshipDraft;
  /** Messages the server gave, next to their fields. */
  errors: FieldErrors<ScholarshipField>;
  readOnly: boolean;
  onField: <K extends ScholarshipField>(field: K, value: ScholarshipDraft[K]) => void;
}

/** The application's fields; what a submission needs is marked required (src/domain/scholarship.ts). */
export function ScholarshipFields({ draft, errors, readOnly, onField }: ScholarshipFieldsProps): ReactElement {
  const text = (field: 'centerName' | 'contactPersonName' | 'position' | 'email' | 'phone' | 'country') => ({
    name: field,
    label: labels[field],
    value: draft[field],
    error: errors[field],
    readOnly,
    onChange: (v: string) => onField(field, v),
  });
  return (
    <>
      <div className="scholarship-form__row">
        <TextField {...text('centerName')} required autoComplete="organization" maxLength={limits.shortText} />
        <TextField {...text('country')} required autoComplete="country-name" maxLength={limits.shortText} />
      </div>
      <div className="scholarship-form__row">
        <TextField {...text('contactPersonName')} required autoComplete="name" maxLength={limits.shortText} />
        <TextField {...text('position')} autoComplete="organization-title" maxLength={limits.shortText} />
      </div>
      <div className="scholarship-form__row">
        <TextField {...text('email')} type="email" required autoComplete="email" maxLength={limits.email} />
        <TextField {...text('phone')} type="tel" autoComplete="tel" maxLength={limits.phone} />
      </div>
      <SelectField
        name="situation"
        label={labels.situation}
        placeholder={placeholders.situation}
        options={situationOptions}
        value={draft.situation}
        error={errors.situation}
        required
        readOnly={readOnly}
        onChange={(v) => onField('situation', v)}
      />
      <NumberField
        name="sponsorsContacted"
        label={labels.sponsorsContacted}
        hint={hints.sponsorsContacted}
        value={draft.sponsorsContacted}
        error={errors.sponsorsContacted}
        min={0}
        max={1000}
        readOnly={readOnly}
        onChange={(v) => onField('sponsorsContacted', v)}
      />
      <TextAreaField
        name="message"
        label={labels.message}
        hint={hints.message}
        value={draft.message}
        error={errors.message}
        required
        readOnly={readOnly}
        rows={5}
        maxLength={limits.freeText}
        onChange={(v) => onField('message', v)}
      />
    </>
  );
}
