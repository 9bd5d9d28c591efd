import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ServicesDetailsPage from '../../../src/pages/template/ServicesDetailsPage';
import { renderPage } from './renderPage';

describe('Service details page', () => {
  it('describes one sample service under Home > Services, with the list of all services', () => {
    renderPage(ServicesDetailsPage, '/services-details');
    const title = screen.getByRole('heading', { level: 1 }).textContent;
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Home', 'Services', title]);
    expect(screen.getByRole('heading', { name: 'What is included' })).toBeInTheDocument();
    const all = within(screen.getByRole('complementary', { name: 'All services' })).getAllByRole('link');
    expect(all).toHaveLength(6);
    expect(all.find((l) => l.getAttribute('aria-current') === 'page')).toHaveTextContent(title!);
  });
});
