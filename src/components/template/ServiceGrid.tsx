import type { ReactElement } from 'react';
import { Link } from 'wouter';
import type { Service } from '../../content/template/agency';

/** Service cards, each linking to /services-details. */
export function ServiceGrid({ items, headingLevel = 3 }: { items: readonly Service[]; headingLevel?: 2 | 3 }): ReactElement {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="t-grid t-grid--3">
      {items.map((s, i) => (
        <li key={s.id} className="t-card t-service">
          <span className="t-service__number" aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <Heading className="t-service__title">{s.title}</Heading>
          <p>{s.text}</p>
          <Link href="/services-details" className="t-more">
            Learn more<span className="visually-hidden">: {s.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
