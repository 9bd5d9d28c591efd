import type { ReactElement } from 'react';
import { AffiliateIsland } from '../components/affiliate/AffiliateIsland';
import { ProgramSection } from '../components/affiliate/ProgramSection';
import { PageHeader } from '../components/PageHeader';
import { affiliateText } from '../content/affiliate';

/** /affiliate, the navbar's 'Invite': the referral program and its form (spec section 2). */
export default function AffiliatePage(): ReactElement {
  return (
    <>
      <PageHeader title={affiliateText.title} lead={affiliateText.lead} />
      <ProgramSection />
      <section className="section affiliate-refer">
        <div className="container">
          <AffiliateIsland />
        </div>
      </section>
    </>
  );
}
