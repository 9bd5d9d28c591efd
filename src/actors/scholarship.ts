import { scholarshipMachine } from '../../machines/scholarship.machine';
import { analyticsEvents } from '../domain/analyticsEvents';
import { analytics as defaultAnalytics, type Analytics } from '../services/analytics';
import { autosaveFor } from './autosave';

export interface ScholarshipDeps {
  autosave?: ReturnType<typeof autosaveFor>;
  analytics?: Analytics;
  log?: (...args: unknown[]) => void;
}

/** The scholarship machine with its effects bound; tests pass fakes for any of them. */
export function bindScholarship(deps: ScholarshipDeps = {}) {
  const analytics = deps.analytics ?? defaultAnalytics;
  const log = deps.log ?? ((...args: unknown[]) => console.error(...args));
  return scholarshipMachine.provide({
    actors: { autosave: deps.autosave ?? autosaveFor('scholarship-applications') },
    actions: {
      trackSubmitted: () => analytics.track(analyticsEvents.scholarshipSubmitted),
      logFailure: (_, { error }) => log('[scholarship-applications]', error),
    },
  });
}

export const scholarshipActorLogic = bindScholarship();
export type ScholarshipLogic = ReturnType<typeof bindScholarship>;
