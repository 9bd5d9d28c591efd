import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PrivacyPage from '../../src/pages/PrivacyPage';
import TermsPage from '../../src/pages/TermsPage';
import { config } from '../../src/services/config';

describe.each([
  ['/terms-and-conditions', TermsPage, 'Terms and conditions'],
  ['/privacy-policy', PrivacyPage, 'Privacy policy'],
] as const)('%s', (_, Page, title) => {
  it('is titled, dated 26 Jul 2024, and its contents link to every section', () => {
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 26 Jul 2024');
    const links = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('#section-'));
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
  });

  it('tells the visitor how to reach us', () => {
    render(<Page />);
    const mail = screen.getAllByRole('link', { name: config.contact.email })[0]!;
    expect(mail).toHaveAttribute('href', `mailto:${config.contact.email}`);
  });
});

describe('terms', () => {
  it('holds the Book a Demo clause: contact about a demo, more information, or marketing', () => {
    render(<TermsPage />);
    const clause = screen.getByText(/By sending the Book a Demo form/);
    expect(clause.textContent).toMatch(/contact you about a demo, to send you more information, or for marketing/);
  });
});

describe('privacy policy', () => {
  const text = () => document.body.textContent ?? '';

  it('names what each form stores', () => {
    render(<PrivacyPage />);
    for (const field of [
      'your name',
      'your email address',
      'whether you already have a center',
      'country and website',
      'features you are interested in',
      'who told you about us',
      'suggested meeting date and time',
      'contact person’s name',
      'phone number',
      'Scholarship Program application',
    ]) {
      expect(text()).toContain(field);
    }
  });

  it('says why, for how long, and how to ask for deletion', () => {
    render(<PrivacyPage />);
    expect(screen.getByRole('heading', { name: /Why we use it/ })).toBeInTheDocument();
    expect(text()).toMatch(/deleted at the latest 6 months after you last changed it/);
    expect(text()).toMatch(/at the latest 24 months after our last contact/);
    expect(screen.getByRole('heading', { name: /How to ask for deletion/ })).toBeInTheDocument();
    expect(text()).toMatch(/subject “Delete my data”/);
  });

  it('explains that analytics runs only with consent and can be withdrawn', () => {
    render(<PrivacyPage />);
    expect(text()).toMatch(/Until you accept, none of this is sent/);
    expect(text()).toMatch(/Privacy choices/);
  });
});
