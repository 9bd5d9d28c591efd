import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { displayPrice } from '../../src/content/plans';
import PricingPage from '../../src/pages/PricingPage';
import { waitlistFormCode } from '../../src/components/waitlist/WaitlistIsland';
import { probeProps } from './waitlistFormProbe';

vi.mock('../../src/components/waitlist/WaitlistForm', async () => ({
  WaitlistForm: (await import('./waitlistFormProbe')).WaitlistFormProbe,
}));

// The form is a deferred island (its code loads on demand): load it up front, so pages render at once.
beforeAll(async () => {
  await waitlistFormCode.load();
});

const cards = () => screen.getAllByRole('article');

describe('/pricing', () => {
  it('shows the four plans in order, with their tiers, badges and prices', () => {
    render(<PricingPage />);
    const rows = cards().map((card) => ({
      tier: card.querySelector('.plan__tier')!.textContent,
      title: within(card).getByRole('heading', { level: 2 }).textContent,
      badges: [...card.querySelectorAll('.plan__badge')].map((b) => b.textContent),
      price: card.querySelector('.plan__amount')!.textContent,
    }));
    expect(rows).toEqual([
      { tier: 'Experimental', title: 'Front Desk', badges: ['free forever'], price: 'Free' },
      { tier: 'Basic', title: 'Doctor’s office', badges: [], price: 'Price on request' },
      { tier: 'Standard', title: 'Laboratory', badges: ['Most Popular'], price: 'Price on request' },
      { tier: 'Advanced', title: 'Entire building', badges: ['Coming soon'], price: 'Price on request' },
    ]);
  });

  it('sends every Contact Us button to /demo', () => {
    render(<PricingPage />);
    const buttons = screen.getAllByRole('link', { name: 'Contact Us' });
    expect(buttons).toHaveLength(4);
    for (const b of buttons) expect(b).toHaveAttribute('href', '/demo');
  });

  it('lists what each plan adds over the one below', () => {
    render(<PricingPage />);
    const [front, basic, standard, advanced] = cards();
    expect(front).toHaveTextContent('Guests data management');
    expect(basic).toHaveTextContent('Everything in Front Desk, plus:');
    expect(basic).toHaveTextContent('Medical record');
    expect(standard).toHaveTextContent('Everything in Doctor’s office, plus:');
    expect(standard).toHaveTextContent('Blood tests results integration');
    expect(advanced).toHaveTextContent('Everything in Laboratory, plus:');
    expect(advanced).toHaveTextContent('Kitchen management');
  });

  it('bills monthly by default and offers yearly with “Save 10%”, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    render(<PricingPage />);
    const group = screen.getByRole('group', { name: 'Billing period' });
    const monthly = within(group).getByRole('radio', { name: 'Monthly' });
    const yearly = within(group).getByRole('radio', { name: /Yearly/ });
    expect(monthly).toBeChecked();
    expect(yearly.closest('label')).toHaveTextContent('Save 10%');
    await user.click(yearly);
    expect(yearly).toBeChecked();
    expect(monthly).not.toBeChecked();
    yearly.focus();
    await user.keyboard('{ArrowLeft}');
    expect(monthly).toBeChecked();
  });

  it('places the short wait-list form below the plans, without nav bar or contact panel', () => {
    render(<PricingPage />);
    const form = screen.getByTestId('waitlist-form');
    expect(probeProps(form)).toEqual({ shortForm: true, showNavBar: false, showContactUsDetails: false });
    const lastPlan = cards().at(-1)!;
    expect(lastPlan.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('plan prices', () => {
  it.each([
    [{ price: 0 }, 'monthly', 'Free'],
    [{ price: 0 }, 'yearly', 'Free'],
    [{ price: null }, 'yearly', 'Price on request'],
    [{ price: 100 }, 'monthly', '€100'],
    [{ price: 100 }, 'yearly', '€1,080'],
    [{ price: 49.5 }, 'yearly', '€534.60'],
  ] as const)('%o billed %s shows %s', (plan, period, amount) => {
    expect(displayPrice(plan, period).amount).toBe(amount);
  });
});
