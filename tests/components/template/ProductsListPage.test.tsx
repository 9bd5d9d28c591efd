import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ProductsListPage from '../../../src/pages/template/ProductsListPage';
import { hrefOf, renderPage } from './renderPage';

const specSortOptions = [
  'Default sorting',
  'Sort by popularity',
  'Sort by average rating',
  'Sort by latest',
  'Sort by price: low to high',
  'Sort by price: high to low',
  'Sort by new',
];

const cardNames = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
const cardPrice = (card: HTMLElement) => Number(card.querySelector('.t-price__new')!.textContent!.replace('$', ''));

describe('Products list page', () => {
  it("says 'Showing 1-8 of 14 results'", () => {
    renderPage(ProductsListPage, '/products-list');
    expect(screen.getByText('Showing 1-8 of 14 results')).toBeInTheDocument();
  });

  it("offers the seven sort options in the spec's order, default first", () => {
    renderPage(ProductsListPage, '/products-list');
    const select = screen.getByRole('combobox', { name: 'Sort products' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(specSortOptions);
    expect(select).toHaveDisplayValue('Default sorting');
  });

  it('shows six product cards with price, star rating, Add To Cart to /cart and a link to /products-details', () => {
    renderPage(ProductsListPage, '/products-list');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(card).toHaveTextContent(/\$\d+\.\d{2}/);
      expect(within(card).getByRole('img', { name: /^Rated [0-5] out of 5$/ })).toBeInTheDocument();
      expect(hrefOf(within(card).getByRole('link', { name: /^Add To Cart/ }))).toBe('/cart');
      expect(hrefOf(within(within(card).getByRole('heading')).getByRole('link'))).toBe('/products-details');
    }
    const withOldPrice = cards.filter((c) => c.querySelector('del'));
    expect(withOldPrice.length).toBeGreaterThan(0);
    expect(withOldPrice.length).toBeLessThan(6);
  });

  it('reorders the cards when a price sort is chosen', async () => {
    const user = userEvent.setup();
    renderPage(ProductsListPage, '/products-list');
    const select = screen.getByRole('combobox', { name: 'Sort products' });
    await user.selectOptions(select, 'Sort by price: low to high');
    const low = screen.getAllByRole('article').map(cardPrice);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    await user.selectOptions(select, 'Sort by price: high to low');
    expect(screen.getAllByRole('article').map(cardPrice)).toEqual([...low].reverse());
    const before = cardNames();
    await user.selectOptions(select, 'Default sorting');
    expect(cardNames()).not.toEqual(before);
  });

  it('paginates 1 to 4 with page 2 current', () => {
    renderPage(ProductsListPage, '/products-list');
    const nav = screen.getByRole('navigation', { name: 'Product pages' });
    expect(
      within(nav)
        .getAllByRole('link', { name: /^Page \d$/ })
        .map((l) => l.textContent),
    ).toEqual(['1', '2', '3', '4']);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('2');
  });
});
