import { useEffect, useState, type ReactElement } from 'react';
import { messages } from '../../domain/messages';

/**
 * What every form does when a submit finds fields to fix: it says how many ('3 fields need your
 * attention.', in an alert, so a screen reader reads it at once) and takes the visitor to the
 * first of them in page order. The alert goes once nothing is left to fix.
 */
export function useFieldsToFix(errorCount: number): { alert: ReactElement; refused: (form: HTMLFormElement, count: number) => void } {
  const [summary, setSummary] = useState('');
  useEffect(() => {
    if (errorCount === 0) setSummary('');
  }, [errorCount]);
  const refused = (form: HTMLFormElement, count: number) => {
    if (count === 0) return;
    setSummary(messages.fieldsToFix(count));
    // The fields are marked (aria-invalid) by the submit's render: the first in the DOM is the first on the page.
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };
  const alert = (
    <p className="visually-hidden" role="alert">
      {summary}
    </p>
  );
  return { alert, refused };
}
