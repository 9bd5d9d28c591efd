import type { ReactElement } from 'react';
import hills from '../../assets/template/scene-hills.svg';
import { Newsletter } from '../../components/template/Newsletter';
import { ProjectGrid } from '../../components/template/ProjectGrid';
import { ServiceGrid } from '../../components/template/ServiceGrid';
import { StatsBand } from '../../components/template/StatsBand';
import { TemplateHero } from '../../components/template/TemplateHero';
import { projects, services } from '../../content/template/agency';
import '../../styles/template.css';

export default function MarketingPage(): ReactElement {
  return (
    <>
      <TemplateHero
        eyebrow="Marketing"
        title="Marketing that brings guests back"
        lead="Sample text: campaigns, content and a website that turn a first visit into a second stay."
        image={hills}
      />
      <section className="container t-section" aria-labelledby="marketing-services">
        <h2 id="marketing-services">What we do</h2>
        <ServiceGrid items={services.slice(0, 3)} />
      </section>
      <StatsBand />
      <section className="container t-section" aria-labelledby="marketing-work">
        <h2 id="marketing-work">Recent work</h2>
        <ProjectGrid items={projects.slice(0, 3)} />
      </section>
      <div className="container">
        <Newsletter />
      </div>
    </>
  );
}
