import { fromPromise, setup } from 'xstate';

/**
 * The visitor's analytics consent (spec section 7; the audience is in the EU). Without an
 * analytics key there is nothing to consent to and nothing is asked. Otherwise the remembered
 * choice is read back; with none, the banner asks. The choice can be reviewed later from the
 * footer, where choosing the current option again just closes the banner. Reading and
 * remembering the choice and switching analytics on or off are placeholders bound with
 * `machine.provide` (src/actors/consent.ts).
 */
export type ConsentChoice = 'granted' | 'denied';

export interface ConsentInput {
  /** Analytics is configured for this build (an API key is set). */
  available: boolean;
}

export type ConsentEvent = { type: 'consent.accept' } | { type: 'consent.decline' } | { type: 'consent.review' };

export const consentMachine = setup({
  types: {
    context: {} as ConsentInput,
    events: {} as ConsentEvent,
    input: {} as ConsentInput,
    tags: {} as 'asking' | 'reviewing',
  },
  actors: {
    readChoice: fromPromise<ConsentChoice | null>(async () => {
      throw new Error('readChoice must be provided');
    }),
  },
  guards: {
    isAvailable: ({ context }) => context.available,
    wasGranted: (_, params: { choice: ConsentChoice | null }) => params.choice === 'granted',
    wasDenied: (_, params: { choice: ConsentChoice | null }) => params.choice === 'denied',
  },
  actions: {
    rememberChoice: (_, _params: { choice: ConsentChoice }) => {},
    enableAnalytics: () => {},
    disableAnalytics: () => {},
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => input,
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isAvailable', target: 'restoring' }, { target: 'unavailable' }],
    },
    unavailable: { type: 'final' },
    restoring: {
      invoke: {
        id: 'readChoice',
        src: 'readChoice',
        input: () => undefined,
        onDone: [
          { guard: { type: 'wasGranted', params: ({ event }) => ({ choice: event.output }) }, target: 'granted' },
          { guard: { type: 'wasDenied', params: ({ event }) => ({ choice: event.output }) }, target: 'denied' },
          { target: 'asking' },
        ],
        // Storage blocked (private mode, policy): ask, as if nothing had been chosen.
        onError: { target: 'asking' },
      },
    },
    asking: {
      tags: 'asking',
      on: {
        'consent.accept': { target: 'granted', actions: { type: 'rememberChoice', params: { choice: 'granted' } } },
        'consent.decline': { target: 'denied', actions: { type: 'rememberChoice', params: { choice: 'denied' } } },
      },
    },
    granted: {
      entry: 'enableAnalytics',
      initial: 'settled',
      states: {
        settled: { on: { 'consent.review': 'reviewing' } },
        // Opened again from the footer: the banner shows the current choice and both options.
        reviewing: {
          tags: ['asking', 'reviewing'],
          on: {
            'consent.accept': 'settled',
            'consent.decline': { target: '#consent.denied', actions: { type: 'rememberChoice', params: { choice: 'denied' } } },
          },
        },
      },
    },
    denied: {
      entry: 'disableAnalytics',
      initial: 'settled',
      states: {
        settled: { on: { 'consent.review': 'reviewing' } },
        reviewing: {
          tags: ['asking', 'reviewing'],
          on: {
            'consent.decline': 'settled',
            'consent.accept': { target: '#consent.granted', actions: { type: 'rememberChoice', params: { choice: 'granted' } } },
          },
        },
      },
    },
  },
});

type ConsentSnapshot = {
  hasTag: (tag: 'asking' | 'reviewing') => boolean;
  matches: (value: 'granted' | 'denied') => boolean;
  can: (event: ConsentEvent) => boolean;
};

/** The banner is on screen. */
export const selectIsAsking = (state: ConsentSnapshot): boolean => state.hasTag('asking');
/** The banner was opened again by the visitor (so it takes focus). */
export const selectIsReviewing = (state: ConsentSnapshot): boolean => state.hasTag('reviewing');
export const selectCanReview = (state: ConsentSnapshot): boolean => state.can({ type: 'consent.review' });
export const selectChoice = (state: ConsentSnapshot): ConsentChoice | null =>
  state.matches('granted') ? 'granted' : state.matches('denied') ? 'denied' : null;
