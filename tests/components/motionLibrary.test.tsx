import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hero } from '../../src/components/home/Hero';
import { Appear, Reveal } from '../../src/components/motion/Reveal';
import { Preloader } from '../../src/components/Preloader';

/**
 * react-spring is fetched on the first animation (components/motion/springs.ts). Here the loader
 * is a spy that either passes the real library through or fails like a chunk that cannot load.
 */
const library = vi.hoisted(() => ({ fails: false }));
const loadSprings = vi.hoisted(() => vi.fn());
vi.mock('../../src/components/motion/springs', async () => {
  const real = await import('@react-spring/web');
  loadSprings.mockImplementation(() => (library.fails ? Promise.reject(new Error('chunk failed')) : Promise.resolve(real)));
  return { loadSprings };
});

function stubMedia({ reduced = false, narrow = false }: { reduced?: boolean; narrow?: boolean }) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduced-motion') ? reduced : query.includes('max-width') ? narrow : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  library.fails = false;
  loadSprings.mockClear();
  stubMedia({});
});
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const opacityOf = (text: string) => screen.getByText(text).style.opacity;

describe('the motion library', () => {
  it('fades the preloader in while a navigation is pending and out when it ends', async () => {
    const { rerender } = render(<Preloader visible={false} />);
    const preloader = screen.getByRole('status', { hidden: true });
    expect(preloader.style.opacity).toBe('0');
    rerender(<Preloader visible />);
    await waitFor(() => expect(preloader.style.opacity).toBe('1'));
    rerender(<Preloader visible={false} />);
    await waitFor(() => expect(preloader.style.opacity).toBe('0'));
  });

  it.each([
    ['the visitor prefers reduced motion', { reduced: true }],
    ['the screen is under 800 px wide', { narrow: true }],
  ])('is not fetched while nothing navigates when %s', async (_, media) => {
    stubMedia(media);
    render(
      <>
        <Hero />
        <Preloader visible={false} />
        <Reveal shown>Section text</Reveal>
      </>,
    );
    await waitFor(() => expect(document.querySelector<HTMLElement>('.hero__shape')!.style.opacity).toBe('1'));
    expect(opacityOf('Section text')).toBe('1');
    expect(loadSprings).not.toHaveBeenCalled();
  });

  it('shows decoration at once when it cannot be loaded', async () => {
    library.fails = true;
    render(<Appear>Decoration</Appear>);
    expect(opacityOf('Decoration')).toBe('0');
    await waitFor(() => expect(opacityOf('Decoration')).toBe('1'));
  });

  it('still reveals a section’s content when it cannot be loaded', async () => {
    library.fails = true;
    const { rerender } = render(<Reveal shown={false}>Hidden for now</Reveal>);
    await waitFor(() => expect(opacityOf('Hidden for now')).toBe('0'));
    rerender(<Reveal shown>Hidden for now</Reveal>);
    await waitFor(() => expect(opacityOf('Hidden for now')).toBe('1'));
  });

  it('still shows the preloader when it cannot be loaded', async () => {
    library.fails = true;
    render(<Preloader visible />);
    await waitFor(() => expect(screen.getByRole('status').style.opacity).toBe('1'));
  });
});
