import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { lineTotal, type CartLine } from '../../content/template/cart';
import { formatMoney } from '../../content/template/money';
import { QuantityCounter } from './QuantityCounter';

interface Props {
  line: CartLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart row: image, name, unit price, quantity counter, total, remove (spec section 2, 'Cart'). */
export function CartRow({ line, onQuantity, onRemove }: Props): ReactElement {
  const { product } = line;
  return (
    <tr>
      <td className="t-cart__image">
        <img src={product.image} alt="" width={96} height={72} />
      </td>
      <th scope="row" className="t-cart__name">
        <Link href="/products-details">{product.name}</Link>
      </th>
      <td data-label="Unit price">{formatMoney(product.price)}</td>
      <td data-label="Quantity">
        <QuantityCounter value={line.quantity} onChange={onQuantity} label={`Quantity of ${product.name}`} />
      </td>
      <td data-label="Total" className="t-cart__total">
        {formatMoney(lineTotal(line))}
      </td>
      <td className="t-cart__remove">
        <button type="button" className="t-icon-button" aria-label={`Remove ${product.name}`} onClick={onRemove}>
          <span aria-hidden="true">×</span>
        </button>
      </td>
    </tr>
  );
}
