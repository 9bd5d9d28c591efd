import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { displayPrice, featureLabel, planByTier, priceText, tierLabels, type BillingPeriod, type Plan } from '../../content/plans';
import { pricing } from '../../content/pricing';
import { Icon } from '../icons/Icon';

/** One plan: tier, title, badge, price for the chosen period, what it adds, and Contact Us. */
export function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }): ReactElement {
  const price = displayPrice(plan, period);
  const titleId = `plan-${plan.tier.toLowerCase()}`;
  // The 'Most Popular' plan (spec section 9), whatever its badge says in the page's language.
  const featured = plan.tier === 'Standard';
  return (
    <article className={featured ? 'plan plan--featured' : 'plan'} aria-labelledby={titleId}>
      <p className="plan__tier">{tierLabels[plan.tier]}</p>
      {plan.badge && <p className="plan__badge">{plan.badge}</p>}
      {plan.comingSoon && <p className="plan__badge plan__badge--soon">{priceText.comingSoon}</p>}
      <h2 id={titleId} className="plan__title">
        {plan.title}
      </h2>
      <p className="plan__summary">{plan.summary}</p>
      <p className="plan__price">
        <span className={plan.price === null ? 'plan__amount plan__amount--text' : 'plan__amount'}>{price.amount}</span>{' '}
        <span className="plan__note">{price.note}</span>
      </p>
      <Link href="/demo" className={featured ? 'button button--primary plan__cta' : 'button button--secondary plan__cta'} aria-describedby={titleId}>
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
    </article>
  );
}
