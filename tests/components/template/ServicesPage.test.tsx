import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ServicesPage from '../../../src/pages/template/ServicesPage';
import { hrefOf, renderPage } from './renderPage';

describe('Services page', () => {
  it('lists six sample services, each linking to /services-details', () => {
    renderPage(ServicesPage, '/services');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Services');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Home', 'Services']);
    const links = screen.getAllByRole('link', { name: /^Learn more/ });
    expect(links).toHaveLength(6);
    expect(links.every((l) => hrefOf(l) === '/services-details')).toBe(true);
  });
});
