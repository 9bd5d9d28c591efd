import type { ReactElement } from 'react';
import { Link } from 'wouter';
import type { Project } from '../../content/template/agency';

/** Project tiles, each linking to /projects-details. */
export function ProjectGrid({ items, headingLevel = 3 }: { items: readonly Project[]; headingLevel?: 2 | 3 }): ReactElement {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="t-grid t-grid--3">
      {items.map((p) => (
        <li key={p.id} className="t-card t-project">
          <img src={p.image} alt="" width={600} height={360} loading="lazy" />
          <div className="t-project__body">
            <p className="t-eyebrow">{p.category}</p>
            <Heading className="t-project__title">
              <Link href="/projects-details">{p.title}</Link>
            </Heading>
          </div>
        </li>
      ))}
    </ul>
  );
}
