import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { displayPrice, featureLabel, planByTier, priceText, tierLabels, type BillingPeriod, type Plan, type PlanTier } from '../../content/plans';
import { pricing } from '../../content/pricing';
import { Icon } from '../icons/Icon';
import { staticPart } from '../island/StaticPart';

const titleIdOf = (tier: PlanTier) => `plan-${tier.toLowerCase()}`;
// The 'Most Popular' plan (spec section 9), whatever its badge says in the page's language.
const isFeatured = (tier: PlanTier) => tier === 'Standard';

/** What a plan is, above its price: never changed after the first paint (issue 39). */
function PlanHead({ tier }: { tier: PlanTier }): ReactElement {
  const plan = planByTier(tier);
  return (
    <>
      <p className="plan__tier">{tierLabels[plan.tier]}</p>
      {plan.badge && <p className="plan__badge">{plan.badge}</p>}
      {plan.comingSoon && <p className="plan__badge plan__badge--soon">{priceText.comingSoon}</p>}
      <h2 id={titleIdOf(tier)} className="plan__title">
        {plan.title}
      </h2>
      <p className="plan__summary">{plan.summary}</p>
    </>
  );
}

/** Contact Us and what the plan adds, below its price: never changed after the first paint either. */
function PlanDetails({ tier }: { tier: PlanTier }): ReactElement {
  const plan = planByTier(tier);
  return (
    <>
      <Link
        href="/demo"
        className={isFeatured(tier) ? 'button button--primary plan__cta' : 'button button--secondary plan__cta'}
        aria-describedby={titleIdOf(tier)}
      >
        {priceText.contactButton}
      </Link>
      {plan.includes && <p className="plan__includes">{pricing.includes(planByTier(plan.includes).title)}</p>}
      <ul className="plan__features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} /> {featureLabel(feature)}
          </li>
        ))}
      </ul>
    </>
  );
}

const StaticPlanHead = staticPart(PlanHead, () => false);
const StaticPlanDetails = staticPart(PlanDetails);

/**
 * One plan: tier, title, badge, price for the chosen period, what it adds, and Contact Us. Only the
 * price follows the billing switch, so only the price is hydrated.
 */
export function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }): ReactElement {
  const price = displayPrice(plan, period);
  return (
    <article className={isFeatured(plan.tier) ? 'plan plan--featured' : 'plan'} aria-labelledby={titleIdOf(plan.tier)}>
      <StaticPlanHead tier={plan.tier} />
      <p className="plan__price">
        <span className={plan.price === null ? 'plan__amount plan__amount--text' : 'plan__amount'}>{price.amount}</span>{' '}
        <span className="plan__note">{price.note}</span>
      </p>
      <StaticPlanDetails tier={plan.tier} />
    </article>
  );
}
