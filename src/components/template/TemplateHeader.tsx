import type { ReactElement, ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './Breadcrumb';
import { SampleNote } from './SampleNote';

/** The banner of a template page: breadcrumb, its one h1 and the sample note. */
export function TemplateHeader({ title, trail = [], children }: { title: string; trail?: readonly Crumb[]; children?: ReactNode }): ReactElement {
  return (
    <section className="page-header t-header">
      <div className="container">
        <Breadcrumb trail={trail} current={title} />
        <h1>{title}</h1>
        {children}
        <SampleNote />
      </div>
    </section>
  );
}
