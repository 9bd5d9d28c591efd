import type { HTMLAttributes, ReactElement } from 'react';
import { LabelledField, type FieldProps } from './fieldParts';
import { useLengthNote } from './LengthNote';

export interface TextFieldProps extends FieldProps {
  value: string | undefined;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'url' | 'tel';
  maxLength?: number;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Shown while empty; never instead of the label. */
  placeholder?: string;
}

/** A one-line input with its visible label, hint and error. */
export function TextField({ value, onChange, type = 'text', maxLength, autoComplete, inputMode, placeholder, ...field }: TextFieldProps): ReactElement {
  const length = useLengthNote(value, maxLength, onChange);
  return (
    <LabelledField {...field} counted={length.counted}>
      {(control) => (
        <input
          {...control}
          type={type}
          className="field__control"
          value={value ?? ''}
          {...length.control}
          readOnly={field.readOnly}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
        />
      )}
    </LabelledField>
  );
}
