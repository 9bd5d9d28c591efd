import type { ReactElement } from 'react';
import { Link } from 'wouter';

export interface Crumb {
  label: string;
  href: string;
}

/** 'Home > Blog': the trail to the current page, which is the last item and not a link. */
export function Breadcrumb({ trail, current }: { trail: readonly Crumb[]; current: string }): ReactElement {
  return (
    <nav aria-label="Breadcrumb" className="t-breadcrumb">
      <ol>
        {[{ label: 'Home', href: '/' }, ...trail].map((c) => (
          <li key={c.href}>
            <Link href={c.href}>{c.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
