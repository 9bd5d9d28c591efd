import type { ReactElement } from 'react';
import { describedBy, FieldMessages, RequiredMark, useFieldIds, type FieldProps } from './fieldParts';

export interface NumberFieldProps extends FieldProps {
  value: number | undefined;
  /** undefined while the box is empty. */
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  placeholder?: string;
}

/** A whole number, with the numeric keyboard on phones. */
export function NumberField({ name, label, hint, error, required, readOnly, value, onChange, min, max, placeholder }: NumberFieldProps): ReactElement {
  const ids = useFieldIds(name);
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label className="field__label" htmlFor={ids.control}>
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        id={ids.control}
        name={name}
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        className="field__control field__number"
        value={value ?? ''}
        // A number box reads '' for text it cannot parse: that is 'no number'.
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.valueAsNumber)}
        required={required}
        readOnly={readOnly}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
