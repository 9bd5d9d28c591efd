import { describe, expect, it } from 'vitest';
import { cartTotals, clampQuantity, flatShipping, parseQuantity, removeLine, sampleCart, setLineQuantity } from '../../../src/content/template/cart';
import { formatMoney } from '../../../src/content/template/money';

const money = (lines: Parameters<typeof cartTotals>[0]) => {
  const t = cartTotals(lines);
  return { subtotal: formatMoney(t.subtotal), shipping: formatMoney(t.shipping), total: formatMoney(t.total) };
};

describe('cart arithmetic', () => {
  it('adds $30.00 flat shipping to the four default rows: $1683.50 + $30.00 = $1713.50', () => {
    expect(sampleCart).toHaveLength(4);
    expect(sampleCart.every((l) => l.quantity === 1)).toBe(true);
    expect(formatMoney(flatShipping)).toBe('$30.00');
    expect(money(sampleCart)).toEqual({ subtotal: '$1683.50', shipping: '$30.00', total: '$1713.50' });
  });

  it('recomputes when a quantity changes', () => {
    const rowing = sampleCart[1].product; // $455.50
    const lines = setLineQuantity(sampleCart, rowing.id, 3);
    expect(lines[1].quantity).toBe(3);
    expect(money(lines)).toEqual({ subtotal: '$2594.50', shipping: '$30.00', total: '$2624.50' });
    expect(money(setLineQuantity(lines, rowing.id, 1))).toEqual(money(sampleCart));
  });

  it('never lets a quantity fall below 1', () => {
    const first = sampleCart[0].product.id;
    for (const q of [0, -4, Number.NaN, 0.4]) {
      expect(setLineQuantity(sampleCart, first, q)[0].quantity).toBe(1);
    }
    expect(clampQuantity(2.9)).toBe(2);
  });

  it('recomputes when rows are removed, and drops shipping once the cart is empty', () => {
    const withoutDesk = removeLine(sampleCart, 'standing-desk');
    expect(withoutDesk).toHaveLength(3);
    expect(money(withoutDesk)).toEqual({ subtotal: '$1284.50', shipping: '$30.00', total: '$1314.50' });
    const empty = sampleCart.reduce((lines, l) => removeLine(lines, l.product.id), [...sampleCart]);
    expect(money(empty)).toEqual({ subtotal: '$0.00', shipping: '$0.00', total: '$0.00' });
  });

  it('keeps cents exact where floating point would drift', () => {
    const tea = [{ product: { ...sampleCart[0].product, price: 10 /* $0.10 */ }, quantity: 3 }];
    expect(formatMoney(cartTotals(tea).subtotal)).toBe('$0.30');
  });

  it('reads typed quantities, waiting while the field holds no whole number', () => {
    expect(parseQuantity('4')).toBe(4);
    expect(parseQuantity('0')).toBe(1);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('2.5')).toBeNull();
    expect(parseQuantity('-1')).toBeNull();
  });
});
