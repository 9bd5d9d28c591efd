import { useState, type ReactElement } from 'react';
import { PageHeader } from '../components/PageHeader';
import { BillingSwitch } from '../components/pricing/BillingSwitch';
import { PlanCard } from '../components/pricing/PlanCard';
import '../components/pricing/pricing.css';
import { WaitlistIsland } from '../components/waitlist/WaitlistIsland';
import { billing, plans, type BillingPeriod } from '../content/plans';
import './PricingPage.css';

export default function PricingPage(): ReactElement {
  const [period, setPeriod] = useState<BillingPeriod>(billing.defaultPeriod);
  return (
    <>
      <PageHeader
        title="Pricing"
        lead="Start with the Front Desk for free, and grow into the doctor’s office, the laboratory and the entire building when your center is ready."
      >
        <BillingSwitch value={period} onChange={setPeriod} />
      </PageHeader>
      <section className="section pricing" aria-label="Plans">
        <div className="container">
          <div className="plans">
            {plans.map((plan) => (
              <PlanCard key={plan.tier} plan={plan} period={period} />
            ))}
          </div>
        </div>
      </section>
      <section className="section pricing-join" aria-labelledby="pricing-join-title">
        <div className="container">
          <div className="pricing-join__inner">
            <div>
              <p className="eyebrow">Waiting list</p>
              <h2 id="pricing-join-title">Not ready to talk yet?</h2>
              <p className="pricing-join__lead">Leave your email and we will let you know when there is a place for your center.</p>
            </div>
            <WaitlistIsland shortForm showNavBar={false} showContactUsDetails={false} />
          </div>
        </div>
      </section>
    </>
  );
}
