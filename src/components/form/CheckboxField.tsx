import type { ReactElement } from 'react';
import { describedBy, FieldMessages, useFieldIds, type FieldProps } from './fieldParts';

export interface CheckboxFieldProps extends Omit<FieldProps, 'required'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The id of the region this checkbox reveals. */
  controls?: string;
  disabled?: boolean;
}

/** A checkbox with its label beside it. */
export function CheckboxField({ name, label, hint, error, checked, onChange, controls, disabled }: CheckboxFieldProps): ReactElement {
  const ids = useFieldIds(name);
  return (
    <div className="field field--checkbox" data-invalid={error ? '' : undefined}>
      <input
        id={ids.control}
        name={name}
        type="checkbox"
        className="field__checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        disabled={disabled}
        aria-controls={controls}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
      />
      <label className="field__label" htmlFor={ids.control}>
        {label}
      </label>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
