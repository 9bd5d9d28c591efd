import type { ReactElement } from 'react';
import { describedBy, FieldMessages, RequiredMark, useFieldIds, type FieldProps } from './fieldParts';

export interface SelectFieldProps<V extends string> extends FieldProps {
  options: readonly { value: V; label: string }[];
  value: V | undefined;
  /** undefined when the visitor goes back to the empty choice. */
  onChange: (value: V | undefined) => void;
  /** The empty first choice, shown until one is made. */
  placeholder: string;
}

/**
 * One choice from a short list: the native select, which every keyboard and screen reader
 * already knows. A select cannot be read-only, so a read-only one is disabled.
 */
export function SelectField<V extends string>({ name, label, hint, error, required, readOnly, options, value, onChange, placeholder }: SelectFieldProps<V>): ReactElement {
  const ids = useFieldIds(name);
  const choose = (chosen: string) => onChange(options.find((o) => o.value === chosen)?.value);
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label className="field__label" htmlFor={ids.control}>
        {label}
        {required && <RequiredMark />}
      </label>
      <select
        id={ids.control}
        name={name}
        className="field__control field__select"
        value={value ?? ''}
        onChange={(e) => choose(e.target.value)}
        required={required}
        disabled={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
