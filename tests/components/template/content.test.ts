import { describe, expect, it } from 'vitest';
import { countdownParts } from '../../../src/content/template/countdown';
import { formatMoney } from '../../../src/content/template/money';
import { products, sortProducts } from '../../../src/content/template/products';

describe('money', () => {
  it.each([
    [168350, '$1683.50'],
    [3000, '$30.00'],
    [5, '$0.05'],
    [0, '$0.00'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
});

describe('product sorting', () => {
  const names = (key: Parameters<typeof sortProducts>[1]) => sortProducts(products, key).map((p) => p.name);

  it('orders by price both ways', () => {
    const low = sortProducts(products, 'price-asc').map((p) => p.price);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    expect(names('price-desc')).toEqual([...names('price-asc')].reverse());
  });

  it('keeps the default order and leaves the source list alone', () => {
    const before = products.map((p) => p.name);
    sortProducts(products, 'price-asc');
    expect(names('default')).toEqual(before);
    expect(products.map((p) => p.name)).toEqual(before);
  });

  it('puts new products first for "Sort by new" and the most sold first for popularity', () => {
    const sorted = sortProducts(products, 'new');
    const firstOld = sorted.findIndex((p) => !p.isNew);
    expect(sorted.slice(firstOld).every((p) => !p.isNew)).toBe(true);
    const sold = sortProducts(products, 'popularity').map((p) => p.sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
  });
});

describe('countdown', () => {
  const target = Date.parse('2027-03-01T00:00:00Z');

  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts(target, Date.parse('2026-11-21T00:00:00Z'))).toEqual({ days: 100, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(target, Date.parse('2027-02-27T22:58:57Z'))).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 3 });
  });

  it('stops at zero once the date has passed', () => {
    expect(countdownParts(target, target + 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
