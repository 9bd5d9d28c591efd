import type { home as en } from '../home';
import type { Translation } from '../../i18n/translation';
import { chrome } from './chrome';

/** The home page's words in Norwegian Bokmål (src/content/home.ts says where each appears). */
export const home: Translation<typeof en> = {
  hero: {
    title: chrome.tagline,
    subtitle: 'Opplev hva automatisering kan gjøre for teamet ditt',
    lead: 'Programvare for livsstils- og helsesentre med opphold: gjestedata, bookinger, journaler, timeplaner, forskning og kjøkkenet – alt i samme system.',
    joinCta: 'Sett deg på ventelisten',
    demoCta: 'Bestill en demo',
    facts: ['Engelsk, rumensk og norsk', 'Oppdateres annenhver uke', 'Resepsjonsmodulen er gratis for alltid'],
    moments: ['Timeplaner laget', 'Gjest sjekket inn', 'Blodprøvesvar importert', 'Meny for 42 gjester'],
    illustrationAlt: 'Illustrasjon: et livsstilssenter blant grønne åser, og dagens timeplan på et nettbrett',
  },
  areas: {
    eyebrow: 'Områder vi dekker',
    title: 'Alt senteret ditt trenger i hverdagen',
    lead: 'Fra den første bookingen til den siste oppfølgingen jobber alle avdelingene ut fra det samme grunnlaget.',
  },
  features: {
    eyebrow: 'Funksjoner',
    title: 'Laget for måten omsorgsteam jobber på',
    lead: 'De små tingene som gir teamet timene sine tilbake.',
  },
  video: {
    eyebrow: 'Se det i bruk',
    title: 'En dag på senteret, uten papirarbeidet',
    lead: 'To minutter med timeplanene, journalene og kjøkkenet.',
    play: 'Spill av videoen: Heartwork i bruk',
    frameTitle: 'Heartwork i bruk (video på YouTube)',
    note: 'Videoen spilles av fra YouTube i personvernforbedret modus, og først når du trykker på avspilling.',
  },
  join: {
    eyebrow: 'Venteliste',
    title: 'Sett deg på ventelisten',
    lead: 'Fortell oss om senteret ditt og hva du trenger først. Vi tar kontakt og viser deg rundt.',
  },
  faq: {
    eyebrow: 'Spørsmål og svar',
    title: 'Spørsmål sentrene stiller oss',
    more: 'Har du et annet spørsmål? Skriv til oss på',
  },
};
