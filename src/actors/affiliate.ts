import { enqueueActions } from 'xstate';
import { affiliateMachine, type AffiliateInput, type AutosaveFailure } from '../../machines/affiliate.machine';
import type { SaveFailure } from '../../machines/autosave.machine';
import { analyticsEvents } from '../domain/analyticsEvents';
import { analytics as defaultAnalytics, type Analytics } from '../services/analytics';
import { referrerOf } from '../domain/affiliate';
import { autosaveFor, wentOnWith, type AutosaveDeps } from './autosave';

/**
 * The autosave of the referrals. Besides logging a failed request (it is retried with backoff),
 * it tells the form, which shows an error message and tracks it (spec section 8: 'Affiliate save
 * failure: an error event is tracked').
 */
export function affiliateAutosave(deps: AutosaveDeps = {}) {
  const log = deps.log ?? ((...args: unknown[]) => console.error(...args));
  return autosaveFor('affiliates', { ...deps, goesOnAfterSending: referrerOf }).provide({
    actions: {
      logSaveFailure: enqueueActions(({ enqueue }, { error }: { error: unknown }) => {
        enqueue(() => log('[affiliates] save failed, will retry', error));
        const status = (error as SaveFailure | undefined)?.status;
        enqueue.sendParent({ type: 'autosave.failed', status: typeof status === 'number' ? status : null } satisfies AutosaveFailure);
      }),
    },
  });
}

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
