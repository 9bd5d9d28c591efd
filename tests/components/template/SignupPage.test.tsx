import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SignupPage from '../../../src/pages/template/SignupPage';
import { hrefOf, renderPage } from './renderPage';

describe('Signup page', () => {
  it("is titled 'Create your Account'", () => {
    renderPage(SignupPage, '/signup');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create your Account');
  });

  it("has username, email, password and 'Keep Me Signup'", () => {
    renderPage(SignupPage, '/signup');
    const form = screen.getByRole('form', { name: 'Signup' });
    expect(within(form).getByRole('textbox', { name: 'Username' })).toHaveAttribute('name', 'username');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(form).getByRole('checkbox', { name: 'Keep Me Signup' })).not.toBeChecked();
  });

  it("links 'Signup Now' to / and offers the way to /login", () => {
    renderPage(SignupPage, '/signup');
    expect(hrefOf(screen.getByRole('link', { name: 'Signup Now' }))).toBe('/');
    expect(screen.getAllByRole('link').some((l) => hrefOf(l) === '/login')).toBe(true);
  });
});
