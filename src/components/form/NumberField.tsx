import type { ReactElement } from 'react';
import { LabelledField, type FieldProps } from './fieldParts';

export interface NumberFieldProps extends FieldProps {
  value: number | undefined;
  /** undefined while the box is empty. */
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  placeholder?: string;
}

/** A whole number, with the numeric keyboard on phones. */
export function NumberField({ value, onChange, min, max, placeholder, ...field }: NumberFieldProps): ReactElement {
  return (
    <LabelledField {...field}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          step={1}
          min={min}
          max={max}
          className="field__control field__number"
          value={value ?? ''}
          // A number box reads '' for text it cannot parse: that is 'no number'.
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.valueAsNumber)}
          readOnly={field.readOnly}
          placeholder={placeholder}
        />
      )}
    </LabelledField>
  );
}
