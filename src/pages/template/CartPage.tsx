import { useRef, useState, type ReactElement } from 'react';
import { Link } from 'wouter';
import { CartRow } from '../../components/template/CartRow';
import { CartTotalsBox } from '../../components/template/CartTotalsBox';
import { TextField } from '../../components/template/fields';
import { SampleForm } from '../../components/template/SampleForm';
import { TemplateHeader } from '../../components/template/TemplateHeader';
import { cartTotals, removeLine, sampleCart, setLineQuantity, type CartLine } from '../../content/template/cart';
import '../../styles/template.css';

export default function CartPage(): ReactElement {
  const [lines, setLines] = useState<readonly CartLine[]>(sampleCart);
  const [status, setStatus] = useState('');
  const table = useRef<HTMLDivElement>(null);
  const remove = (line: CartLine) => {
    setLines(removeLine(lines, line.product.id));
    setStatus(`${line.product.name} was removed from the cart.`);
    // The removed row held focus; keep keyboard users in the cart rather than at the page top.
    table.current?.focus();
  };
  return (
    <>
      <TemplateHeader title="Cart" />
      <div className="container t-section">
        <p role="status" className="t-form-status">
          {status}
        </p>
        <div ref={table} tabIndex={-1} className="t-cart">
          {lines.length > 0 ? (
            <table className="t-cart__table">
              <caption className="visually-hidden">Shopping cart</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Image</span>
                  </th>
                  <th scope="col">Product</th>
                  <th scope="col">Unit price</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Total</th>
                  <th scope="col">
                    <span className="visually-hidden">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <CartRow
                    key={line.product.id}
                    line={line}
                    onQuantity={(quantity) => setLines(setLineQuantity(lines, line.product.id, quantity))}
                    onRemove={() => remove(line)}
                  />
                ))}
              </tbody>
            </table>
          ) : (
            <p className="t-cart__empty">
              Your cart is empty. <Link href="/products-list">Browse the products</Link>
            </p>
          )}
        </div>
        <div className="t-cart__actions">
          <SampleForm label="Coupon" className="t-coupon">
            <TextField label="Coupon code" name="coupon_code" />
            <button type="submit" className="button button--secondary">
              Apply Coupon
            </button>
          </SampleForm>
          {/* Totals follow every change at once; the link takes the visitor to them. */}
          <a href="#cart-totals" className="t-more">
            Update cart totals
          </a>
        </div>
        <CartTotalsBox totals={cartTotals(lines)}>
          <Link href="/checkout" className="button button--primary t-block">
            Proceed to Checkout
          </Link>
        </CartTotalsBox>
      </div>
    </>
  );
}
