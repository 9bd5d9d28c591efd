import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { consentMachine, type ConsentChoice } from '../../machines/consent.machine';
import { actorOptions } from '../inspect';
import { analytics, analyticsConfigured } from '../services/analytics';

/** Where the visitor's choice is remembered (only the choice: no identifier, no date). */
export const consentStorageKey = 'heartwork.analytics-consent';

function readStoredChoice(storage: Storage): ConsentChoice | null {
  const value = storage.getItem(consentStorageKey);
  return value === 'granted' || value === 'denied' ? value : null;
}

export const consentActorLogic = consentMachine.provide({
  actors: {
    readChoice: fromPromise(async () => readStoredChoice(localStorage)),
  },
  actions: {
    rememberChoice: (_, { choice }) => {
      try {
        localStorage.setItem(consentStorageKey, choice);
      } catch {
        // Storage blocked: the choice holds for this visit and is asked again next time.
      }
    },
    enableAnalytics: () => analytics.grant(),
    disableAnalytics: () => analytics.deny(),
  },
});

/**
 * One consent actor for the shell: the banner and the footer's button share it. It starts after
 * hydration (never on the server), so the prerendered page never depends on the stored choice.
 */
export const ConsentContext = createActorContext(consentActorLogic, actorOptions({ input: { available: analyticsConfigured } }));
