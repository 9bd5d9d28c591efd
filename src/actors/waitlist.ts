import { navigate } from 'wouter/use-browser-location';
import { waitlistLifecycle, waitlistMachine } from '../../machines/waitlist.machine';
import { analyticsEvents } from '../domain/analyticsEvents';
import { analytics as defaultAnalytics, type Analytics } from '../services/analytics';
import { withFeatures } from '../services/featuresQuery';
import type { AutosaveDeps } from './leadRequests';
import { lifecycleFor } from './lifecycle';

/** Analytics event names of the wait-list form (spelled in src/domain/analyticsEvents.ts, with every other). */
export const waitlistEvents = {
  fieldChanged: analyticsEvents.waitlistFieldChanged,
  modeOpened: analyticsEvents.waitlistModeOpened,
  submitted: analyticsEvents.waitlistSubmitted,
} as const;

/** Rewrites the page's `features` parameter in place (no history entry; the hash is kept). */
export function writeFeaturesQuery(features: readonly string[]): void {
  const search = withFeatures(location.search, features);
  if (search === location.search) return;
  navigate(location.pathname + search + location.hash, { replace: true });
}

export interface WaitlistDeps {
  /** The requests' client, the device memory, the tabs (tests pass fakes). */
  saving?: AutosaveDeps;
  analytics?: Analytics;
  writeFeatures?: (features: readonly string[]) => void;
  log?: (...args: unknown[]) => void;
}

/** The wait-list machine with its effects bound; tests pass fakes for any of them. */
export function bindWaitlist(deps: WaitlistDeps = {}) {
  const analytics = deps.analytics ?? defaultAnalytics;
  const write = deps.writeFeatures ?? writeFeaturesQuery;
  const log = deps.log ?? ((...args: unknown[]) => console.error(...args));
  const lifecycle = lifecycleFor(waitlistLifecycle, { log, ...deps.saving });
  return waitlistMachine.provide({
    actors: lifecycle.actors,
    actions: {
      ...lifecycle.actions,
      // Field names only: what the visitor types is never sent to analytics.
      trackFieldChange: (_, { field, layout }) => analytics.track(waitlistEvents.fieldChanged, { field, layout }),
      trackMode: (_, { mode }) => {
        analytics.register({ mode });
        analytics.track(waitlistEvents.modeOpened, { mode });
      },
      trackSubmitted: (_, { layout }) => analytics.track(waitlistEvents.submitted, { layout }),
      identifyVisitor: (_, { email }) => {
        if (email) analytics.identify(email);
      },
      writeFeaturesQuery: (_, { features }) => write(features),
    },
  });
}

export const waitlistActorLogic = bindWaitlist();
export type WaitlistLogic = ReturnType<typeof bindWaitlist>;
