import type { ReactElement } from 'react';
import leaves from '../../assets/template/scene-leaves.svg';
import { Newsletter } from '../../components/template/Newsletter';
import { ServiceGrid } from '../../components/template/ServiceGrid';
import { StepList } from '../../components/template/StepList';
import { TemplateHero } from '../../components/template/TemplateHero';
import { services } from '../../content/template/agency';
import '../../styles/template.css';

export default function StartupPage(): ReactElement {
  return (
    <>
      <TemplateHero
        eyebrow="Startup"
        title="Launch your center with confidence"
        lead="Sample text: from the first idea to the first guest, a clear plan for every step."
        image={leaves}
      />
      <section className="container t-section" aria-labelledby="startup-steps">
        <h2 id="startup-steps">How we work</h2>
        <StepList />
      </section>
      <section className="container t-section" aria-labelledby="startup-services">
        <h2 id="startup-services">Where we help</h2>
        <ServiceGrid items={services.slice(3)} />
      </section>
      <div className="container">
        <Newsletter />
      </div>
    </>
  );
}
