import type { ReactElement } from 'react';
import { ServiceGrid } from '../../components/template/ServiceGrid';
import { StepList } from '../../components/template/StepList';
import { TemplateHeader } from '../../components/template/TemplateHeader';
import { services } from '../../content/template/agency';
import '../../styles/template.css';

export default function ServicesPage(): ReactElement {
  return (
    <>
      <TemplateHeader title="Services" />
      <div className="container t-section">
        <ServiceGrid items={services} headingLevel={2} />
      </div>
      <section className="container t-section" aria-labelledby="services-process">
        <h2 id="services-process">How we work</h2>
        <StepList />
      </section>
    </>
  );
}
