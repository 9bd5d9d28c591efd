import type { HTMLAttributes, ReactElement } from 'react';
import { describedBy, FieldMessages, RequiredMark, useFieldIds, type FieldProps } from './fieldParts';

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
export function TextField({ name, label, hint, error, required, readOnly, value, onChange, type = 'text', maxLength, autoComplete, inputMode, placeholder }: TextFieldProps): ReactElement {
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
        type={type}
        className="field__control"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        readOnly={readOnly}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
