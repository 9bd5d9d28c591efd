import type { ReactElement } from 'react';
import { ProjectGrid } from '../../components/template/ProjectGrid';
import { TemplateHeader } from '../../components/template/TemplateHeader';
import { projects } from '../../content/template/agency';
import '../../styles/template.css';

export default function ProjectsPage(): ReactElement {
  return (
    <>
      <TemplateHeader title="Projects" />
      <div className="container t-section">
        <ProjectGrid items={projects} headingLevel={2} />
      </div>
    </>
  );
}
