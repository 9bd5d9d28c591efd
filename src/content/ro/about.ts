import type { about as en } from '../about';
import type { Translation } from '../../i18n/translation';

/** /about: viziunea (aceeași frază ca în subsol), misiunea și ce facem. */
export const about: Translation<typeof en> = {
  lead: 'Construim software pentru centre rezidențiale de sănătate și stil de viață, pentru ca echipele lor să-și petreacă zilele cu oamenii, nu cu hârtiile.',
  vision:
    'Să călăuzim oamenii spre o viață împlinită, cu sănătate fizică, mintală și spirituală, prin tehnologie și resurse.',
  mission:
    'Să oferim fiecărui centru de sănătate și stil de viață mai mult timp pentru îngrijire: transformăm hârțogăria unui program rezidențial în automatizări în care întreaga echipă poate avea încredere.',
  whatWeDo: [
    'Heartwork aduce întregul centru într-un singur loc: datele oaspeților, rezervările, fișele medicale, scrisorile medicale de externare, programările, statisticile, cercetarea și bucătăria.',
    'Programările se generează pentru dumneavoastră, mementourile pleacă singure, iar rezultatele de la laborator ajung acolo unde are nevoie medicul de ele. Fiecare rol vede ce îi cer atribuțiile, în engleză, română sau norvegiană.',
    'Lansăm o versiune nouă la fiecare două săptămâni, modelată împreună cu centrele care folosesc deja Heartwork în fiecare zi.',
  ],
};
