import { useEffect } from 'react';
import type { NavigationTarget } from '../../machines/navigation.machine';
import { analyticsEvents } from '../domain/analyticsEvents';
import { analytics } from '../services/analytics';

/** This build can send analytics (a key was configured), so it asks for consent. */
export { analyticsConfigured } from '../services/analytics';

/**
 * The page-level analytics events, for views that have no machine of their own (views never
 * import the analytics service: they call these).
 */
export const trackPageView = ({ path, hash }: NavigationTarget): void => analytics.track(analyticsEvents.pageView, { path, ...(hash ? { hash } : {}) });

export const trackVideoPlayClicked = (): void => analytics.track(analyticsEvents.videoPlayClicked);

export const trackFaqOpened = (question: string): void => analytics.track(analyticsEvents.faqOpened, { question });

/** Tracks the home page view once per visit of the page (after hydration, never on the server). */
export function useTrackHomeViewed(): void {
  useEffect(() => analytics.track(analyticsEvents.homeViewed), []);
}

/** Tracks a view of the Scholarship Program page (spec section 7), once per visit of the page. */
export function useTrackScholarshipViewed(): void {
  useEffect(() => analytics.track(analyticsEvents.scholarshipViewed), []);
}
