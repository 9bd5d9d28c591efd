import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { areas } from '../../src/content/areas';
import { faq } from '../../src/content/faq';
import { features } from '../../src/content/features';
import { home } from '../../src/content/home';
import { analyticsEvents } from '../../src/domain/analyticsEvents';
import HomePage from '../../src/pages/HomePage';
import { sentEvents, type SentCall } from '../fakeAnalyticsTransport';
import { waitlistFormCode } from '../../src/components/waitlist/WaitlistIsland';
import { probeProps } from './waitlistFormProbe';

const sent = vi.hoisted(() => [] as SentCall[]);
vi.mock('../../src/services/analytics', async (importOriginal) => (await import('./grantedAnalytics')).withGrantedAnalytics(await importOriginal(), sent));
vi.mock('../../src/components/waitlist/WaitlistForm', async () => ({
  WaitlistForm: (await import('./waitlistFormProbe')).WaitlistFormProbe,
}));

// The form is a deferred island (its code loads on demand): load it up front, so pages render at once.
beforeAll(async () => {
  await waitlistFormCode.load();
});

beforeEach(() => {
  sent.length = 0;
});

const section = (id: string) => document.getElementById(id)!;

describe('home page', () => {
  it('opens with the tagline, the automation promise and the two calls to action', () => {
    render(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Heartwork, not paperwork.');
    expect(screen.getByText('Experience the power of automations in your team')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the waiting list' })).toHaveAttribute('href', '#demoSection');
    expect(screen.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/demo');
  });

  it('shows the sections in the spec’s order with their anchors', () => {
    const { container } = render(<HomePage />);
    const order = [...container.querySelectorAll('section')].map((s) => s.id || s.getAttribute('aria-labelledby'));
    expect(order).toEqual(['hero-title', 'areasSection', 'featuresSection', 'videoSection', 'demoSection', 'faqsSection']);
    expect(within(section('videoSection')).getByRole('heading', { level: 2 })).toHaveTextContent(home.video.title);
    expect(within(section('videoSection')).getByText(home.video.eyebrow)).toBeInTheDocument();
  });

  it.each([
    ['areasSection', areas],
    ['featuresSection', features],
  ] as const)('lists in #%s the six items, each with its name, text and logo', (id, items) => {
    render(<HomePage />);
    const cards = within(section(id)).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    cards.forEach((card, i) => {
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(items[i]!.name);
      expect(card).toHaveTextContent(items[i]!.text);
      expect(card.querySelector('svg')).not.toBeNull();
    });
  });

  it('names the six areas and the spec’s texts for them', () => {
    render(<HomePage />);
    const text = section('areasSection').textContent;
    for (const [name, body] of [
      ['Patient management', 'Replaces papers and spreadsheets.'],
      ['Treatment scheduling', 'Automatic generation of all schedules.'],
      ['Research', 'Collect data and generate reports and statistics.'],
      ['Bookings', 'Rooms management and online bookings.'],
      ['Kitchen', 'Adjust recipes for any number of guests.'],
      ['And more', 'Send a request for a needed area.'],
    ]) {
      expect(text).toContain(name);
      expect(text).toContain(body);
    }
  });

  it('tracks the home page view once when it loads', async () => {
    render(<HomePage />);
    await waitFor(() => expect(sentEvents(sent)).toEqual([[analyticsEvents.homeViewed, {}]]));
    expect(analyticsEvents.homeViewed).toBe('View Saas Page');
  });

  it('loads the video player only when play is pressed, and tracks the click', async () => {
    const user = userEvent.setup();
    render(<HomePage />);
    const video = section('videoSection');
    expect(video.querySelector('iframe')).toBeNull();
    const poster = within(video).getByRole('button', { name: home.video.play }).querySelector('img')!;
    expect(poster).toHaveAttribute('loading', 'lazy');
    expect(poster.getAttribute('src')).not.toMatch(/^https?:/);

    await user.click(within(video).getByRole('button', { name: home.video.play }));
    const frame = within(video).getByTitle(home.video.frameTitle);
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
    expect(frame).toHaveFocus();
    await waitFor(() => expect(sentEvents(sent).map(([e]) => e)).toContain('Clicked youtube video'));
  });

  it('places the full wait-list form in #demoSection, titled once by the section, and shows the section after it is submitted', async () => {
    const user = userEvent.setup();
    render(<HomePage />);
    const form = within(section('demoSection')).getByTestId('waitlist-form');
    // The full layout (no shortForm), without the form's own title bar (the section's heading names
    // it), posting to /forms/join without JavaScript.
    expect(probeProps(form)).toEqual({ showNavBar: false, post: 'join' });
    const scrolled = vi.fn();
    section('demoSection').scrollIntoView = scrolled;
    await user.click(within(form).getByRole('button', { name: 'Probe: form submitted' }));
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(section('demoSection')).toHaveFocus();
  });

  it('answers the six FAQ questions in #faqsSection, from the same content as /faq', () => {
    render(<HomePage />);
    const questions = within(section('faqsSection')).getAllByRole('button');
    expect(questions.map((b) => b.textContent)).toEqual(faq.map((q) => q.question));
  });

  it('gives every image a size, and loads below-the-fold images lazily from this site', () => {
    const { container } = render(<HomePage />);
    const images = [...container.querySelectorAll('img')];
    expect(images.length).toBeGreaterThanOrEqual(4);
    for (const img of images) {
      expect(img.getAttribute('width')).toMatch(/^\d+$/);
      expect(img.getAttribute('height')).toMatch(/^\d+$/);
      // Shipped with the site (vitest inlines assets as data: URLs; the browser test sees the files).
      expect(img.getAttribute('src')).not.toMatch(/^(https?:)?\/\//);
    }
    const belowTheFold = images.filter((img) => !img.closest('.hero'));
    expect(belowTheFold.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });
});
