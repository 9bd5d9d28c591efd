import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MarketingPage from '../../../src/pages/template/MarketingPage';
import { hrefOf, renderPage } from './renderPage';

describe('Marketing page', () => {
  it('opens with a sample hero, services linking to /services-details, figures, work and the newsletter', () => {
    renderPage(MarketingPage, '/marketing');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Marketing');
    expect(screen.getByText('Sample page')).toBeInTheDocument();
    expect(hrefOf(screen.getByRole('link', { name: 'Contact us' }))).toBe('/contact');
    const services = screen.getAllByRole('link', { name: /^Learn more/ });
    expect(services).toHaveLength(3);
    expect(services.every((l) => hrefOf(l) === '/services-details')).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Sample figures' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('form', { name: 'Newsletter' })).getByRole('textbox')).toBeRequired();
  });
});
