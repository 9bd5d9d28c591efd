import type { chrome as en } from '../chrome';
import type { Translation } from '../../i18n/translation';

/**
 * What every page shares, in Romanian. The tagline keeps the English line's contrast, and its
 * H–H echo: 'hârțogărie' is the Romanian word for the paperwork that eats a team's day.
 */
export const chrome: Translation<typeof en> = {
  tagline: 'Heartwork, nu hârțogărie.',
  vision: 'Să călăuzim oamenii spre o viață înfloritoare, cu sănătate fizică, mintală și spirituală, prin tehnologie și resurse.',
  skipLink: 'Salt la conținut',
  navbar: {
    brandLabel: 'Heartwork – pagina principală',
    label: 'Navigare principală',
    links: { home: 'Acasă', about: 'Despre noi', pricing: 'Prețuri', affiliate: 'Invitați' },
    bookDemo: 'Programați o demonstrație',
    menu: 'Meniu',
  },
  footer: {
    label: 'Subsol',
    company: 'Companie',
    links: {
      about: 'Despre noi',
      pricing: 'Prețuri',
      affiliate: 'Programul de afiliere',
      scholarship: 'Programul de burse',
      privacy: 'Politica de confidențialitate',
      terms: 'Termeni și condiții',
    },
    contact: 'Contact',
    socialLabel: 'Rețele sociale',
    followUs: 'Urmăriți-ne',
    opensInNewTab: (network: string) => `${network} (se deschide într-o filă nouă)`,
    rightsReserved: '. Toate drepturile rezervate.',
    goToTop: 'Înapoi sus',
  },
  preloader: { loading: 'Se încarcă pagina…' },
  contactCard: { bookDemo: 'Programați o demonstrație' },
};
