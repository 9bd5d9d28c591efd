import { act, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import type { ReactElement } from 'react';
import { beforeAll, expect, vi } from 'vitest';
import { createActor, type ActorRefFrom, type AnyEventObject } from 'xstate';
import { navigationMachine, selectIsBusy, type NavigationEvent, type NavigationTarget } from '../../machines/navigation.machine';
import { navigationActorLogic } from '../../src/actors/navigation';
import { Preloader } from '../../src/components/Preloader';
import { actorOptions } from '../../src/inspect';
import { routeMeta } from '../../src/routeMeta';
import { matchRoute } from '../../src/routes';
import { describePaths } from './describePaths';

/**
 * Route transitions through the app's real navigation actor (src/actors/navigation.ts: real
 * scrolling, document head and chunk loading through pageModules) with page chunks the test
 * finishes or fails by hand, and the real Preloader bound to it.
 *
 * Why not the whole <App>: in the app, `rendering` lasts until React commits the new page, which
 * happens in the same microtask checkpoint as the chunk's arrival, so a test (or a visitor) cannot
 * navigate while it lasts; the machine still handles that case, and these paths take it.
 */
const chunks = vi.hoisted(() => {
  let pending: { page: string; resolve: () => void; reject: (error: Error) => void } | undefined;
  return {
    load: (page: string) =>
      new Promise<void>((resolve, reject) => {
        pending = { page, resolve, reject };
      }),
    finish: () => pending!.resolve(),
    fail: () => pending!.reject(new Error(`chunk of ${pending!.page} failed to load`)),
    reset: () => {
      pending = undefined;
    },
  };
});
vi.mock('../../src/pageModules', () => ({
  loadPage: (page: string) => chunks.load(page),
  loadedPage: () => undefined,
  hasPage: () => true,
  pageSource: (page: string) => `src/pages/${page}.tsx`,
}));

const home: NavigationTarget = { path: '/', hash: '' };
const navigateTo = (target: NavigationTarget): NavigationEvent => ({ type: 'navigation.start', ...target });

interface Driver {
  actor: ActorRefFrom<typeof navigationActorLogic>;
  /** Pages handed to the browser to load itself (a failed chunk). */
  reloads: NavigationTarget[];
  /** The last place the visitor asked for. */
  requested: NavigationTarget;
  arrived: boolean;
}

function Shell({ actor }: { actor: Driver['actor'] }): ReactElement {
  const busy = useSelector(actor, selectIsBusy);
  return (
    <>
      <main>
        <h1>Heartwork</h1>
        <section id="faq" aria-label="Frequently asked questions" />
      </main>
      <Preloader visible={busy} />
    </>
  );
}

const preloader = () => screen.getByRole('status', { hidden: true });

beforeAll(() => {
  // jsdom does not scroll; the app's scrolling is observed through these.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  Element.prototype.scrollIntoView = vi.fn();
});

describePaths<typeof navigationMachine, Driver>('navigation', navigationMachine, {
  input: home,
  events: [
    navigateTo(home),
    navigateTo({ path: '/', hash: '#faq' }),
    navigateTo({ path: '/demo', hash: '' }),
    { type: 'page.rendered' },
    // The chunk loading, finished or failed (xstate.done/error.actor.loadPage), is added by generatePaths.
  ],
  describeEvent: (e) => {
    const { type, path, hash } = e as AnyEventObject;
    return type === 'navigation.start' ? `navigation.start ${path}${hash}` : type.replace(/^xstate\.(done|error)\.actor\.(.+)$/, '$2 $1');
  },
  pathCount: 6,

  start: (): Driver => {
    chunks.reset();
    document.title = 'Heartwork';
    vi.mocked(window.scrollTo).mockClear();
    const reloads: NavigationTarget[] = [];
    const logic = navigationActorLogic.provide({
      // jsdom cannot load another document: record the request instead.
      actions: { reloadDocument: (_, target) => reloads.push(target) },
    });
    const actor = createActor(logic, actorOptions({ input: home })).start();
    render(<Shell actor={actor} />);
    return { actor, reloads, requested: home, arrived: false };
  },
  stop: (driver) => driver.actor.stop(),

  perform: {
    'navigation.start': (driver, event) => {
      driver.requested = { path: event.path, hash: event.hash };
      act(() => driver.actor.send(navigateTo({ path: event.path, hash: event.hash })));
    },
    'xstate.done.actor.loadPage': async () => {
      await act(async () => chunks.finish());
    },
    'xstate.error.actor.loadPage': async (driver) => {
      await act(async () => chunks.fail());
      expect(driver.reloads).toContainEqual(driver.requested);
    },
    'page.rendered': (driver) => {
      act(() => driver.actor.send({ type: 'page.rendered' }));
      driver.arrived = true;
      const { displayed } = driver.actor.getSnapshot().context;
      expect(document.title).toBe(routeMeta(matchRoute(displayed.path)).title);
      if (displayed.hash === '#faq') expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Frequently asked questions' }));
      else expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    },
  },

  expectations: {
    idle: (driver, state) => {
      expect(preloader()).toHaveAttribute('data-visible', 'false');
      expect(preloader()).not.toHaveTextContent('Loading page…');
      // Arriving at a fragment of the page on screen moves there at once, without the preloader.
      if (state.context.displayed.hash === '#faq') {
        expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Frequently asked questions' }));
      }
      if (!driver.arrived) expect(document.title).toBe('Heartwork');
    },
    loading: () => {
      expect(preloader()).toHaveAttribute('data-visible', 'true');
      expect(preloader()).toHaveTextContent('Loading page…');
    },
    rendering: () => {
      expect(preloader()).toHaveTextContent('Loading page…');
    },
  },
});
