import './form.css';
import { useId, type ReactElement, type ReactNode } from 'react';
import { LengthNote, lengthNoteSays } from './LengthNote';

/** What every field shows besides its control: a label, an optional hint, an error next to it. */
export interface FieldProps {
  /** The draft property the field edits; also the control's `name`. */
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
}

export interface FieldIds {
  control: string;
  hint: string;
  error: string;
  count: string;
}

/** Ids that are the same on the server and in the browser (hydration), unique per form. */
export function useFieldIds(name: string): FieldIds {
  const base = useId();
  return { control: `${base}${name}`, hint: `${base}${name}-hint`, error: `${base}${name}-error`, count: `${base}${name}-count` };
}

/** The ids a control is described by: its hint, its error when there is one, its length note when it says something. */
export function describedBy(ids: FieldIds, { hint, error }: Pick<FieldProps, 'hint' | 'error'>, counted = false): string | undefined {
  return [hint ? ids.hint : null, error ? ids.error : null, counted ? ids.count : null].filter(Boolean).join(' ') || undefined;
}

export function RequiredMark(): ReactElement {
  // The control's `required` attribute is what assistive technology announces.
  return (
    <span className="field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}

export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: string }): ReactElement {
  return (
    <>
      {hint && (
        <p id={ids.hint} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className="field__error">
          {error}
        </p>
      )}
    </>
  );
}

/** The attributes that tie a control to its field's label, hint and error. */
export interface ControlAttributes {
  id: string;
  name: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A text control's length and its limit, for the note that counts it near the limit. */
export interface Counted {
  length: number;
  maxLength: number;
  /** Characters the last paste lost to the limit. */
  cut: number;
}

/**
 * A field with a labelled control: the visible label (and its required mark), the control the
 * caller draws with the attributes given to it, then the hint and the error next to it, and for
 * a text with a limit, its length as it nears it.
 */
export function LabelledField({
  name,
  label,
  hint,
  error,
  required,
  counted,
  children,
}: FieldProps & { counted?: Counted; children: (control: ControlAttributes) => ReactNode }): ReactElement {
  const ids = useFieldIds(name);
  const control: ControlAttributes = {
    id: ids.control,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, { hint, error }, counted !== undefined && lengthNoteSays(counted)),
  };
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label className="field__label" htmlFor={ids.control}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children(control)}
      <FieldMessages ids={ids} hint={hint} error={error} />
      {counted && <LengthNote id={ids.count} {...counted} />}
    </div>
  );
}
