import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ProductsDetailsPage from '../../../src/pages/template/ProductsDetailsPage';
import { hrefOf, renderPage } from './renderPage';

const open = () => renderPage(ProductsDetailsPage, '/products-details');
const tabPanel = () => screen.getByRole('tabpanel');

describe('Product details page', () => {
  it("shows the title, new and old price and the star rating with a '3 reviews' link", () => {
    open();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Folding massage table');
    expect(screen.getByText('$629.00')).toBeInTheDocument();
    expect(screen.getByText('$699.00').closest('del')).not.toBeNull();
    expect(screen.getAllByRole('img', { name: /^Rated .* out of 5$/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '3 reviews' })).toBeInTheDocument();
  });

  it('counts the quantity from 1 and never below 1', async () => {
    const user = userEvent.setup();
    open();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    const group = screen.getByRole('group', { name: 'Quantity' });
    expect(quantity).toHaveValue(1);
    await user.click(within(group).getByRole('button', { name: 'Decrease' }));
    expect(quantity).toHaveValue(1);
    await user.click(within(group).getByRole('button', { name: 'Increase' }));
    await user.click(within(group).getByRole('button', { name: 'Increase' }));
    expect(quantity).toHaveValue(3);
    await user.click(within(group).getByRole('button', { name: 'Decrease' }));
    expect(quantity).toHaveValue(2);
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity).toHaveValue(1);
  });

  it('offers Add to cart, the terms checkbox, Buy it now and the payment logos under Guaranteed safe checkout', () => {
    open();
    expect(hrefOf(screen.getByRole('link', { name: 'Add to cart' }))).toBe('/cart');
    expect(screen.getByRole('checkbox', { name: /I agree with the terms and conditions/ })).not.toBeChecked();
    expect(hrefOf(screen.getByRole('link', { name: 'Buy it now' }))).toBe('/checkout');
    const safe = screen.getByText('Guaranteed safe checkout').parentElement!;
    const logos = within(within(safe).getByRole('list', { name: 'Accepted payment methods' })).getAllByRole('img');
    expect(logos.map((l) => l.getAttribute('aria-label'))).toEqual(expect.arrayContaining(['Visa', 'Mastercard', 'PayPal']));
  });

  it('has the tabs Description, Additional information and Reviews, Description first', async () => {
    const user = userEvent.setup();
    open();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Description', 'Additional information', 'Reviews']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(tabs[1]);
    const rows = within(tabPanel())
      .getAllByRole('rowheader')
      .map((r) => r.textContent);
    expect(rows).toEqual(['Brand', 'Color', 'Size', 'Weight', 'Dimensions']);
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('tab', { name: 'Description' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Additional information' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  });

  it("opens the Reviews tab from the '3 reviews' link: summary, three reviews to report and the review form", async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('link', { name: '3 reviews' }));
    const panel = tabPanel();
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    expect(panel).toHaveTextContent('Based on 3 reviews');
    expect(hrefOf(within(panel).getByRole('link', { name: 'Write a Review' }))).toBe('#write-a-review');
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    for (const item of items) expect(within(item).getByRole('link', { name: /^Report as Inappropriate/ })).toBeInTheDocument();
    const form = within(panel).getByRole('form', { name: 'Write a Review' });
    for (const name of ['Name', 'Email', 'Review Title', 'Comments']) expect(within(form).getByRole('textbox', { name })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Submit Review' })).toHaveAttribute('type', 'submit');
  });

  it('keeps a submitted review on the page', async () => {
    const user = userEvent.setup();
    const { history } = open();
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    const form = screen.getByRole('form', { name: 'Write a Review' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'Review Title' }), 'Great');
    await user.type(within(form).getByRole('textbox', { name: 'Comments' }), 'Very good table.');
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(within(form).getByRole('status')).toHaveTextContent('nothing was sent');
    expect(history).toEqual(['/products-details']);
  });

  it('lists three related products, each with Add To Cart to /cart', () => {
    open();
    const related = screen.getByRole('heading', { name: 'Related Products' }).parentElement!;
    const cards = within(related).getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(hrefOf(within(card).getByRole('link', { name: /^Add To Cart/ }))).toBe('/cart');
  });
});
