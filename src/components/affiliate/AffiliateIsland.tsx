import { deferredIsland } from '../island/DeferredIsland';
import { lazyComponent } from '../island/lazyComponent';
import { remembersLead } from '../island/remembersLead';

/**
 * The referral form as a deferred island (issue 20): its code (the form, its machines, the HTTP
 * client, the structs) loads after the page's first paint and hydration, as soon as the form
 * nears the viewport or the visitor points at it; what is typed before then is kept and replayed.
 */
export const affiliateFormCode = lazyComponent(() => import('./AffiliateForm').then((m) => () => <m.AffiliateForm />));

// The form's height on a wide screen, kept while its code loads after a client-side navigation.
export const AffiliateIsland = deferredIsland<Record<string, never>>(affiliateFormCode, { minHeight: () => '44rem', wakeAtOnce: remembersLead('affiliates') });
