import { useId, useState, type ReactElement } from 'react';
import { defaultPaymentMethod, paymentMethods, type PaymentMethod } from '../../content/template/checkout';

/** Three payment radios, direct bank transfer preselected; the chosen one shows its explanation. */
export function PaymentOptions(): ReactElement {
  const base = useId();
  const [chosen, setChosen] = useState<PaymentMethod>(defaultPaymentMethod);
  return (
    <fieldset className="t-payment">
      <legend>Payment method</legend>
      {paymentMethods.map((m) => (
        <div key={m.value} className="t-payment__option">
          <div className="t-check">
            <input
              id={`${base}-${m.value}`}
              type="radio"
              name="payment_method"
              value={m.value}
              checked={chosen === m.value}
              onChange={() => setChosen(m.value)}
              aria-describedby={chosen === m.value ? `${base}-${m.value}-text` : undefined}
            />
            <label htmlFor={`${base}-${m.value}`}>{m.label}</label>
          </div>
          {chosen === m.value && (
            <p id={`${base}-${m.value}-text`} className="t-payment__text">
              {m.description}
            </p>
          )}
        </div>
      ))}
    </fieldset>
  );
}
