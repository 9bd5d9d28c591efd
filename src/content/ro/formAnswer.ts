import type { formAnswerText as en } from '../formAnswer';
import type { Translation } from '../../i18n/translation';

/** '1 secundă', '5 secunde', '20 de secunde' (CLDR plural 'one' / 'few' / 'other' for Romanian). */
function seconds(n: number): string {
  const plural = new Intl.PluralRules('ro-RO').select(n);
  if (plural === 'one') return `${n} secundă`;
  return plural === 'other' ? `${n} de secunde` : `${n} secunde`;
}

/** The pages answering a plain form post, in Romanian. */
export const formAnswerText: Translation<typeof en> = {
  thanksTitle: 'Vă mulțumim',
  another: 'Trimiteți încă un formular',
  fixTitle: 'Vă rugăm să verificați formularul',
  tooMany: (n: number) =>
    `Primim foarte multe cereri din rețeaua dumneavoastră în acest moment. Ce ați scris este păstrat mai jos: vă rugăm să îl trimiteți din nou peste ${seconds(n)}.`,
  tooLong: 'Formularul este mai lung decât poate fi orice formular complet. Vă rugăm să scurtați textul cel mai lung și să îl trimiteți din nou.',
  unreadable: 'Formularul a ajuns într-o formă pe care nu o putem citi. Vă rugăm să îl completați din nou.',
  notStored: 'Nu am putut salva formularul în acest moment. Ce ați scris este păstrat mai jos: vă rugăm să îl trimiteți din nou peste câteva clipe.',
  crossSite: 'Acest formular poate fi trimis doar de pe site-ul Heartwork. Nu s-a salvat nimic.',
  notSent: 'Formular netrimis',
};
