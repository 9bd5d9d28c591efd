import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { archives, metaLinks, tags } from '../../content/template/blog';

/** Archives, Meta and the tag cloud with its counts (spec section 2, 'Blog list'). */
export function BlogSidebar(): ReactElement {
  return (
    <aside className="t-sidebar" aria-label="Blog sidebar">
      <section className="t-widget">
        <h2 className="t-widget__title">Archives</h2>
        <ul>
          {archives.map((month) => (
            <li key={month}>
              <Link href="/blog">{month}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="t-widget">
        <h2 className="t-widget__title">Meta</h2>
        <ul>
          {metaLinks.map((l) => (
            <li key={l.label}>
              <Link href={l.href}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="t-widget">
        <h2 className="t-widget__title">Tags</h2>
        <ul className="t-tags">
          {tags.map((t) => (
            <li key={t.name}>
              <Link href="/blog" aria-label={`${t.name}, ${t.count} post${t.count === 1 ? '' : 's'}`}>
                {t.name} <span className="t-tags__count">({t.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
