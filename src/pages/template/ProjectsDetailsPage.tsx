import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { TemplateHeader } from '../../components/template/TemplateHeader';
import { projectDetails } from '../../content/template/agency';
import '../../styles/template.css';

export default function ProjectsDetailsPage(): ReactElement {
  const project = projectDetails;
  return (
    <>
      <TemplateHeader title={project.title} trail={[{ label: 'Projects', href: '/projects' }]} />
      <div className="container t-section t-layout">
        <article className="t-article">
          <img src={project.image} alt="" width={600} height={360} className="t-article__image" />
          {project.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </article>
        <aside className="t-sidebar" aria-label="Project facts">
          <section className="t-widget">
            <h2 className="t-widget__title">Project facts</h2>
            <dl className="t-facts">
              {project.facts.map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
            <Link href="/contact" className="button button--primary t-block">
              Start a project
            </Link>
          </section>
        </aside>
      </div>
    </>
  );
}
