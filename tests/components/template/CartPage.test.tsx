import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CartPage from '../../../src/pages/template/CartPage';
import { definitionRows, hrefOf, renderPage } from './renderPage';

const open = () => renderPage(CartPage, '/cart');
const totals = () => definitionRows(screen.getByRole('region', { name: 'Cart Totals' }).querySelector('dl')!);
const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const cells = (tr: HTMLElement) => [...tr.querySelectorAll('td[data-label]')].map((td) => td.textContent);

describe('Cart page', () => {
  it('lists four rows with image, name, unit price, quantity 1, total and a remove control', () => {
    open();
    const rows = screen.getAllByRole('rowheader').map((h) => h.closest('tr')!);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Folding massage table',
      'Rowing machine',
      'Standing desk',
      'Meditation cushion set',
    ]);
    for (const r of rows) {
      expect(r.querySelector('img')).not.toBeNull();
      expect(within(r).getByRole('spinbutton')).toHaveValue(1);
      expect(within(r).getByRole('button', { name: /^Remove / })).toBeInTheDocument();
    }
    expect(cells(row('Rowing machine'))).toEqual(['$455.50', expect.any(String), '$455.50']);
  });

  it('totals $1683.50 + flat shipping $30.00 = $1713.50 at the default quantities', () => {
    open();
    expect(totals()).toEqual({ Subtotal: '$1683.50', Shipping: 'Flat rate: $30.00', Total: '$1713.50' });
  });

  it('recomputes the row and the totals when a quantity goes up or down, never below 1', async () => {
    const user = userEvent.setup();
    open();
    const rowing = row('Rowing machine');
    await user.click(within(rowing).getByRole('button', { name: 'Increase' }));
    await user.click(within(rowing).getByRole('button', { name: 'Increase' }));
    expect(cells(rowing)[2]).toBe('$1366.50');
    expect(totals()).toEqual({ Subtotal: '$2594.50', Shipping: 'Flat rate: $30.00', Total: '$2624.50' });
    await user.click(within(rowing).getByRole('button', { name: 'Decrease' }));
    expect(totals().Total).toBe('$2169.00');
    const table = row('Folding massage table');
    await user.click(within(table).getByRole('button', { name: 'Decrease' }));
    expect(within(table).getByRole('spinbutton')).toHaveValue(1);
    expect(totals().Total).toBe('$2169.00');
  });

  it('recomputes when a quantity is typed', async () => {
    const user = userEvent.setup();
    open();
    const desk = within(row('Standing desk')).getByRole('spinbutton', { name: 'Quantity of Standing desk' });
    await user.clear(desk);
    await user.type(desk, '3');
    expect(totals().Subtotal).toBe('$2481.50');
  });

  it('recomputes when a row is removed, says so, and shows an empty cart at the end', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Remove Standing desk' }));
    expect(screen.queryByRole('rowheader', { name: 'Standing desk' })).toBeNull();
    expect(screen.getByText('Standing desk was removed from the cart.')).toHaveAttribute('role', 'status');
    expect(totals()).toEqual({ Subtotal: '$1284.50', Shipping: 'Flat rate: $30.00', Total: '$1314.50' });
    for (const name of ['Folding massage table', 'Rowing machine', 'Meditation cushion set']) {
      await user.click(screen.getByRole('button', { name: `Remove ${name}` }));
    }
    expect(screen.getByText(/Your cart is empty/)).toBeInTheDocument();
    expect(totals().Total).toBe('$0.00');
  });

  it('has the coupon field with Apply Coupon, which stays on the page', async () => {
    const user = userEvent.setup();
    const { history } = open();
    const coupon = screen.getByRole('form', { name: 'Coupon' });
    await user.type(within(coupon).getByRole('textbox', { name: 'Coupon code' }), 'SPRING');
    await user.click(within(coupon).getByRole('button', { name: 'Apply Coupon' }));
    expect(within(coupon).getByRole('status')).toHaveTextContent('nothing was sent');
    expect(history).toEqual(['/cart']);
  });

  it('links Update cart totals to the totals and Proceed to Checkout to /checkout', () => {
    open();
    expect(hrefOf(screen.getByRole('link', { name: 'Update cart totals' }))).toBe('#cart-totals');
    expect(document.getElementById('cart-totals')).toHaveTextContent('Cart Totals');
    expect(hrefOf(screen.getByRole('link', { name: 'Proceed to Checkout' }))).toBe('/checkout');
  });
});
