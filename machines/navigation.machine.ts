import { assign, fromPromise, setup } from 'xstate';

/**
 * Route transitions and the preloader (spec section 2, 'Navigation and shell').
 * A navigation starts when the location changes; it ends once the page's chunk has loaded and
 * the page has rendered. A newer navigation cancels a pending one. The preloader is visible
 * while the machine has the `busy` tag. Effects (loading chunks, scrolling, document meta,
 * page-view tracking, a hard reload) are placeholders bound with `machine.provide`.
 */
export interface NavigationTarget {
  path: string;
  /** The fragment including '#', or ''. */
  hash: string;
}

export interface NavigationContext {
  /** What is on screen now. */
  displayed: NavigationTarget;
  /** Where the pending navigation goes (equal to `displayed` when idle). */
  target: NavigationTarget;
}

export type NavigationEvent = ({ type: 'navigation.start' } & NavigationTarget) | { type: 'page.rendered' };

export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
    input: {} as NavigationTarget,
    tags: {} as 'busy',
  },
  actors: {
    loadPage: fromPromise<void, { path: string }>(async () => {
      throw new Error('loadPage must be provided');
    }),
  },
  guards: {
    isDisplayedPage: ({ context, event }) => event.type === 'navigation.start' && event.path === context.displayed.path,
    isDisplayedTarget: ({ context, event }) =>
      event.type === 'navigation.start' && event.path === context.displayed.path && event.hash === context.displayed.hash,
  },
  actions: {
    assignTarget: assign({
      target: ({ event, context }) => (event.type === 'navigation.start' ? { path: event.path, hash: event.hash } : context.target),
    }),
    showTarget: assign({ displayed: ({ context }) => context.target }),
    dropTarget: assign({ target: ({ context }) => context.displayed }),
    scrollToTarget: (_, _params: NavigationTarget) => {},
    applyDocumentMeta: (_, _params: NavigationTarget) => {},
    trackPageView: (_, _params: NavigationTarget) => {},
    reloadDocument: (_, _params: NavigationTarget) => {},
  },
}).createMachine({
  id: 'navigation',
  context: ({ input }) => ({ displayed: input, target: input }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'navigation.start': [
          // Already there (e.g. the first render after hydration): nothing to do.
          { guard: 'isDisplayedTarget' },
          {
            // Same page, other fragment: no loading, just scroll.
            guard: 'isDisplayedPage',
            actions: ['assignTarget', 'showTarget', { type: 'scrollToTarget', params: ({ event }) => ({ path: event.path, hash: event.hash }) }],
          },
          { target: 'loading', actions: 'assignTarget' },
        ],
      },
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ path: context.target.path }),
        onDone: { target: 'rendering', actions: 'showTarget' },
        // A chunk that cannot load (offline, or a deploy replaced it): let the browser load the
        // page itself rather than leave the visitor on a stale screen.
        onError: {
          target: 'idle',
          actions: [{ type: 'reloadDocument', params: ({ context }) => context.target }, 'dropTarget'],
        },
      },
      on: {
        'navigation.start': [
          // Back to what is on screen: the pending navigation is cancelled.
          { guard: 'isDisplayedPage', target: 'idle', actions: ['assignTarget', 'showTarget'] },
          // A newer navigation replaces the pending one (re-entering restarts the load).
          { target: 'loading', reenter: true, actions: 'assignTarget' },
        ],
      },
    },
    rendering: {
      tags: 'busy',
      on: {
        'page.rendered': {
          target: 'idle',
          actions: [
            { type: 'applyDocumentMeta', params: ({ context }) => context.displayed },
            { type: 'scrollToTarget', params: ({ context }) => context.displayed },
            { type: 'trackPageView', params: ({ context }) => context.displayed },
          ],
        },
        'navigation.start': [
          { guard: 'isDisplayedPage', actions: ['assignTarget', 'showTarget'] },
          { target: 'loading', actions: 'assignTarget' },
        ],
      },
    },
  },
});

export const selectIsBusy = (state: { hasTag: (tag: 'busy') => boolean }): boolean => state.hasTag('busy');
export const selectDisplayedPath = (state: { context: NavigationContext }): string => state.context.displayed.path;
