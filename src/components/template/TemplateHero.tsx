import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { SampleNote } from './SampleNote';

interface Props {
  eyebrow: string;
  title: string;
  lead: string;
  image: string;
}

/** The opening band of the agency-style sample pages (marketing, startup, SEO agency). */
export function TemplateHero({ eyebrow, title, lead, image }: Props): ReactElement {
  return (
    <section className="t-hero">
      <div className="container t-hero__inner">
        <div>
          <p className="t-eyebrow">{eyebrow}</p>
          <h1>{title}</h1>
          <p className="t-hero__lead">{lead}</p>
          <p className="t-actions">
            <Link href="/contact" className="button button--primary">
              Contact us
            </Link>
            <Link href="/services" className="button button--secondary">
              Our services
            </Link>
          </p>
          <SampleNote />
        </div>
        <img src={image} alt="" width={600} height={360} className="t-hero__image" />
      </div>
    </section>
  );
}
