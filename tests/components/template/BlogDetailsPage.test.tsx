import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BlogDetailsPage from '../../../src/pages/template/BlogDetailsPage';
import { hrefOf, renderPage } from './renderPage';

describe('Blog details page', () => {
  it('shows the post under the breadcrumb Home > Blog, with the blog sidebar', () => {
    renderPage(BlogDetailsPage, '/blog-details');
    const title = screen.getByRole('heading', { level: 1 }).textContent!;
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Home', 'Blog', title]);
    expect(screen.getByRole('article')).toHaveTextContent('sample article');
    expect(screen.getByRole('complementary', { name: 'Blog sidebar' })).toBeInTheDocument();
  });

  it('has the comment form: comment (at most 65525 characters), author, email, url and cookie consent', () => {
    renderPage(BlogDetailsPage, '/blog-details');
    const form = screen.getByRole('form', { name: 'Leave a Reply' });
    const comment = within(form).getByRole('textbox', { name: 'Comment' });
    expect(comment.tagName).toBe('TEXTAREA');
    expect(comment).toHaveAttribute('maxlength', '65525');
    expect(comment).toHaveAttribute('name', 'comment');
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAttribute('name', 'author');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(within(form).getByRole('textbox', { name: 'Website' })).toHaveAttribute('name', 'url');
    expect(within(form).getByRole('checkbox', { name: /Save my name, email, and website/ })).not.toBeChecked();
  });

  it('keeps the visitor on the page when a comment is posted, and says nothing was sent', async () => {
    const user = userEvent.setup();
    const { history } = renderPage(BlogDetailsPage, '/blog-details');
    const form = screen.getByRole('form', { name: 'Leave a Reply' });
    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), 'Lovely post');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(within(form).getByRole('button', { name: 'Post Comment' }));
    expect(within(form).getByRole('status')).toHaveTextContent('nothing was sent');
    expect(history).toEqual(['/blog-details']);
  });

  it('links the post tags back to the blog', () => {
    renderPage(BlogDetailsPage, '/blog-details');
    const tags = within(screen.getByRole('article')).getAllByRole('link');
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.every((t) => hrefOf(t) === '/blog')).toBe(true);
  });
});
