import type { ReactElement } from 'react';
import type { FieldErrors } from '../../../machines/draftForm';
import { centerStageOptions, relationshipOptions, type AffiliateDraft, type AffiliateField } from '../../domain/affiliate';
import { limits } from '../../domain/fields';
import { affiliateText } from '../../content/affiliate';
import { SelectField } from '../form/SelectField';
import { TextAreaField } from '../form/TextAreaField';
import { TextField } from '../form/TextField';

const { labels, placeholders, groups } = affiliateText.form;

export interface AffiliateFieldsProps {
  draft: AffiliateDraft;
  errors: FieldErrors<AffiliateField>;
  readOnly: boolean;
  onField: <K extends AffiliateField>(field: K, value: AffiliateDraft[K]) => void;
}

/** The referral's fields, grouped as the visitor thinks of them: the center, its contact, themselves. */
export function AffiliateFields({ draft, errors, readOnly, onField }: AffiliateFieldsProps): ReactElement {
  // Every field is required except phone and other information (spec section 5).
  const text = (field: 'centerName' | 'website' | 'contactPersonName' | 'email' | 'phone' | 'nameA' | 'emailA') => ({
    name: field,
    label: labels[field],
    placeholder: placeholders[field],
    value: draft[field],
    error: errors[field],
    required: field !== 'phone',
    readOnly,
    onChange: (v: string) => onField(field, v),
  });

  return (
    <>
      <fieldset className="form__group">
        <legend>{groups.center}</legend>
        <TextField {...text('centerName')} autoComplete="off" maxLength={limits.shortText} />
        <TextField {...text('website')} type="url" inputMode="url" autoComplete="off" maxLength={limits.url} />
        <SelectField
          name="centerStage"
          label={labels.centerStage}
          placeholder={placeholders.centerStage}
          options={centerStageOptions}
          value={draft.centerStage}
          error={errors.centerStage}
          required
          readOnly={readOnly}
          onChange={(v) => onField('centerStage', v)}
        />
      </fieldset>
      <fieldset className="form__group">
        <legend>{groups.contact}</legend>
        <TextField {...text('contactPersonName')} autoComplete="off" maxLength={limits.shortText} />
        <TextField {...text('email')} type="email" autoComplete="off" maxLength={limits.email} />
        <TextField {...text('phone')} type="tel" autoComplete="off" maxLength={limits.phone} />
      </fieldset>
      <fieldset className="form__group">
        <legend>{groups.you}</legend>
        <TextField {...text('nameA')} autoComplete="name" maxLength={limits.shortText} />
        <TextField {...text('emailA')} type="email" autoComplete="email" maxLength={limits.email} />
        <SelectField
          name="relationship"
          label={labels.relationship}
          placeholder={placeholders.relationship}
          options={relationshipOptions}
          value={draft.relationship}
          error={errors.relationship}
          required
          readOnly={readOnly}
          onChange={(v) => onField('relationship', v)}
        />
      </fieldset>
      <TextAreaField
        name="otherInfo"
        label={labels.otherInfo}
        placeholder={placeholders.otherInfo}
        value={draft.otherInfo}
        error={errors.otherInfo}
        readOnly={readOnly}
        rows={3}
        maxLength={limits.freeText}
        onChange={(v) => onField('otherInfo', v)}
      />
    </>
  );
}
