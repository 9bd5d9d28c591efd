import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import StartupPage from '../../../src/pages/template/StartupPage';
import { renderPage } from './renderPage';

describe('Startup page', () => {
  it('shows a sample hero, the four steps, services and the newsletter', () => {
    renderPage(StartupPage, '/startup');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Launch your center');
    expect(screen.getByText('Sample page')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(expect.arrayContaining(['Listen', 'Plan', 'Build', 'Grow']));
    expect(screen.getByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
  });
});
