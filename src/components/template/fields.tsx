import { useId, type InputHTMLAttributes, type ReactElement, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

/** 'marked' draws the asterisk and sets aria-required without enforcing it (spec: template checkout). */
interface Common {
  label: string;
  name: string;
  marked?: boolean;
  className?: string;
}

function FieldLabel({ htmlFor, label, mark }: { htmlFor: string; label: string; mark: boolean }): ReactElement {
  return (
    <label htmlFor={htmlFor} className="t-field__label">
      {label}
      {mark && (
        <span className="t-field__mark" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function FieldBox({ className, children }: { className?: string; children: ReactNode }): ReactElement {
  return <div className={`t-field${className ? ` ${className}` : ''}`}>{children}</div>;
}

export function TextField({ label, marked, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>): ReactElement {
  const id = useId();
  return (
    <FieldBox className={className}>
      <FieldLabel htmlFor={id} label={label} mark={Boolean(marked || input.required)} />
      <input id={id} type="text" aria-required={marked || undefined} {...input} />
    </FieldBox>
  );
}

export function TextAreaField({ label, marked, className, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>): ReactElement {
  const id = useId();
  return (
    <FieldBox className={className}>
      <FieldLabel htmlFor={id} label={label} mark={Boolean(marked || area.required)} />
      <textarea id={id} rows={5} aria-required={marked || undefined} {...area} />
    </FieldBox>
  );
}

export function SelectField({
  label,
  marked,
  className,
  options,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly string[] }): ReactElement {
  const id = useId();
  return (
    <FieldBox className={className}>
      <FieldLabel htmlFor={id} label={label} mark={Boolean(marked || select.required)} />
      <select id={id} aria-required={marked || undefined} {...select}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </FieldBox>
  );
}

export function CheckboxField({
  label,
  name,
  className,
  ...input
}: { label: ReactNode; name: string; className?: string } & InputHTMLAttributes<HTMLInputElement>): ReactElement {
  const id = useId();
  return (
    <div className={`t-check${className ? ` ${className}` : ''}`}>
      <input id={id} type="checkbox" name={name} {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
