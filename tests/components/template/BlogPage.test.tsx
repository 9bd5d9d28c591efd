import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BlogPage from '../../../src/pages/template/BlogPage';
import { hrefOf, renderPage } from './renderPage';

describe('Blog page', () => {
  it('is titled Blog with the breadcrumb Home > Blog', () => {
    renderPage(BlogPage, '/blog');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Home', 'Blog']);
    expect(hrefOf(within(crumbs[0]).getByRole('link'))).toBe('/');
    expect(crumbs[1]).toHaveAttribute('aria-current', 'page');
  });

  it('shows six post cards with image, title, excerpt, date and author, linking to /blog-details', () => {
    renderPage(BlogPage, '/blog');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(card.querySelector('img')).not.toBeNull();
      expect(card.querySelector('time')?.textContent).toMatch(/^\d{1,2} \w+ 2019$/);
      expect(card).toHaveTextContent(/By \w+/);
      const title = within(card).getByRole('heading');
      expect(hrefOf(within(title).getByRole('link'))).toBe('/blog-details');
      expect(title.nextElementSibling?.textContent?.length).toBeGreaterThan(20);
    }
  });

  it('paginates 1 to 4 with page 2 current and previous/next arrows, all linking to /', () => {
    renderPage(BlogPage, '/blog');
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Page 4', 'Next page']);
    expect(links.every((l) => hrefOf(l) === '/')).toBe(true);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('2');
  });

  it('lists the archives, meta links and the tag cloud with its counts in the sidebar', () => {
    renderPage(BlogPage, '/blog');
    const sidebar = screen.getByRole('complementary', { name: 'Blog sidebar' });
    const section = (title: string) => within(sidebar).getByRole('heading', { name: title }).parentElement!;
    expect(
      within(section('Archives'))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['May 2019', 'April 2019', 'June 2019']);
    expect(within(section('Meta')).getAllByRole('link').length).toBeGreaterThan(0);
    expect(
      within(section('Tags'))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['IT (3)', 'Exto (3)', 'Games (2)', 'Fashion (2)', 'Travel (1)', 'Smart (1)', 'Marketing (1)', 'Tips (2)']);
  });

  it('offers the newsletter with a required email field', () => {
    renderPage(BlogPage, '/blog');
    const email = within(screen.getByRole('form', { name: 'Newsletter' })).getByRole('textbox');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
  });
});
