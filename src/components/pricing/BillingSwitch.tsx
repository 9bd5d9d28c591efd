import type { ReactElement } from 'react';
import { billing, type BillingPeriod } from '../../content/plans';
import { pricing } from '../../content/pricing';

/** Monthly or yearly billing, as a radio group (arrow keys move between the two options). */
export function BillingSwitch({ value, onChange }: { value: BillingPeriod; onChange: (period: BillingPeriod) => void }): ReactElement {
  return (
    <fieldset className="billing-switch">
      <legend className="visually-hidden">{pricing.billingPeriod}</legend>
      {billing.periods.map((period) => (
        <label key={period.value} className="billing-switch__option" data-checked={value === period.value}>
          <input type="radio" name="billing-period" value={period.value} checked={value === period.value} onChange={() => onChange(period.value)} />
          <span>{period.label}</span>
          {period.value === 'yearly' && <span className="billing-switch__save">{billing.yearlyLabel}</span>}
        </label>
      ))}
    </fieldset>
  );
}
