import type { about as en } from '../about';
import type { Translation } from '../../i18n/translation';
import { chrome } from './chrome';

/** /about in Romanian: vision (the footer's sentence, one source), mission and what we do. */
export const about: Translation<typeof en> = {
  title: 'Despre noi',
  purposeTitle: 'Viziune și misiune',
  visionEyebrow: 'Viziunea noastră',
  missionEyebrow: 'Misiunea noastră',
  work: { eyebrow: 'Ce facem', title: 'Un singur loc pentru întregul centru' },
  testimonials: { eyebrow: 'Mărturiile clienților', title: 'Ce ne spun centrele', sampleTag: 'Exemplu' },
  team: { eyebrow: 'Echipa', title: 'Oamenii din spatele Heartwork', sampleTag: 'Profil de exemplu' },
  partners: {
    eyebrow: 'Parteneri',
    title: 'Lucrăm alături de',
    sampleLogoAlt: (partner: string) => `${partner} (siglă de partener, cu titlu de exemplu)`,
  },
  contact: {
    title: 'Ați vrea să vedeți Heartwork în centrul dumneavoastră?',
    text: 'Ne-ar plăcea să aflăm cum lucrează echipa dumneavoastră astăzi. Programați o demonstrație sau, pur și simplu, scrieți-ne.',
  },
  lead: 'Construim software pentru centre rezidențiale de sănătate și stil de viață, pentru ca echipele lor să-și petreacă zilele cu oamenii, nu cu hârtiile.',
  vision: chrome.vision,
  mission:
    'Să oferim fiecărui centru de sănătate și stil de viață mai mult timp pentru îngrijire: transformăm hârțogăria unui program rezidențial în automatizări în care întreaga echipă poate avea încredere.',
  whatWeDo: [
    'Heartwork aduce întregul centru într-un singur loc: datele oaspeților, rezervările, fișele medicale, scrisorile medicale de externare, programările, statisticile, cercetarea și bucătăria.',
    'Programările se generează pentru dumneavoastră, mementourile pleacă singure, iar rezultatele de la laborator ajung acolo unde are nevoie medicul de ele. Fiecare rol vede ce îi cer atribuțiile, în engleză, română sau norvegiană.',
    'Lansăm o versiune nouă la fiecare două săptămâni, modelată împreună cu centrele care folosesc deja Heartwork în fiecare zi.',
  ],
};
