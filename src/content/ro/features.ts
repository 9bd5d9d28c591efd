import { features as en } from '../features';
import type { Translation } from '../../i18n/translation';

/** The features in Romanian, in the spec's order; logos and links are the English module's. */
export const features: Translation<typeof en> = [
  { logo: en[0].logo, name: 'Aplicație mobilă', text: 'Notificări și acces ușor pentru angajați și oaspeți.' },
  { logo: en[1].logo, name: 'SMS/e-mail automate', text: 'Confirmările și mementourile pleacă singure, la timp.' },
  { logo: en[2].logo, name: 'Confidențialitatea datelor medicale', text: '2FA, jurnale de activitate, export și anonimizare a datelor.' },
  { logo: en[3].logo, name: 'Urmărirea pacienților', text: 'Păstrați legătura cu oaspeții după ce ajung acasă.' },
  { logo: en[4].logo, name: 'Analize de sânge', text: 'Importați rezultatele analizelor de sânge.' },
  {
    logo: en[5].logo,
    name: 'Și multe altele',
    text: 'Spuneți-ne de ce are nevoie echipa dumneavoastră în continuare.',
    link: { href: en[5].link!.href, label: 'Propuneți o funcționalitate' },
  },
];
