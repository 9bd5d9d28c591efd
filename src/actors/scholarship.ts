import { scholarshipMachine, scholarshipLifecycle } from '../../machines/scholarship.machine';
import { analyticsEvents } from '../domain/analyticsEvents';
import { analytics as defaultAnalytics, type Analytics } from '../services/analytics';
import type { AutosaveDeps } from './leadRequests';
import { lifecycleFor } from './lifecycle';

export interface ScholarshipDeps {
  /** The requests' client, the device memory, the tabs (tests pass fakes). */
  saving?: AutosaveDeps;
  analytics?: Analytics;
  log?: (...args: unknown[]) => void;
}

/** The scholarship machine with its effects bound; tests pass fakes for any of them. */
export function bindScholarship(deps: ScholarshipDeps = {}) {
  const analytics = deps.analytics ?? defaultAnalytics;
  const log = deps.log ?? ((...args: unknown[]) => console.error(...args));
  const lifecycle = lifecycleFor(scholarshipLifecycle, { log, ...deps.saving });
  return scholarshipMachine.provide({
    actors: lifecycle.actors,
    actions: {
      ...lifecycle.actions,
      trackSubmitted: () => analytics.track(analyticsEvents.scholarshipSubmitted),
    },
  });
}

export const scholarshipActorLogic = bindScholarship();
export type ScholarshipLogic = ReturnType<typeof bindScholarship>;
