import type { LandingItem } from './areas';

/**
 * Features (spec section 1), in the spec's order. The spec gives no text for three of them; theirs
 * is ours, kept to what the product states elsewhere.
 */
export const features: readonly LandingItem[] = [
  { name: 'Mobile app', text: 'Notifications and easy access for employees and guests.', logo: 'mobileApp' },
  { name: 'Automatic SMS/Email', text: 'Confirmations and reminders go out on their own, on time.', logo: 'messages' },
  { name: 'Medical data privacy', text: '2FA, activity logs, export and anonymize data.', logo: 'privacy' },
  { name: 'Follow up with patients', text: 'Keep in touch with guests after they go home.', logo: 'followUp' },
  { name: 'Blood tests', text: 'Import blood test results.', logo: 'bloodTests' },
  {
    name: 'And more',
    text: 'Tell us what your team needs next.',
    logo: 'moreFeatures',
    link: { href: '/demo', label: 'Suggest a feature' },
  },
];
