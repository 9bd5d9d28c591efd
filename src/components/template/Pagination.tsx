import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { pagination } from '../../content/template/pagination';

/** Pages 1 to 4 with page 2 current and previous/next arrows, all linking to '/' (spec section 2). */
export function Pagination({ label }: { label: string }): ReactElement {
  const { pages, current, href } = pagination;
  return (
    <nav aria-label={label} className="t-pagination">
      <ul>
        <li>
          <Link href={href} aria-label="Previous page" className="t-pagination__arrow">
            <span aria-hidden="true">‹</span>
          </Link>
        </li>
        {pages.map((page) => (
          <li key={page}>
            <Link href={href} aria-current={page === current ? 'page' : undefined} aria-label={`Page ${page}`}>
              {page}
            </Link>
          </li>
        ))}
        <li>
          <Link href={href} aria-label="Next page" className="t-pagination__arrow">
            <span aria-hidden="true">›</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
