import type { messages as en } from '../messages';
import { limits } from '../fields';
import type { Translation } from '../../i18n/translation';

/**
 * Romanian puts 'de' between a number and its noun from 20 on (1 câmp, 19 câmpuri, 20 de
 * câmpuri, 101 câmpuri, 120 de câmpuri): CLDR's plural category 'other' for Romanian.
 */
const de = (n: number): string => (new Intl.PluralRules('ro-RO').select(n) === 'other' ? 'de ' : '');
const characters = (n: number): string => (n === 1 ? '1 caracter' : `${n} ${de(n)}caractere`);

/**
 * The sent-form texts branch lead13 adds to the English messages (issue 13). Spread in below, so
 * that this file type-checks both before that branch is merged (no excess-key check on a spread)
 * and after it (where they are required): write them inline once both are on main.
 */
const sentForm = {
  sent: {
    /** `date` is already formatted for the page's language: 'Trimis pe 24 noiembrie 2026.' */
    on: (date: string) => `Trimis pe ${date}.`,
    again: 'Trimiteți o altă cerere',
    withoutUnsent: 'Este posibil ca ultimele modificări să nu facă parte din ea: fusese deja trimisă. Le găsiți completate dacă trimiteți o altă cerere.',
  },
};

/** One message per rule name, in Romanian. */
export const messages: Translation<typeof en> = {
  Required: 'Acest câmp este obligatoriu.',
  Email: 'Vă rugăm să introduceți o adresă de e-mail validă.',
  emailRequired: 'Vă rugăm să introduceți adresa de e-mail',
  affiliateInvalid: 'Formularul pare să nu fie valid. Vă rugăm să verificați toate câmpurile obligatorii.',
  tooLong: (max: number) => `Vă rugăm să folosiți cel mult ${characters(max)}.`,
  emailLocalPartTooLong: `Vă rugăm ca partea dinaintea semnului @ să aibă cel mult ${characters(limits.emailLocalPart)}.`,
  invalid: 'Această valoare nu este acceptată.',
  wholeNumber: (min: number, max: number) => `Vă rugăm să introduceți un număr întreg de la ${min} la ${max}.`,
  meetingTaken: 'Ne pare rău, această oră tocmai a fost rezervată de altcineva. Vă rugăm să alegeți alta.',
  meetingNotOffered: 'Aceasta nu este una dintre orele pe care le oferim. Vă rugăm să alegeți una dintre orele afișate.',
  meetingOff:
    'Programarea unei ore online nu este disponibilă momentan. Vă rugăm să propuneți o dată și o oră în caseta de mai jos; vă vom răspunde pentru a stabili întâlnirea.',
  meetingLeadUnknown: 'Doar o cerere de demonstrație trimisă, care nu este spam, poate avea o întâlnire.',
  meetingLeadHasOne: 'Această cerere are deja o întâlnire.',
  meetingNotBooked: 'Această întâlnire a fost anulată sau a avut deja loc.',
  meetingTooManyChanges: 'Această întâlnire a fost mutată de prea multe ori. Vă rugăm să răspundeți la e-mailul nostru și vom găsi împreună o oră.',
  saveStatus: {
    saving: 'Se salvează…',
    saved: 'Salvat',
    offline: 'Se pare că nu sunteți conectat la internet. Modificările rămân aici și vom încerca în continuare să le salvăm.',
    unavailable: 'Serverul nostru nu răspunde momentan. Modificările rămân aici și vom încerca în continuare să le salvăm.',
    slow: 'Salvarea durează: serverul ne-a cerut să așteptăm puțin. Modificările rămân aici și vor fi salvate în curând.',
    rejected: 'Ultima modificare nu a putut fi salvată. Vă rugăm să verificați câmpul evidențiat.',
    blocked:
      'Acest browser nu permite site-ului nostru să salveze modificările pe măsură ce scrieți (cookie-urile sunt blocate). Nu se pierde nimic: când trimiteți formularul, acesta ne parvine ca formular obișnuit.',
  },
  storageRefused:
    'Acest browser nu păstrează pe acest dispozitiv ce scrieți (spațiul de stocare este plin sau dezactivat). Ce scrieți ajunge la noi pe măsură ce scrieți, dar dacă părăsiți sau reîncărcați pagina înainte de a trimite, formularul poate apărea gol.',
  ...sentForm,
  fieldsToFix: (count: number) => (count === 1 ? 'Un câmp necesită atenția dumneavoastră.' : `${count} ${de(count)}câmpuri necesită atenția dumneavoastră.`),
};
