import { config } from '../../services/config';

/** The coming-soon page (spec section 2): headline, maintenance message and the launch it counts down to. */
export const comingSoon = {
  headline: 'Our website is Coming Soon',
  message: 'We are doing some maintenance and putting the finishing touches on the new site. Leave your email and we will let you know when it is ready.',
  /** UTC, so every visitor counts down to the same moment. */
  launchAt: '2027-03-01T00:00:00Z',
  launchLabel: '1 March 2027',
} as const;

/** Twitter is not among the app's profiles; this page's sample still shows it (spec: four networks). */
const sampleProfiles: Record<string, string> = { Twitter: 'https://twitter.com/' };

/** Facebook, Twitter, LinkedIn and Instagram, using the app's own profile links where it has them. */
export const comingSoonSocial = (['Facebook', 'Twitter', 'LinkedIn', 'Instagram'] as const).map((name) => ({
  name,
  href: config.social.find((s) => s.name === name)?.href ?? sampleProfiles[name],
}));
