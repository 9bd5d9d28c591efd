import { deferredIsland } from '../island/DeferredIsland';
import { lazyComponent } from '../island/lazyComponent';
import { remembersLead } from '../island/remembersLead';

/**
 * The application form as a deferred island, as on /demo and /affiliate (issues 14 and 20): what
 * is typed into the prerendered fields before the form's code arrives is kept and played back to
 * it (island/replayEdits.ts). Hydrated with the page instead, the form lost the first keystrokes
 * typed on a slow network while React took the fields over (CI: 'Casa Speranței' stored as
 * 'a Speranței' on Fast 3G).
 */
export const scholarshipFormCode = lazyComponent(() => import('./ScholarshipForm').then((m) => () => <m.ScholarshipForm />));

// The form's height on a wide screen, kept while its code loads after a client-side navigation.
export const ScholarshipIsland = deferredIsland<Record<string, never>>(scholarshipFormCode, {
  minHeight: () => '40rem',
  wakeAtOnce: remembersLead('scholarship-applications'),
});
