import { affiliateMachine, type AffiliateInput } from '../../machines/affiliate.machine';
import { analyticsEvents } from '../domain/analyticsEvents';
import { analytics as defaultAnalytics, type Analytics } from '../services/analytics';
import { referrerOf } from '../domain/affiliate';
import { autosaveFor, wentOnWith, type AutosaveDeps } from './autosave';

/**
 * The autosave of the referrals: after a sent referral the form goes on with the referrer's own
 * name and e-mail. A failed request (retried with backoff) is the autosave's `autosave.failed`,
 * which this form shows and tracks (spec section 8: 'Affiliate save failure: an error event is tracked').
 */
export const affiliateAutosave = (deps: AutosaveDeps = {}) => autosaveFor('affiliates', { ...deps, goesOnAfterSending: referrerOf });

/** The form's input in this page: the next referral it went on with, if it sent one here (see `wentOnWith`). */
export const affiliateInput = (): AffiliateInput => ({ wentOn: wentOnWith('affiliates') });

export interface AffiliateDeps {
  autosave?: ReturnType<typeof autosaveFor>;
  analytics?: Analytics;
  log?: (...args: unknown[]) => void;
}

/** The affiliate machine with its effects bound; tests pass fakes for any of them. */
export function bindAffiliate(deps: AffiliateDeps = {}) {
  const analytics = deps.analytics ?? defaultAnalytics;
  const log = deps.log ?? ((...args: unknown[]) => console.error(...args));
  return affiliateMachine.provide({
    actors: { autosave: deps.autosave ?? affiliateAutosave() },
    actions: {
      // Why and how it failed, never what the visitor typed.
      trackSaveFailed: (_, { reason, status }) => analytics.track(analyticsEvents.affiliateSaveFailed, { reason, status }),
      trackSubmitted: () => analytics.track(analyticsEvents.affiliateSubmitted),
      logFailure: (_, { error }) => log('[affiliates]', error),
    },
  });
}

export const affiliateActorLogic = bindAffiliate();
export type AffiliateLogic = ReturnType<typeof bindAffiliate>;
