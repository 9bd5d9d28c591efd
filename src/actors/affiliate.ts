import { affiliateLifecycle, affiliateMachine, type AffiliateInput } from '../../machines/affiliate.machine';
import type { AffiliateDraft } from '../domain/affiliate';
import { analyticsEvents } from '../domain/analyticsEvents';
import { analytics as defaultAnalytics, type Analytics } from '../services/analytics';
import { wentOnWith, type AutosaveDeps } from './leadRequests';
import { lifecycleFor } from './lifecycle';

/** The form's input in this page: the next referral it went on with, if it sent one here (see `wentOnWith`). */
export const affiliateInput = (): AffiliateInput => {
  const wentOn = wentOnWith('affiliates');
  return { wentOn: wentOn && { draft: wentOn.draft as AffiliateDraft, sent: wentOn.sent } };
};

export interface AffiliateDeps {
  /** The requests' client, the device memory, the tabs (tests pass fakes). */
  saving?: AutosaveDeps;
  analytics?: Analytics;
  log?: (...args: unknown[]) => void;
}

/**
 * The affiliate machine with its effects bound; tests pass fakes for any of them. A failed save
 * is tracked (spec section 8: 'Affiliate save failure: an error event is tracked').
 */
export function bindAffiliate(deps: AffiliateDeps = {}) {
  const analytics = deps.analytics ?? defaultAnalytics;
  const log = deps.log ?? ((...args: unknown[]) => console.error(...args));
  const lifecycle = lifecycleFor(affiliateLifecycle, { log, ...deps.saving });
  return affiliateMachine.provide({
    actors: lifecycle.actors,
    actions: {
      ...lifecycle.actions,
      // Why and how it failed, never what the visitor typed.
      trackSaveFailed: (_, { reason, status }) => analytics.track(analyticsEvents.affiliateSaveFailed, { reason, status }),
      trackSubmitted: () => analytics.track(analyticsEvents.affiliateSubmitted),
    },
  });
}

export const affiliateActorLogic = bindAffiliate();
export type AffiliateLogic = ReturnType<typeof bindAffiliate>;
