import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { affiliateFormCode } from '../../src/components/affiliate/AffiliateIsland';
import { affiliateText } from '../../src/content/affiliate';
import { rewards } from '../../src/domain/rewards';
import AffiliatePage from '../../src/pages/AffiliatePage';

// The form is a deferred island (its code loads on demand): load it up front, so the page renders at once.
beforeAll(async () => {
  await affiliateFormCode.load();
});

describe('the affiliate page', () => {
  it('explains the rewards from the one rewards config', () => {
    render(<AffiliatePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(affiliateText.title);
    expect(screen.getByText(`Earn one cookie (${rewards.oneCookie.amountEur} euros) for simply referring a center that subscribes.`)).toBeInTheDocument();
    expect(
      screen.getByText(
        `Three cookies (${rewards.threeCookies.months} months of the referred center’s subscription) are paid after the first ${rewards.paidAfterMonths} months if the referred center subscribes.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(`Both need the referred center to take a paid plan of at least ${rewards.minimumPlanMonths} months.`)).toBeInTheDocument();
    expect(rewards.oneCookie.amountEur).toBe(30);
  });

  it('has one h1, the form and the place of the e-mail preview', () => {
    render(<AffiliatePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('form', { name: affiliateText.form.name })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: affiliateText.preview.title })).toHaveTextContent(affiliateText.preview.waiting);
  });
});
