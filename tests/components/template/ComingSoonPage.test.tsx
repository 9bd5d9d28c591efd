import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ComingSoonPage from '../../../src/pages/template/ComingSoonPage';
import { matchRoute } from '../../../src/routes';
import { renderPage } from './renderPage';

const values = () => Object.fromEntries([...document.querySelectorAll('[data-unit]')].map((el) => [el.getAttribute('data-unit'), el.textContent]));

afterEach(() => vi.useRealTimers());

describe('Coming soon page', () => {
  it('announces the site is coming soon, with the maintenance message', () => {
    renderPage(ComingSoonPage, '/coming-soon');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our website is Coming Soon');
    expect(screen.getByText(/maintenance/)).toBeInTheDocument();
  });

  it('counts down days, hours, minutes and seconds to the launch, live', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T00:00:00Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    renderPage(ComingSoonPage, '/coming-soon');
    const timer = screen.getByRole('timer');
    expect(
      within(timer)
        .getAllByText(/days|hours|minutes|seconds/)
        .map((l) => l.textContent),
    ).toEqual(['days', 'hours', 'minutes', 'seconds']);
    expect(values()).toEqual({ days: '100', hours: '00', minutes: '00', seconds: '00' });
    act(() => vi.advanceTimersByTime(1000));
    expect(values()).toEqual({ days: '99', hours: '23', minutes: '59', seconds: '59' });
    act(() => vi.advanceTimersByTime(61_000));
    expect(values()).toEqual({ days: '99', hours: '23', minutes: '58', seconds: '58' });
  });

  it('prerenders placeholders instead of a time, so hydration never mismatches', () => {
    const html = renderToString(
      <Router ssrPath="/coming-soon">
        <ComingSoonPage />
      </Router>,
    );
    const digits = [...html.matchAll(/data-unit="(\w+)"[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]]);
    expect(digits).toEqual([
      ['days', '--'],
      ['hours', '--'],
      ['minutes', '--'],
      ['seconds', '--'],
    ]);
  });

  it('has a required email input with Submit that keeps the visitor on the page', async () => {
    const user = userEvent.setup();
    const { history } = renderPage(ComingSoonPage, '/coming-soon');
    const form = screen.getByRole('form');
    const email = within(form).getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getByRole('status')).toBeEmptyDOMElement(); // the browser asks for the email first
    await user.type(email, 'ana@example.com');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getByRole('status')).toHaveTextContent('nothing was sent');
    expect(history).toEqual(['/coming-soon']);
  });

  it('links to Facebook, Twitter, LinkedIn and Instagram', () => {
    renderPage(ComingSoonPage, '/coming-soon');
    const links = within(screen.getByRole('list', { name: 'Social links' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Facebook (opens in a new tab)',
      'Twitter (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'Instagram (opens in a new tab)',
    ]);
    expect(links.every((l) => l.getAttribute('href')?.startsWith('https://'))).toBe(true);
  });

  it('is shown without the footer', () => {
    expect(matchRoute('/coming-soon').hideFooter).toBe(true);
  });
});
