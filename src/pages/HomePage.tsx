import type { ReactElement } from 'react';
import { PageHeader } from '../components/PageHeader';

/** Placeholder sections until the home page content lands (issue 6); the anchors are final. */
export default function HomePage(): ReactElement {
  return (
    <>
      <PageHeader title="Heartwork, not paperwork." lead="Experience the power of automations in your team" />
      {(['areasSection', 'featuresSection', 'demoSection', 'faqsSection'] as const).map((id) => (
        <section key={id} id={id} className="section" style={{ minHeight: '80vh' }}>
          <div className="container">
            <h2>{id}</h2>
          </div>
        </section>
      ))}
    </>
  );
}
