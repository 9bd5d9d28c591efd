import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentStorageKey } from '../../src/actors/consent';
import { LazyConsent } from '../../src/components/consent/LazyConsent';
import { Footer } from '../../src/components/Footer';
import { consentText } from '../../src/content/consent';

// A build with an analytics key: there is something to consent to.
vi.mock('../../src/services/analytics', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/services/analytics')>()),
  analyticsConfigured: true,
}));

afterEach(() => localStorage.clear());

/** The shell's footer and its consent part, as App places them; the consent chunk loads after mount. */
async function renderWithFooter() {
  const view = render(
    <>
      <Footer />
      <LazyConsent footer />
    </>,
  );
  await screen.findByRole('button', { name: /Go to top/ });
  await act(() => import('../../src/components/consent/ConsentLayer'));
  await act(() => Promise.resolve());
  return view;
}

describe('consent banner in the shell', () => {
  it('asks on a first visit, with equally easy answers and a link to the privacy policy', async () => {
    await renderWithFooter();
    const banner = screen.getByRole('region', { name: consentText.title });
    expect(within(banner).getByRole('button', { name: consentText.accept })).toBeVisible();
    expect(within(banner).getByRole('button', { name: consentText.decline })).toBeVisible();
    expect(within(banner).getByRole('link', { name: consentText.policyLink })).toHaveAttribute('href', '/privacy-policy');
    // A first visit does not steal focus from the page.
    expect(within(banner).getByRole('heading')).not.toHaveFocus();
  });

  it('is remembered: a later visit does not ask again, and the footer can reopen it', async () => {
    const user = userEvent.setup();
    const first = await renderWithFooter();
    await user.click(screen.getByRole('button', { name: consentText.decline }));
    expect(localStorage.getItem(consentStorageKey)).toBe('denied');
    first.unmount();

    await renderWithFooter();
    expect(screen.queryByRole('region', { name: consentText.title })).toBeNull();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: consentText.settingsButton }));
    const banner = screen.getByRole('region', { name: consentText.title });
    expect(banner).toHaveTextContent(consentText.current.denied);
    await user.click(within(banner).getByRole('button', { name: consentText.accept }));
    expect(localStorage.getItem(consentStorageKey)).toBe('granted');
    expect(screen.queryByRole('region', { name: consentText.title })).toBeNull();
  });

  it('has no serious or critical accessibility violations', async () => {
    const { container } = await renderWithFooter();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
