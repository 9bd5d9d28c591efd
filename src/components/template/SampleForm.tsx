import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { sampleFormNotice } from '../../content/template/sample';

interface Props {
  /** Names the form for assistive technology, e.g. 'Newsletter'. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A template form: the browser still checks required fields and email types, but a submit never
 * leaves the page or sends anything (spec section 2); the visitor is told so.
 */
export function SampleForm({ label, className, children }: Props): ReactElement {
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <form aria-label={label} className={className} onSubmit={submit} onChange={() => setSubmitted(false)}>
      {children}
      <p className="t-form-status" role="status">
        {submitted ? sampleFormNotice : ''}
      </p>
    </form>
  );
}
