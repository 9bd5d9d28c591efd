import type { ReactElement } from 'react';
import { affiliateRules, centerStageOptions, relationshipOptions, type AffiliateDraft, type AffiliateField } from '../../domain/affiliate';
import { affiliateText } from '../../content/affiliate';
import { fieldBinder, type DraftFieldsProps } from '../form/bindField';
import { SelectField } from '../form/SelectField';
import { TextAreaField } from '../form/TextAreaField';
import { TextField } from '../form/TextField';

const { groups } = affiliateText.form;

export type AffiliateFieldsProps = DraftFieldsProps<AffiliateDraft, AffiliateField>;

/** The referral's fields, grouped as the visitor thinks of them: the center, its contact, themselves. */
export function AffiliateFields(form: AffiliateFieldsProps): ReactElement {
  // Required marks and limits come from the referral's structs (src/domain/affiliate.ts).
  const field = fieldBinder(form, affiliateRules, affiliateText.form);
  return (
    <>
      <fieldset className="form__group">
        <legend>{groups.center}</legend>
        <TextField {...field('centerName')} autoComplete="off" />
        <TextField {...field('website')} type="url" inputMode="url" autoComplete="off" />
        <SelectField {...field('centerStage')} options={centerStageOptions} />
      </fieldset>
      <fieldset className="form__group">
        <legend>{groups.contact}</legend>
        <TextField {...field('contactPersonName')} autoComplete="off" />
        <TextField {...field('email')} type="email" autoComplete="off" />
        <TextField {...field('phone')} type="tel" autoComplete="off" />
      </fieldset>
      <fieldset className="form__group">
        <legend>{groups.you}</legend>
        <TextField {...field('nameA')} autoComplete="name" />
        <TextField {...field('emailA')} type="email" autoComplete="email" />
        <SelectField {...field('relationship')} options={relationshipOptions} />
      </fieldset>
      <TextAreaField {...field('otherInfo')} rows={3} />
    </>
  );
}
