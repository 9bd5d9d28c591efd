import { deferredIsland } from '../island/DeferredIsland';
import { lazyComponent } from '../island/lazyComponent';
import { remembersLead } from '../island/remembersLead';
import type { WaitlistFormProps } from './WaitlistForm';

/**
 * The wait-list form as a deferred island (home's #demoSection, the pricing page, /demo): its
 * code (the form, its machines, the HTTP client, the structs) loads as the visitor nears it, so
 * it stays out of the page's first load; on /demo, where it is on the first screen, that is right
 * after hydration.
 */
export const waitlistFormCode = lazyComponent(() => import('./WaitlistForm').then((m) => m.WaitlistForm));

// The form's height on a wide screen (measured: full 75 rem, short 9 rem), kept while its code loads.
export const WaitlistIsland = deferredIsland<WaitlistFormProps>(waitlistFormCode, {
  minHeight: ({ shortForm }) => (shortForm ? '9rem' : '75rem'),
  wakeAtOnce: remembersLead('waitlist-records'),
});
