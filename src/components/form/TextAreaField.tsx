import type { ReactElement } from 'react';
import { LabelledField, type FieldProps } from './fieldParts';
import { useLengthNote } from './LengthNote';

export interface TextAreaFieldProps extends FieldProps {
  value: string | undefined;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
  /** Shown while empty; never instead of the label. */
  placeholder?: string;
}

/** A free-text box with its visible label, hint and error. */
export function TextAreaField({ value, onChange, rows = 3, maxLength, placeholder, ...field }: TextAreaFieldProps): ReactElement {
  const length = useLengthNote(value, maxLength, onChange);
  return (
    <LabelledField {...field} counted={length.counted}>
      {(control) => (
        <textarea
          {...control}
          className="field__control"
          rows={rows}
          value={value ?? ''}
          {...length.control}
          readOnly={field.readOnly}
          placeholder={placeholder}
        />
      )}
    </LabelledField>
  );
}
