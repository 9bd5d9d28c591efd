import type { ReactElement, ReactNode } from 'react';

/** The banner at the top of an inner page: its one h1 and an optional lead line. */
export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }): ReactElement {
  return (
    <section className="page-header">
      <div className="container">
        <h1>{title}</h1>
        {lead && <p className="page-header__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
