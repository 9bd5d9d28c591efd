import type { chrome as en } from '../chrome';
import type { Translation } from '../../i18n/translation';

/** What every page shares, in Norwegian: skip link, navbar, footer, preloader, contact card, tagline and vision. */
export const chrome: Translation<typeof en> = {
  /** 'Heartwork, not paperwork.' in Norwegian, keeping the rhyme of the word play. */
  tagline: 'Hjertearbeid, ikke papirarbeid.',
  vision: 'Å lede mennesker til et rikt liv med fysisk, mental og åndelig helse gjennom teknologi og ressurser.',
  skipLink: 'Hopp til innholdet',
  navbar: {
    brandLabel: 'Heartwork – til forsiden',
    label: 'Hovedmeny',
    links: { home: 'Hjem', about: 'Om oss', pricing: 'Priser', affiliate: 'Inviter' },
    bookDemo: 'Bestill en demo',
    menu: 'Meny',
  },
  footer: {
    label: 'Bunntekst',
    company: 'Selskapet',
    links: {
      about: 'Om oss',
      pricing: 'Priser',
      affiliate: 'Henvisningsprogram',
      scholarship: 'Stipendprogram',
      privacy: 'Personvernerklæring',
      terms: 'Vilkår og betingelser',
    },
    contact: 'Kontakt',
    socialLabel: 'Sosiale medier',
    followUs: 'Følg oss',
    opensInNewTab: (network) => `${network} (åpnes i en ny fane)`,
    rightsReserved: '. Alle rettigheter forbeholdt.',
    goToTop: 'Til toppen',
  },
  preloader: { loading: 'Laster inn siden …' },
  contactCard: { bookDemo: 'Bestill en demo' },
};
