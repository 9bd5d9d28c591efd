import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { TemplateHeader } from '../../components/template/TemplateHeader';
import { serviceDetails, services } from '../../content/template/agency';
import '../../styles/template.css';

export default function ServicesDetailsPage(): ReactElement {
  const service = serviceDetails;
  return (
    <>
      <TemplateHeader title={service.title} trail={[{ label: 'Services', href: '/services' }]} />
      <div className="container t-section t-layout">
        <article className="t-article">
          <img src={service.image} alt="" width={600} height={360} className="t-article__image" />
          {service.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <h2>What is included</h2>
          <ul className="t-ticks">
            {service.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </article>
        <aside className="t-sidebar" aria-label="All services">
          <section className="t-widget">
            <h2 className="t-widget__title">All services</h2>
            <ul>
              {services.map((s) => (
                <li key={s.id}>
                  <Link href="/services-details" aria-current={s.title === service.title ? 'page' : undefined}>
                    {s.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  );
}
