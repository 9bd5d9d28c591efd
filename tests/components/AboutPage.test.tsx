import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AboutPage from '../../src/pages/AboutPage';
import { config } from '../../src/services/config';

const section = (title: string | RegExp) => screen.getByRole('region', { name: title });

describe('/about', () => {
  it('states the vision in the footer’s words, and the mission', () => {
    render(<AboutPage />);
    const purpose = section('Vision and mission');
    expect(purpose).toHaveTextContent(config.vision);
    expect(purpose).toHaveTextContent('Our mission');
  });

  it('says what we do, naming the areas the product covers', () => {
    render(<AboutPage />);
    const work = section('One place for the whole center');
    for (const area of ['guest data', 'bookings', 'medical records', 'discharge letters', 'scheduling', 'statistics', 'research', 'kitchen']) {
      expect(work.textContent).toContain(area);
    }
  });

  it('shows four client testimonials, each marked as a sample', () => {
    render(<AboutPage />);
    const quotes = within(section('What centers tell us')).getAllByRole('listitem');
    expect(quotes).toHaveLength(4);
    for (const q of quotes) {
      expect(q.querySelector('blockquote')?.textContent?.length).toBeGreaterThan(20);
      expect(within(q).getByText('Sample')).toBeInTheDocument();
    }
    expect(section('What centers tell us')).toHaveTextContent(/Sample testimonials/);
  });

  it('introduces team members with their roles, as sample profiles', () => {
    render(<AboutPage />);
    const members = within(section('The people behind Heartwork')).getAllByRole('listitem');
    expect(members.length).toBeGreaterThanOrEqual(3);
    for (const m of members) {
      expect(within(m).getByRole('heading', { level: 3 }).textContent).toMatch(/^Sample /);
      expect(m.querySelector('.team__role')?.textContent).toBeTruthy();
      expect(within(m).getByText('Sample profile')).toBeInTheDocument();
    }
  });

  it('shows partner logos drawn for the site, labelled as samples', () => {
    render(<AboutPage />);
    const logos = within(section('Working alongside')).getAllByRole('img');
    expect(logos).toHaveLength(4);
    for (const logo of logos) {
      expect(logo.getAttribute('alt')).toMatch(/\(sample partner logo\)$/);
      expect(logo).toHaveAttribute('width');
      expect(logo).toHaveAttribute('height');
      expect(logo).toHaveAttribute('loading', 'lazy');
    }
  });
});
