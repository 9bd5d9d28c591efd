import type { ReactElement } from 'react';
import waves from '../../assets/template/scene-waves.svg';
import { Newsletter } from '../../components/template/Newsletter';
import { ServiceGrid } from '../../components/template/ServiceGrid';
import { StatsBand } from '../../components/template/StatsBand';
import { StepList } from '../../components/template/StepList';
import { TemplateHero } from '../../components/template/TemplateHero';
import { services } from '../../content/template/agency';
import '../../styles/template.css';

export default function SeoAgencyPage(): ReactElement {
  return (
    <>
      <TemplateHero
        eyebrow="SEO agency"
        title="Be found by the guests looking for you"
        lead="Sample text: search, content and analytics for centers that want to be the first result."
        image={waves}
      />
      <section className="container t-section" aria-labelledby="seo-services">
        <h2 id="seo-services">Our services</h2>
        <ServiceGrid items={services} />
      </section>
      <StatsBand />
      <section className="container t-section" aria-labelledby="seo-process">
        <h2 id="seo-process">Our process</h2>
        <StepList />
      </section>
      <div className="container">
        <Newsletter />
      </div>
    </>
  );
}
