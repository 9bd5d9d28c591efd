import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProjectsPage from '../../../src/pages/template/ProjectsPage';
import { hrefOf, renderPage } from './renderPage';

describe('Projects page', () => {
  it('shows six sample projects, each linking to /projects-details', () => {
    renderPage(ProjectsPage, '/projects');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Projects');
    const titles = screen.getAllByRole('heading', { level: 2 });
    expect(titles).toHaveLength(6);
    for (const t of titles) expect(hrefOf(t.querySelector('a')!)).toBe('/projects-details');
  });
});
