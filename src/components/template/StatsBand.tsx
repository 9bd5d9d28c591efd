import type { ReactElement } from 'react';
import { stats } from '../../content/template/agency';

/** A row of sample figures. */
export function StatsBand(): ReactElement {
  return (
    <section className="t-stats" aria-label="Sample figures">
      <ul className="container t-stats__list">
        {stats.map((s) => (
          <li key={s.label}>
            <strong>{s.value}</strong>
            <span>{s.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
