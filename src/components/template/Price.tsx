import type { ReactElement } from 'react';
import { formatMoney, type Cents } from '../../content/template/money';

/** The new price, and the old one struck through when there is one. */
export function Price({ price, oldPrice }: { price: Cents; oldPrice?: Cents }): ReactElement {
  return (
    <span className="t-price">
      <span className="t-price__new">{formatMoney(price)}</span>
      {oldPrice !== undefined && (
        <del className="t-price__old">
          <span className="visually-hidden">was </span>
          {formatMoney(oldPrice)}
        </del>
      )}
    </span>
  );
}
