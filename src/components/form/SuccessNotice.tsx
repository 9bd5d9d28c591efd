import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { showThanks } from './thanksInView';
import './form.css';

/**
 * A form's success message. It takes the focus, since the button that was pressed is gone from
 * under it, and is read out from there; after a submit on this page it is brought into view.
 */
export function SuccessNotice({ className = '', children }: { className?: string; children: ReactNode }): ReactElement {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => showThanks(ref.current), []);
  return (
    <p className={`form-notice form-notice--success ${className}`.trim()} role="status" tabIndex={-1} ref={ref}>
      {children}
    </p>
  );
}
