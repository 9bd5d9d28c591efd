import type { ReactElement } from 'react';
import { describedBy, FieldMessages, RequiredMark, useFieldIds, type FieldProps } from './fieldParts';

export interface TextAreaFieldProps extends FieldProps {
  value: string | undefined;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
  /** Shown while empty; never instead of the label. */
  placeholder?: string;
}

/** A free-text box with its visible label, hint and error. */
export function TextAreaField({ name, label, hint, error, required, readOnly, value, onChange, rows = 3, maxLength, placeholder }: TextAreaFieldProps): ReactElement {
  const ids = useFieldIds(name);
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label className="field__label" htmlFor={ids.control}>
        {label}
        {required && <RequiredMark />}
      </label>
      <textarea
        id={ids.control}
        name={name}
        className="field__control"
        rows={rows}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        readOnly={readOnly}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
