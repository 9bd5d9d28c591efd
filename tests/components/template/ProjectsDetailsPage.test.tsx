import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProjectsDetailsPage from '../../../src/pages/template/ProjectsDetailsPage';
import { renderPage } from './renderPage';

describe('Project details page', () => {
  it('presents one sample project under Home > Projects with its facts', () => {
    renderPage(ProjectsDetailsPage, '/projects-details');
    const title = screen.getByRole('heading', { level: 1 }).textContent;
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Home', 'Projects', title]);
    const facts = within(screen.getByRole('complementary', { name: 'Project facts' }));
    expect(facts.getAllByRole('term').map((t) => t.textContent)).toEqual(['Client', 'Category', 'Date', 'Location']);
  });
});
