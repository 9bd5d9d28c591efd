import type { ReactElement } from 'react';
import { LabelledField, type FieldProps } from './fieldParts';

export interface SelectFieldProps<V extends string> extends FieldProps {
  options: readonly { value: V; label: string }[];
  value: V | undefined;
  /** undefined when the visitor goes back to the empty choice. */
  onChange: (value: V | undefined) => void;
  /** The empty first choice, shown until one is made. */
  placeholder?: string;
}

/**
 * One choice from a short list: the native select, which every keyboard and screen reader
 * already knows. A select cannot be read-only, so a read-only one is disabled.
 */
export function SelectField<V extends string>({ options, value, onChange, placeholder, ...field }: SelectFieldProps<V>): ReactElement {
  const choose = (chosen: string) => onChange(options.find((o) => o.value === chosen)?.value);
  return (
    <LabelledField {...field}>
      {(control) => (
        <select {...control} className="field__control field__select" value={value ?? ''} onChange={(e) => choose(e.target.value)} disabled={field.readOnly}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
