import { areas as en } from '../areas';
import type { Translation } from '../../i18n/translation';

/** The areas covered in Romanian, in the spec's order; logos and links are the English module's. */
export const areas: Translation<typeof en> = [
  { logo: en[0].logo, name: 'Gestionarea pacienților', text: 'Înlocuiește hârtiile și foile de calcul.' },
  { logo: en[1].logo, name: 'Programarea tratamentelor', text: 'Generarea automată a tuturor programărilor.' },
  { logo: en[2].logo, name: 'Cercetare', text: 'Colectați date și generați rapoarte și statistici.' },
  { logo: en[3].logo, name: 'Rezervări', text: 'Gestionarea camerelor și rezervări online.' },
  { logo: en[4].logo, name: 'Bucătărie', text: 'Adaptați rețetele pentru orice număr de oaspeți.' },
  {
    logo: en[5].logo,
    name: 'Și multe altele',
    text: 'Trimiteți o cerere pentru domeniul de care aveți nevoie.',
    link: { href: en[5].link!.href, label: 'Cereți un domeniu' },
  },
];
