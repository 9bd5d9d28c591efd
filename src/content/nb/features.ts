import { features as en } from '../features';
import type { Translation } from '../../i18n/translation';

/** Features (spec section 1) in Norwegian, in the same order; icons and link targets are the English module's. */
export const features: Translation<typeof en> = [
  { name: 'Mobilapp', text: 'Varsler og enkel tilgang for ansatte og gjester.', logo: en[0].logo },
  { name: 'Automatisk SMS/e-post', text: 'Bekreftelser og påminnelser sendes av seg selv, i tide.', logo: en[1].logo },
  { name: 'Personvern for helsedata', text: 'Tofaktorautentisering, aktivitetslogger, eksport og anonymisering av data.', logo: en[2].logo },
  { name: 'Oppfølging av pasienter', text: 'Hold kontakten med gjestene etter at de har reist hjem.', logo: en[3].logo },
  { name: 'Blodprøver', text: 'Importer blodprøvesvar.', logo: en[4].logo },
  {
    name: 'Og mer',
    text: 'Fortell oss hva teamet ditt trenger videre.',
    logo: en[5].logo,
    link: { href: en[5].link!.href, label: 'Foreslå en funksjon' },
  },
];
