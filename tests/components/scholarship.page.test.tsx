import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { scholarshipFormCode } from '../../src/components/scholarship/ScholarshipIsland';
import { scholarshipText, sponsorEmailTemplate, sponsorPlaceholders } from '../../src/content/scholarship';
import ScholarshipPage from '../../src/pages/ScholarshipPage';
import { sentEvents, type SentCall } from '../fakeAnalyticsTransport';

const sent = vi.hoisted(() => [] as SentCall[]);
vi.mock('../../src/services/analytics', async (importOriginal) => (await import('./grantedAnalytics')).withGrantedAnalytics(await importOriginal(), sent));

const { sponsors } = scholarshipText;
const copyButton = () => screen.getByRole('button', { name: sponsors.copy });
const copyStatus = () => within(copyButton().parentElement!).getByRole('status');

// The form is a deferred island (its code loads on demand): load it up front, so the page renders at once.
beforeAll(async () => {
  await scholarshipFormCode.load();
});

const execCommand = document.execCommand;
beforeEach(() => {
  sent.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.execCommand = execCommand;
});

describe('the Scholarship Program page', () => {
  it('is titled as the product’s Scholarship Program, with the tagline that nobody gets left behind', () => {
    render(<ScholarshipPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Heartwork Scholarship Program');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Nobody gets left behind.')).toBeInTheDocument();
  });

  it('walks through the three steps, ending with the form below', () => {
    render(<ScholarshipPage />);
    const steps = screen.getAllByRole('listitem').filter((li) => li.classList.contains('program-step'));
    expect(steps.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Write to 10 potential sponsors',
      'Start free with the Front Desk',
      'Apply directly',
    ]);
    expect(steps[1]).toHaveTextContent(/Front Desk module: it is free forever/);
    expect(steps[1]).toHaveTextContent(/booking engine for lifestyle centers/);
    expect(steps[1]).toHaveTextContent(/commission on each booking/);
    expect(within(steps[1]).getByRole('link', { name: scholarshipText.freeTier.link.label })).toHaveAttribute('href', '/pricing');
    expect(steps[2]).toHaveTextContent(/new and distressed centers, our support lasts the first year and matches whatever your sponsors provide/);
    expect(steps[2]).toHaveTextContent('Fill in the form below.');
    expect(screen.getByRole('form', { name: scholarshipText.form.name })).toBeInTheDocument();
  });

  it('gives the e-mail for potential sponsors with every placeholder marked', () => {
    render(<ScholarshipPage />);
    const template = screen.getByRole('figure', { name: sponsors.templateLabel });
    const marked = [...template.querySelectorAll('mark')].map((m) => m.textContent);
    expect(new Set(marked)).toEqual(new Set(sponsorPlaceholders));
    for (const placeholder of ['[Sponsor name]', '[Your name]', '[Health center name]', '[Position]', '[Contact info]']) {
      expect(sponsorEmailTemplate).toContain(placeholder);
    }
  });

  it('copies the e-mail with the Clipboard API and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<ScholarshipPage />);
    expect(copyStatus()).toHaveTextContent('');
    await userEvent.click(copyButton());
    expect(writeText).toHaveBeenCalledWith(sponsorEmailTemplate);
    expect(copyStatus()).toHaveTextContent(sponsors.copied);
  });

  it('falls back to copying a selection where the Clipboard API is refused', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    let copied = '';
    const execCommand = vi.fn((command: string) => {
      copied = command === 'copy' ? String(window.getSelection()?.toString() || (document.activeElement as HTMLTextAreaElement).value) : '';
      return true;
    });
    document.execCommand = execCommand;
    render(<ScholarshipPage />);
    await userEvent.click(copyButton());
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe(sponsorEmailTemplate);
    expect(copyStatus()).toHaveTextContent(sponsors.copied);
    expect(copyButton()).toHaveFocus();
  });

  it('selects the e-mail for the visitor when no way of copying works', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    document.execCommand = () => false;
    render(<ScholarshipPage />);
    await userEvent.click(copyButton());
    expect(copyStatus()).toHaveTextContent(sponsors.copyFailed);
    expect(window.getSelection()?.toString()).toContain('Dear [Sponsor name],');
  });

  it('tracks the view of the page once', async () => {
    render(<ScholarshipPage />);
    await act(() => Promise.resolve());
    await vi.waitFor(() => expect(sentEvents(sent)).toEqual([['View Scholarship Page', {}]]));
  });
});
