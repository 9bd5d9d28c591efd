import type { ReactElement } from 'react';
import { steps } from '../../content/template/agency';

/** The four-step process of the agency sample pages. */
export function StepList(): ReactElement {
  return (
    <ol className="t-grid t-grid--4 t-steps">
      {steps.map((s) => (
        <li key={s.title} className="t-card t-step">
          <h3>{s.title}</h3>
          <p>{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
