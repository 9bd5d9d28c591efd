import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { navigationMachine, selectIsBusy, type NavigationTarget } from '../../machines/navigation.machine';

/** A page loader the test resolves or rejects by hand, one deferred per requested path. */
function controllableLoader() {
  const pending = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  const logic = fromPromise<void, { path: string }>(({ input }) => new Promise<void>((resolve, reject) => pending.set(input.path, { resolve, reject })));
  return { logic, pending };
}

function start(initial: NavigationTarget = { path: '/', hash: '' }) {
  const loader = controllableLoader();
  const effects = {
    scrollToTarget: vi.fn(),
    applyDocumentMeta: vi.fn(),
    trackPageView: vi.fn(),
    reloadDocument: vi.fn(),
  };
  const machine = navigationMachine.provide({
    actors: { loadPage: loader.logic },
    actions: {
      scrollToTarget: (_, p) => effects.scrollToTarget(p),
      applyDocumentMeta: (_, p) => effects.applyDocumentMeta(p),
      trackPageView: (_, p) => effects.trackPageView(p),
      reloadDocument: (_, p) => effects.reloadDocument(p),
    },
  });
  const actor = createActor(machine, { input: initial }).start();
  return { actor, loader, effects };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('navigation machine', () => {
  it('starts idle with the current page displayed and the preloader hidden', () => {
    const { actor } = start({ path: '/about', hash: '' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.displayed.path).toBe('/about');
  });

  it('shows the preloader while the next page loads and keeps the old page on screen', () => {
    const { actor } = start();
    actor.send({ type: 'navigation.start', path: '/demo', hash: '' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.displayed.path).toBe('/');
  });

  it('ends once the chunk has loaded and the page has rendered, then scrolls to the top', async () => {
    const { actor, loader, effects } = start();
    actor.send({ type: 'navigation.start', path: '/demo', hash: '' });
    loader.pending.get('/demo')!.resolve();
    await waitFor(actor, (s) => s.matches('rendering'));
    expect(actor.getSnapshot().context.displayed.path).toBe('/demo');
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(effects.scrollToTarget).not.toHaveBeenCalled();

    actor.send({ type: 'page.rendered' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(effects.scrollToTarget).toHaveBeenCalledWith({ path: '/demo', hash: '' });
    expect(effects.applyDocumentMeta).toHaveBeenCalledWith({ path: '/demo', hash: '' });
    expect(effects.trackPageView).toHaveBeenCalledTimes(1);
  });

  it('scrolls to the fragment after arriving from another page', async () => {
    const { actor, loader, effects } = start({ path: '/pricing', hash: '' });
    actor.send({ type: 'navigation.start', path: '/', hash: '#faqsSection' });
    loader.pending.get('/')!.resolve();
    await waitFor(actor, (s) => s.matches('rendering'));
    actor.send({ type: 'page.rendered' });
    expect(effects.scrollToTarget).toHaveBeenCalledWith({ path: '/', hash: '#faqsSection' });
  });

  it('scrolls to a fragment on the same page without loading or showing the preloader', () => {
    const { actor, loader, effects } = start();
    actor.send({ type: 'navigation.start', path: '/', hash: '#demoSection' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(loader.pending.size).toBe(0);
    expect(effects.scrollToTarget).toHaveBeenCalledWith({ path: '/', hash: '#demoSection' });
  });

  it('does nothing when told about the page it already shows', () => {
    const { actor, effects } = start({ path: '/', hash: '' });
    actor.send({ type: 'navigation.start', path: '/', hash: '' });
    expect(effects.scrollToTarget).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('lets a newer navigation cancel a pending one', async () => {
    const { actor, loader } = start();
    actor.send({ type: 'navigation.start', path: '/demo', hash: '' });
    actor.send({ type: 'navigation.start', path: '/faq', hash: '' });
    expect(actor.getSnapshot().context.target.path).toBe('/faq');
    // The older load finishing late must not put its page on screen.
    loader.pending.get('/demo')!.resolve();
    await tick();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.displayed.path).toBe('/');
    loader.pending.get('/faq')!.resolve();
    await waitFor(actor, (s) => s.matches('rendering'));
    expect(actor.getSnapshot().context.displayed.path).toBe('/faq');
  });

  it('fades the preloader out when the visitor goes back to the page on screen', () => {
    const { actor } = start({ path: '/about', hash: '' });
    actor.send({ type: 'navigation.start', path: '/demo', hash: '' });
    actor.send({ type: 'navigation.start', path: '/about', hash: '' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
  });

  it('hands a page whose chunk fails to load to the browser instead of hanging', async () => {
    const { actor, loader, effects } = start();
    actor.send({ type: 'navigation.start', path: '/demo', hash: '#x' });
    loader.pending.get('/demo')!.reject(new Error('chunk failed'));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(effects.reloadDocument).toHaveBeenCalledWith({ path: '/demo', hash: '#x' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
  });

  it('starts a new navigation when one arrives while the previous page renders', async () => {
    const { actor, loader } = start();
    actor.send({ type: 'navigation.start', path: '/demo', hash: '' });
    loader.pending.get('/demo')!.resolve();
    await waitFor(actor, (s) => s.matches('rendering'));
    actor.send({ type: 'navigation.start', path: '/faq', hash: '' });
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'navigation.start', path: '/demo', hash: '#top' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
