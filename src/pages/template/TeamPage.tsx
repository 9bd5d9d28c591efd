import type { ReactElement } from 'react';
import { TeamGrid } from '../../components/template/TeamGrid';
import { TemplateHeader } from '../../components/template/TemplateHeader';
import { team } from '../../content/template/agency';
import '../../styles/template.css';

export default function TeamPage(): ReactElement {
  return (
    <>
      <TemplateHeader title="Team" />
      <div className="container t-section">
        <TeamGrid members={team} />
      </div>
    </>
  );
}
