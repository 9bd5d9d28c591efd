import type { ReactElement } from 'react';
import { PageHeader } from '../components/PageHeader';
import { WaitlistIsland } from '../components/waitlist/WaitlistIsland';
import { demo } from '../content/demo';

export default function DemoPage(): ReactElement {
  return (
    <>
      <PageHeader title={demo.title} lead={demo.lead} />
      <section className="section">
        <div className="container">
          {/* The page's own header is the form's title, so the form's bar is left out. Its code
              loads right after the page's (issue 20: the shell hydrates first). */}
          <WaitlistIsland showNavBar={false} syncWithUrl />
        </div>
      </section>
    </>
  );
}
