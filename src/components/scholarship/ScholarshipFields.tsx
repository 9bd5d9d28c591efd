import type { ReactElement } from 'react';
import { scholarshipText } from '../../content/scholarship';
import { scholarshipRules, situationOptions, type ScholarshipDraft, type ScholarshipField } from '../../domain/scholarship';
import { fieldBinder, type DraftFieldsProps } from '../form/bindField';
import { NumberField } from '../form/NumberField';
import { SelectField } from '../form/SelectField';
import { TextAreaField } from '../form/TextAreaField';
import { TextField } from '../form/TextField';

/** Its errors are the messages the server gave, next to their fields. */
export type ScholarshipFieldsProps = DraftFieldsProps<ScholarshipDraft, ScholarshipField>;

/** The fields in the order the page shows them (rows left to right): what is missing is listed in it. */
export const scholarshipFieldOrder = [
  'centerName',
  'country',
  'contactPersonName',
  'position',
  'email',
  'phone',
  'situation',
  'sponsorsContacted',
  'message',
] as const satisfies readonly ScholarshipField[];

/** The application's fields; required marks and limits come from its structs (src/domain/scholarship.ts). */
export function ScholarshipFields(form: ScholarshipFieldsProps): ReactElement {
  const field = fieldBinder(form, scholarshipRules, scholarshipText.form);
  return (
    <>
      <div className="scholarship-form__row">
        <TextField {...field('centerName')} autoComplete="organization" />
        <TextField {...field('country')} autoComplete="country-name" />
      </div>
      <div className="scholarship-form__row">
        <TextField {...field('contactPersonName')} autoComplete="name" />
        <TextField {...field('position')} autoComplete="organization-title" />
      </div>
      <div className="scholarship-form__row">
        <TextField {...field('email')} type="email" autoComplete="email" />
        <TextField {...field('phone')} type="tel" autoComplete="tel" />
      </div>
      <SelectField {...field('situation')} options={situationOptions} />
      <NumberField {...field('sponsorsContacted')} />
      <TextAreaField {...field('message')} rows={5} />
    </>
  );
}
