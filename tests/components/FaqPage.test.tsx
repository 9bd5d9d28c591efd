import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { faq } from '../../src/content/faq';
import FaqPage from '../../src/pages/FaqPage';
import { sentEvents, type SentCall } from '../fakeAnalyticsTransport';

const sent = vi.hoisted(() => [] as SentCall[]);
vi.mock('../../src/services/analytics', async (importOriginal) => (await import('./grantedAnalytics')).withGrantedAnalytics(await importOriginal(), sent));

beforeEach(() => {
  sent.length = 0;
});

const question = (text: string) => screen.getByRole('button', { name: text });

describe('/faq', () => {
  it('asks six questions, all closed, each a button controlling its answer', () => {
    render(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Frequently asked questions');
    expect(screen.getAllByRole('button')).toHaveLength(6);
    for (const item of faq) {
      const button = question(item.question);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeVisible();
    }
  });

  it.each([
    ['languages', ['English, Romanian and Norwegian']],
    ['updates', ['every two weeks', 'several centers']],
    ['roles', ['customizable roles', 'duties', 'permissions']],
    ['pricing', ['Front Desk module is free', 'advanced packages']],
    ['commission', ['booking engine for lifestyle centers', 'commission per booking']],
    ['privacy', ['2FA', 'activity logs', 'export and anonymize data']],
  ])('answers the %s question with the spec’s facts', (id, facts) => {
    const item = faq.find((q) => q.id === id)!;
    for (const fact of facts) expect(item.answer).toContain(fact);
  });

  it('opens an answer on click, tracks the opening once, and closes it again', async () => {
    const user = userEvent.setup();
    render(<FaqPage />);
    const [first] = faq;
    await user.click(question(first!.question));
    expect(question(first!.question)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: first!.question })).toHaveTextContent(first!.answer);
    await user.click(question(first!.question));
    expect(question(first!.question)).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(sentEvents(sent)).toEqual([['FAQ Opened', { question: first!.question }]]));
  });

  it('works from the keyboard: Enter and Space toggle, arrows, Home and End move between questions', async () => {
    const user = userEvent.setup();
    render(<FaqPage />);
    question(faq[0]!.question).focus();
    await user.keyboard('{Enter}');
    expect(question(faq[0]!.question)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(question(faq[1]!.question)).toHaveFocus();
    await user.keyboard(' ');
    expect(question(faq[1]!.question)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{End}');
    expect(question(faq[5]!.question)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(question(faq[0]!.question)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(question(faq[5]!.question)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(question(faq[0]!.question)).toHaveFocus();
  });
});
