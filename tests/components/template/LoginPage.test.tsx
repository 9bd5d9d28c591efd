import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LoginPage from '../../../src/pages/template/LoginPage';
import { hrefOf, renderPage } from './renderPage';

describe('Login page', () => {
  it("welcomes back with 'Please login to your account'", () => {
    renderPage(LoginPage, '/login');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome Back!');
    expect(screen.getByText('Please login to your account')).toBeInTheDocument();
  });

  it("has email, password and 'Keep me Login'", () => {
    renderPage(LoginPage, '/login');
    const form = screen.getByRole('form', { name: 'Login' });
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(form).getByRole('checkbox', { name: 'Keep me Login' })).not.toBeChecked();
  });

  it("links 'Forgot Password?' and 'Login Now' to / and offers the way to /signup", () => {
    renderPage(LoginPage, '/login');
    expect(hrefOf(screen.getByRole('link', { name: 'Forgot Password?' }))).toBe('/');
    expect(hrefOf(screen.getByRole('link', { name: 'Login Now' }))).toBe('/');
    expect(screen.getAllByRole('link').some((l) => hrefOf(l) === '/signup')).toBe(true);
  });
});
