import { areas as en } from '../areas';
import type { Translation } from '../../i18n/translation';

export type { LandingItem } from '../areas';

/** Areas covered (spec section 1) in Norwegian, in the same order; icons and link targets are the English module's. */
export const areas: Translation<typeof en> = [
  { name: 'Pasientadministrasjon', text: 'Erstatter papirer og regneark.', logo: en[0].logo },
  { name: 'Behandlingsplanlegging', text: 'Alle timeplaner lages automatisk.', logo: en[1].logo },
  { name: 'Forskning', text: 'Samle inn data og lag rapporter og statistikk.', logo: en[2].logo },
  { name: 'Bookinger', text: 'Romstyring og booking på nett.', logo: en[3].logo },
  { name: 'Kjøkken', text: 'Tilpass oppskrifter til et hvilket som helst antall gjester.', logo: en[4].logo },
  {
    name: 'Og mer',
    text: 'Send oss en forespørsel om et område du trenger.',
    logo: en[5].logo,
    link: { href: en[5].link!.href, label: 'Be om et område' },
  },
];
