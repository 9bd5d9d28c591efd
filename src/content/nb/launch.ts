import * as en from '../launch';
import type { Translation } from '../../i18n/translation';

/**
 * Launch content in Norwegian: nothing here has words (contact data, links, the video, the brochure are the owner's, one source).
 * The about page's words (testimonials, team, partners) are in launchAbout.ts.
 */
export const launch: Translation<typeof en.launch> = en.launch;
export const { sample, isSample, showsSamples } = en;
