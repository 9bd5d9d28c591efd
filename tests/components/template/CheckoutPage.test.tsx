import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CheckoutPage from '../../../src/pages/template/CheckoutPage';
import { hrefOf, renderPage } from './renderPage';

const open = () => renderPage(CheckoutPage, '/checkout');

describe('Checkout page', () => {
  it('prompts a returning customer to log in', () => {
    open();
    expect(screen.getByText(/Returning customer\?/)).toBeInTheDocument();
    expect(hrefOf(screen.getByRole('link', { name: 'Click here to login' }))).toBe('/login');
  });

  it('offers the six countries in order', () => {
    open();
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['United Arab Emirates', 'China', 'United Kingdom', 'Germany', 'France', 'Japan']);
  });

  it('marks the required billing fields without enforcing them', () => {
    open();
    const marked = ['First name', 'Last name', 'Address', 'Town / City', 'State / County', 'Postcode / Zip', 'Email address', 'Phone'];
    for (const name of marked) {
      const field = screen.getByRole<HTMLInputElement>('textbox', { name });
      expect(field, name).toHaveAttribute('aria-required', 'true');
      expect(field, name).not.toHaveAttribute('required');
      expect(field.checkValidity(), name).toBe(true);
      expect(field.labels![0], name).toHaveTextContent(`${name} *`);
    }
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute('aria-required', 'true');
    const company = screen.getByRole<HTMLInputElement>('textbox', { name: 'Company name' });
    expect(company).not.toHaveAttribute('aria-required');
    expect(company.labels![0].textContent).toBe('Company name');
  });

  it("has 'Create an account?', 'Ship to a different address?' and order notes", () => {
    open();
    expect(screen.getByRole('checkbox', { name: 'Create an account?' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ship to a different address?' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Order notes' }).tagName).toBe('TEXTAREA');
  });

  it('summarises the order: four items, cart subtotal, shipping and order total', () => {
    open();
    const table = screen.getByRole('table', { name: 'Your order' });
    const [, ...bodyAndFoot] = within(table).getAllByRole('row');
    const items = bodyAndFoot.filter((r) => !within(r).queryByRole('rowheader'));
    expect(items).toHaveLength(4);
    const sums = Object.fromEntries(
      bodyAndFoot
        .filter((r) => within(r).queryByRole('rowheader'))
        .map((r) => [within(r).getByRole('rowheader').textContent, within(r).getByRole('cell').textContent]),
    );
    expect(sums).toEqual({ 'Cart Subtotal': '$1683.50', Shipping: 'Flat rate: $30.00', 'Order Total': '$1713.50' });
  });

  it('preselects direct bank transfer with its explanation, and explains the method chosen instead', async () => {
    const user = userEvent.setup();
    open();
    const bank = screen.getByRole('radio', { name: 'Direct bank transfer' });
    expect(bank).toBeChecked();
    expect(bank).toHaveAccessibleDescription(/Make your payment directly into our bank account/);
    expect(screen.getAllByRole('radio').map((r) => r.closest('div')!.textContent)).toEqual(['Direct bank transfer', 'PayPal', 'Cash on delivery']);
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(screen.queryByText(/Make your payment directly/)).toBeNull();
    expect(screen.getByRole('radio', { name: 'PayPal' })).toHaveAccessibleDescription(/PayPal/);
  });

  it('links Place Order to /', () => {
    open();
    expect(hrefOf(screen.getByRole('link', { name: 'Place Order' }))).toBe('/');
  });
});
