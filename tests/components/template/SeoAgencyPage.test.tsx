import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SeoAgencyPage from '../../../src/pages/template/SeoAgencyPage';
import { renderPage } from './renderPage';

describe('SEO agency page', () => {
  it('shows a sample hero, six services, figures, the process and the newsletter', () => {
    renderPage(SeoAgencyPage, '/seo-agency');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Be found');
    expect(screen.getByText('Sample page')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Learn more/ })).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'Sample figures' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our process' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
  });
});
