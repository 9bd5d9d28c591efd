import type { ReactElement } from 'react';
import { initials, type TeamMember } from '../../content/template/agency';

/** Team cards with drawn initials instead of photos (sample people). */
export function TeamGrid({ members }: { members: readonly TeamMember[] }): ReactElement {
  return (
    <ul className="t-grid t-grid--4">
      {members.map((m, i) => (
        <li key={m.name} className="t-card t-member">
          <span className={`t-member__avatar t-member__avatar--${i % 4}`} aria-hidden="true">
            {initials(m.name)}
          </span>
          <h2 className="t-member__name">{m.name}</h2>
          <p className="t-muted">{m.role}</p>
        </li>
      ))}
    </ul>
  );
}
