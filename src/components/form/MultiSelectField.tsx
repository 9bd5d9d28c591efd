import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { describedBy, FieldMessages, useFieldIds, type FieldProps } from './fieldParts';
import { formText } from '../../content/formText';

export interface OptionGroup<V extends string> {
  label: string;
  options: readonly { value: V; label: string }[];
}

export interface MultiSelectFieldProps<V extends string> extends Omit<FieldProps, 'required' | 'readOnly'> {
  groups: readonly OptionGroup<V>[];
  value: readonly V[];
  /** The new selection, in the options' order. */
  onChange: (value: V[]) => void;
  disabled?: boolean;
  /** Shown on the button when nothing is selected. */
  placeholder?: string;
}

/**
 * A grouped multi-select: a button that opens a panel (at most 275 px high, spec section 9) of
 * checkboxes in labelled groups. Native checkboxes keep it usable with a keyboard and screen
 * reader without a custom listbox; Escape or a click outside closes the panel.
 */
export function MultiSelectField<V extends string>({
  name,
  label,
  hint,
  error,
  groups,
  value,
  onChange,
  disabled,
  placeholder = formText.choose,
}: MultiSelectFieldProps<V>): ReactElement {
  const ids = useFieldIds(name);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const selected = new Set<string>(value);
  const all = groups.flatMap((g) => g.options);
  const summary = all.filter((o) => selected.has(o.value)).map((o) => o.label);

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const toggle = (v: V, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(v);
    else next.delete(v);
    onChange(all.map((o) => o.value).filter((x) => next.has(x)));
  };

  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.preventDefault();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="field multiselect" ref={root} onKeyDown={closeOnEscape} data-invalid={error ? '' : undefined}>
      <span className="field__label" id={`${ids.control}-label`}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        id={ids.control}
        className="field__control multiselect__button"
        aria-expanded={open}
        aria-controls={`${ids.control}-panel`}
        aria-labelledby={`${ids.control}-label ${ids.control}`}
        aria-describedby={describedBy(ids, { hint, error })}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        <span className="multiselect__summary">{summary.length ? formText.selected(summary.length, summary.join(', ')) : placeholder}</span>
        <span className="multiselect__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={`${ids.control}-panel`} className="multiselect__panel" hidden={!open}>
        {groups.map((group) => (
          <fieldset key={group.label} className="multiselect__group" disabled={disabled}>
            <legend>{group.label}</legend>
            {group.options.map((option) => (
              <label key={option.value} className="multiselect__option">
                <input
                  type="checkbox"
                  name={name}
                  value={option.value}
                  checked={selected.has(option.value)}
                  onChange={(e) => toggle(option.value, e.target.checked)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
