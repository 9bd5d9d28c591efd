import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TeamPage from '../../../src/pages/template/TeamPage';
import { renderPage } from './renderPage';

describe('Team page', () => {
  it('shows eight sample team members with their roles', () => {
    renderPage(TeamPage, '/team');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Team');
    const names = screen.getAllByRole('heading', { level: 2 });
    expect(names).toHaveLength(8);
    for (const n of names) expect(n.nextElementSibling?.textContent).toMatch(/\w+/);
    expect(screen.getByText('Sample page')).toBeInTheDocument();
  });
});
