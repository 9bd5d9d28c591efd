import type { ReactElement } from 'react';
import { cartTotals, lineTotal, type CartLine } from '../../content/template/cart';
import { formatMoney } from '../../content/template/money';

/** The checkout's order: four items, cart subtotal, shipping and order total (spec section 2). */
export function OrderSummary({ lines }: { lines: readonly CartLine[] }): ReactElement {
  const totals = cartTotals(lines);
  return (
    <table className="t-order">
      <caption className="visually-hidden">Your order</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.product.id}>
            <td>
              {line.product.name} <span className="t-muted">× {line.quantity}</span>
            </td>
            <td>{formatMoney(lineTotal(line))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Cart Subtotal</th>
          <td>{formatMoney(totals.subtotal)}</td>
        </tr>
        <tr>
          <th scope="row">Shipping</th>
          <td>Flat rate: {formatMoney(totals.shipping)}</td>
        </tr>
        <tr className="t-order__total">
          <th scope="row">Order Total</th>
          <td>{formatMoney(totals.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
