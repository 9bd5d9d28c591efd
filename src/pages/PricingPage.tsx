import { useState, type ReactElement } from 'react';
import { PageHeader } from '../components/PageHeader';
import { BillingSwitch } from '../components/pricing/BillingSwitch';
import { PlanCard } from '../components/pricing/PlanCard';
import '../components/pricing/pricing.css';
import { WaitlistIsland } from '../components/waitlist/WaitlistIsland';
import { billing, plans, type BillingPeriod } from '../content/plans';
import { pricing } from '../content/pricing';
import './PricingPage.css';

export default function PricingPage(): ReactElement {
  const [period, setPeriod] = useState<BillingPeriod>(billing.defaultPeriod);
  return (
    <>
      <PageHeader title={pricing.title} lead={pricing.lead}>
        <BillingSwitch value={period} onChange={setPeriod} />
      </PageHeader>
      <section className="section pricing" aria-label={pricing.plansLabel}>
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
              <p className="eyebrow">{pricing.join.eyebrow}</p>
              <h2 id="pricing-join-title">{pricing.join.title}</h2>
              <p className="pricing-join__lead">{pricing.join.lead}</p>
            </div>
            <WaitlistIsland shortForm showNavBar={false} showContactUsDetails={false} />
          </div>
        </div>
      </section>
    </>
  );
}
