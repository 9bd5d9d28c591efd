import { useEffect, useRef, useState } from 'react';
import { spamSignals } from '../../domain/spam';
import { formSignals } from '../../services/formSignals';

/**
 * A lead form's spam trap (issue 15), last in the form (code that focuses a form's first field
 * never lands on it). The field is one people never meet: clipped out of view,
 * hidden from assistive technology (`aria-hidden`), out of the tab order, not autofilled, not
 * offered to password managers; a script that fills every input fills it. Rendering it also marks
 * the form's first render, from which the minimum time to a submit counts, and names the form a
 * person's key, pointer or input must reach to count as a hand on it.
 */
export function Honeypot({ resource }: { resource: string }) {
  const input = useRef<HTMLInputElement>(null);
  // Rendering over HTML already on the page (prerendered, or an island's) is adopting it.
  useState(() => formSignals.rendered(resource, typeof document !== 'undefined' && document.querySelector(`[data-honeypot="${resource}"]`) !== null));
  useEffect(
    () =>
      formSignals.honeypot(
        resource,
        () => input.current?.value ?? '',
        () => input.current?.form ?? null,
      ),
    [resource],
  );
  return (
    <div className="visually-hidden" aria-hidden="true" data-honeypot={resource}>
      <input
        ref={input}
        type="text"
        name={spamSignals.honeypot}
        placeholder="Company fax"
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore=""
        data-lpignore="true"
        defaultValue=""
      />
    </div>
  );
}
