import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ContactPage from '../../../src/pages/template/ContactPage';
import { config } from '../../../src/services/config';
import { renderPage } from './renderPage';

describe('Contact page', () => {
  it('has the form fields name, email, phone_number, subject and message', () => {
    renderPage(ContactPage, '/contact');
    const form = screen.getByRole('form', { name: 'Contact' });
    const names = [...form.querySelectorAll('input, textarea')].map((f) => f.getAttribute('name'));
    expect(names).toEqual(['name', 'email', 'phone_number', 'subject', 'message']);
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(within(form).getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
  });

  it('keeps a sent message on the page and says nothing was sent', async () => {
    const user = userEvent.setup();
    const { history } = renderPage(ContactPage, '/contact');
    const form = screen.getByRole('form', { name: 'Contact' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(within(form).getByRole('status')).toHaveTextContent('nothing was sent');
    expect(history).toEqual(['/contact']);
  });

  it("shows the app's contact details", () => {
    renderPage(ContactPage, '/contact');
    expect(screen.getByRole('link', { name: config.contact.email })).toHaveAttribute('href', `mailto:${config.contact.email}`);
    expect(screen.getByText(config.contact.address)).toBeInTheDocument();
  });
});
