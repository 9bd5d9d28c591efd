import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hero } from '../../src/components/home/Hero';
import { ItemGrid } from '../../src/components/home/ItemGrid';
import { StorySection } from '../../src/components/home/StorySection';
import { Reveal } from '../../src/components/motion/Reveal';
import { hasReachedMidpoint, useSectionReveal } from '../../src/components/motion/sectionReveal';

/** Media queries as the test wants them: `narrow` (under 800 px) and `reduced` motion. */
function stubMedia(flags: { narrow?: boolean; reduced?: boolean }) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width') ? Boolean(flags.narrow) : query.includes('reduced-motion') ? Boolean(flags.reduced) : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

let sectionTop = 0;
beforeEach(() => {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top: sectionTop }) as DOMRect);
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

function Section() {
  const ref = useRef<HTMLElement>(null);
  const shown = useSectionReveal(ref);
  return (
    <section ref={ref}>
      <Reveal shown={shown} effect="media">
        <img alt="section media" width={10} height={10} />
      </Reveal>
    </section>
  );
}

const mediaOpacity = () => screen.getByAltText('section media').parentElement!.style.opacity;

/** Lets effects run and react-spring write its next frame to the DOM. */
const settle = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

describe('section media', () => {
  it.each([
    [0, 900, true],
    [450, 900, true],
    [451, 900, false],
    [-2000, 900, true],
    [300, 500, false],
  ])('a section whose top is at %i in a %i px high viewport has been reached: %s', (top, height, reached) => {
    expect(hasReachedMidpoint(top, height)).toBe(reached);
  });

  it('appears once the viewport’s midpoint reaches the section while scrolling', async () => {
    stubMedia({});
    sectionTop = 1200;
    render(<Section />);
    await settle();
    expect(mediaOpacity()).toBe('0');
    sectionTop = 600;
    fireEvent.scroll(window);
    await settle();
    expect(mediaOpacity()).toBe('0');
    sectionTop = 440;
    fireEvent.scroll(window);
    await settle();
    expect(mediaOpacity()).toBe('1');
    sectionTop = 1200;
    fireEvent.scroll(window);
    await settle();
    expect(mediaOpacity()).toBe('1');
  });

  it('is checked again when the window is resized', async () => {
    stubMedia({});
    sectionTop = 700;
    render(<Section />);
    await settle();
    expect(mediaOpacity()).toBe('0');
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1600 });
    fireEvent(window, new Event('resize'));
    await settle();
    expect(mediaOpacity()).toBe('1');
  });

  it('always shows under 800 px wide', async () => {
    stubMedia({ narrow: true });
    sectionTop = 5000;
    render(<Section />);
    await settle();
    expect(mediaOpacity()).toBe('1');
  });

  it('always shows when the visitor prefers reduced motion', async () => {
    stubMedia({ reduced: true });
    sectionTop = 5000;
    render(<Section />);
    await settle();
    expect(mediaOpacity()).toBe('1');
  });
});

/** Whether an element or an ancestor of it is drawn transparent (inline opacity 0). */
const transparent = (el: HTMLElement) => {
  for (let n: HTMLElement | null = el; n; n = n.parentElement) if (n.style?.opacity === '0') return true;
  return false;
};

describe('a section not yet reached', () => {
  it('shows its eyebrow, title, lead and cards at once; only its media waits for the midpoint', async () => {
    stubMedia({});
    sectionTop = 3000;
    render(
      <StorySection
        id="areasSection"
        eyebrow="Areas covered"
        title="Everything your center runs on"
        lead="From the first booking"
        media={{ src: '/a.svg', width: 4, height: 3 }}
      >
        {(shown) => <ItemGrid items={[{ name: 'Kitchen', text: 'Adjust recipes', logo: 'kitchen' }]} shown={shown} />}
      </StorySection>,
    );
    await settle();
    for (const text of ['Areas covered', 'Everything your center runs on', 'From the first booking', 'Kitchen', 'Adjust recipes']) {
      expect(transparent(screen.getByText(text))).toBe(false);
    }
    const media = document.querySelector<HTMLElement>('.story__media')!;
    const logo = document.querySelector<HTMLElement>('.item-card__logo')!;
    expect([transparent(media), transparent(logo)]).toEqual([true, true]);
    sectionTop = 300;
    fireEvent.scroll(window);
    await settle();
    await vi.waitFor(() => expect([transparent(media), transparent(logo)]).toEqual([false, false]));
  });
});

describe('prerendered HTML', () => {
  /** Elements of the server HTML hidden by an inline opacity:0 on themselves or an ancestor. */
  function hiddenIn(html: string, selector: string): string[] {
    const host = document.createElement('div');
    host.innerHTML = html;
    return [...host.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => {
        for (let n: HTMLElement | null = el; n; n = n.parentElement) if (n.style?.opacity === '0') return true;
        return false;
      })
      .map((el) => el.textContent ?? el.tagName);
  }

  it('never hides the hero’s text or image', () => {
    const html = renderToString(<Hero />);
    expect(html).toContain('Heartwork, not paperwork.');
    expect(hiddenIn(html, 'h1, p, a, li, img')).toEqual([]);
  });

  it('starts only the hero’s decoration hidden, out of the accessibility tree', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Hero />);
    const hidden = [...host.querySelectorAll<HTMLElement>('[style*="opacity:0"]')];
    expect(hidden.length).toBeGreaterThan(0);
    for (const el of hidden) expect(el.closest('[aria-hidden="true"]') ?? el.classList.contains('hero__shape')).toBeTruthy();
  });

  it('shows a section’s intro and media in the prerendered HTML, before any script runs', () => {
    const html = renderToString(
      <StorySection id="areasSection" eyebrow="Areas covered" title="Everything" lead="Lead" media={{ src: '/a.svg', width: 4, height: 3 }}>
        <p>Body</p>
      </StorySection>,
    );
    expect(hiddenIn(html, 'h2, p, img')).toEqual([]);
  });
});
