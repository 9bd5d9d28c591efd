import type { ReactElement } from 'react';
import { useTrackScholarshipViewed } from '../actors/analytics';
import { PageHeader } from '../components/PageHeader';
import { ProgramSteps } from '../components/scholarship/ProgramSteps';
import { ScholarshipIsland } from '../components/scholarship/ScholarshipIsland';
import { scholarshipText } from '../content/scholarship';

/** /scholarship: the Scholarship Program's three steps and the application form (spec section 2). */
export default function ScholarshipPage(): ReactElement {
  useTrackScholarshipViewed();
  return (
    <>
      <PageHeader title={scholarshipText.title} lead={<span className="scholarship-tagline">{scholarshipText.tagline}</span>}>
        <p className="scholarship-lead">{scholarshipText.lead}</p>
      </PageHeader>
      <section className="section scholarship-steps" aria-label={scholarshipText.stepsLabel}>
        <div className="container">
          <ProgramSteps />
        </div>
      </section>
      <section className="section scholarship-apply">
        <div className="container">
          <ScholarshipIsland />
        </div>
      </section>
    </>
  );
}
