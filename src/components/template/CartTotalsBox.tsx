import type { ReactElement, ReactNode } from 'react';
import type { CartTotals } from '../../content/template/cart';
import { formatMoney } from '../../content/template/money';

/** Subtotal, shipping and total, as a definition list (Cart Totals on /cart). */
interface TotalsListProps {
  totals: CartTotals;
  labels: { subtotal: string; shipping: string; total: string };
  /** Announce changed rows ('Total $2342.50') when quantities change. */
  live?: boolean;
}

export function TotalsList({ totals, labels, live }: TotalsListProps): ReactElement {
  return (
    <dl className="t-totals" aria-live={live ? 'polite' : undefined}>
      <div aria-atomic="true">
        <dt>{labels.subtotal}</dt>
        <dd>{formatMoney(totals.subtotal)}</dd>
      </div>
      <div aria-atomic="true">
        <dt>{labels.shipping}</dt>
        <dd>{totals.shipping > 0 ? `Flat rate: ${formatMoney(totals.shipping)}` : formatMoney(0)}</dd>
      </div>
      <div className="t-totals__grand" aria-atomic="true">
        <dt>{labels.total}</dt>
        <dd>{formatMoney(totals.total)}</dd>
      </div>
    </dl>
  );
}

export function CartTotalsBox({ totals, children }: { totals: CartTotals; children?: ReactNode }): ReactElement {
  return (
    <section className="t-card t-cart-totals" id="cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title">Cart Totals</h2>
      <TotalsList totals={totals} labels={{ subtotal: 'Subtotal', shipping: 'Shipping', total: 'Total' }} live />
      {children}
    </section>
  );
}
