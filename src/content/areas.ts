import type { IconName } from '../components/icons/Icon';

/** A landing-page item (spec section 3: name, text, logo). `link` turns the card into a request. */
export interface LandingItem {
  name: string;
  text: string;
  logo: IconName;
  link?: { href: string; label: string };
}

/** Areas covered (spec section 1), in the spec's order. */
export const areas: readonly LandingItem[] = [
  { name: 'Patient management', text: 'Replaces papers and spreadsheets.', logo: 'patients' },
  { name: 'Treatment scheduling', text: 'Automatic generation of all schedules.', logo: 'scheduling' },
  { name: 'Research', text: 'Collect data and generate reports and statistics.', logo: 'research' },
  { name: 'Bookings', text: 'Rooms management and online bookings.', logo: 'bookings' },
  { name: 'Kitchen', text: 'Adjust recipes for any number of guests.', logo: 'kitchen' },
  {
    name: 'And more',
    text: 'Send a request for a needed area.',
    logo: 'moreAreas',
    link: { href: '/demo', label: 'Request an area' },
  },
];
