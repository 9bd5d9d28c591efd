import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import { navigationActorLogic } from '../../src/actors/navigation';
import { sentEvents, type SentCall } from '../fakeAnalyticsTransport';

const sent = vi.hoisted(() => [] as SentCall[]);
vi.mock('../../src/services/analytics', async (importOriginal) => (await import('./grantedAnalytics')).withGrantedAnalytics(await importOriginal(), sent));

beforeEach(() => {
  sent.length = 0;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const pageViews = () => sentEvents(sent).filter(([e]) => e === 'Page View');

describe('page views', () => {
  it('are tracked after every navigation, with the path and fragment', async () => {
    const logic = navigationActorLogic.provide({ actors: { loadPage: fromPromise(async () => {}) } });
    const actor = createActor(logic, { input: { path: '/', hash: '' } }).start();
    for (const [path, hash] of [
      ['/pricing', ''],
      ['/', '#faqsSection'],
    ] as const) {
      actor.send({ type: 'navigation.start', path, hash });
      await waitForActor(actor, (s) => s.matches('rendering'));
      actor.send({ type: 'page.rendered' });
    }
    await vi.waitFor(() =>
      expect(pageViews()).toEqual([
        ['Page View', { path: '/pricing' }],
        ['Page View', { path: '/', hash: '#faqsSection' }],
      ]),
    );
  });

  // Inside act() React waits for a suspended render's promise rather than showing the fallback, so
  // the shell commits (and counts the view) only once the page's content may render, when the
  // browser is idle (src/pageHydration.ts): an awaited act that lets that happen. In the browser
  // the page's content stays the server's HTML meanwhile and the shell commits at once.
  it('count the page the visitor lands on, once the app has started', async () => {
    history.replaceState(null, '', '/about');
    const { App } = await import('../../src/App');
    const { pageWhenReady } = await import('../../src/pageHydration');
    await act(async () => {
      render(<App />);
      await pageWhenReady('AboutPage');
    });
    await vi.waitFor(() => expect(pageViews()).toEqual([['Page View', { path: '/about' }]]));
  });
});
