import { scholarshipProgram as enProgram, scholarshipText as enText, type sponsorPlaceholders as enPlaceholders } from '../scholarship';
import type { Translation } from '../../i18n/translation';
import { ranges } from '../../domain/limits';
import { config } from '../../services/config';

/** The program's numbers are the English module's: only the words change. */
export const scholarshipProgram: Translation<typeof enProgram> = enProgram;
const sponsors = scholarshipProgram.sponsorsToContact;
/** 'de' between a number and its noun from 20 on (CLDR plural 'other' for Romanian). */
const de = (n: number): string => (new Intl.PluralRules('ro-RO').select(n) === 'other' ? 'de ' : '');

/** The sponsor e-mail's placeholders, each to be replaced by the sender (the template uses these). */
export const sponsorPlaceholders: Translation<typeof enPlaceholders> = [
  '[Numele sponsorului]',
  '[Numele dumneavoastră]',
  '[Numele centrului de sănătate]',
  '[Funcția]',
  '[Date de contact]',
];
const [sponsorName, yourName, centerName, position, contactInfo] = sponsorPlaceholders;

export const sponsorEmailTemplate = `Subiect: Ne ajutați ca ${centerName} să îngrijească mai mulți oameni?

Stimate/Stimată ${sponsorName},

Mă numesc ${yourName} și sunt ${position} la ${centerName}. În fiecare zi ne ajutăm oaspeții să ducă o viață mai sănătoasă pentru trup, minte și suflet, și ne-am dori să ne petrecem timpul cu ei, nu cu hârțogăria.

Candidăm la Programul de burse ${config.appName}, care oferă unor centre ca al nostru software pentru recepție, fișe medicale, programări și multe altele. În primul nostru an, ${config.appName} egalează orice sumă oferită de un sponsor: fiecare contribuție a dumneavoastră contează de două ori.

Ați accepta să ne sponsorizați? M-aș bucura să vă povestesc mai multe despre munca noastră și despre ce ar face posibil sprijinul dumneavoastră.

Cu recunoștință,
${yourName}
${position}, ${centerName}
${contactInfo}`;

export const scholarshipText: Translation<typeof enText> = {
  title: `Programul de burse ${config.appName}`,
  tagline: 'Nimeni nu rămâne în urmă.',
  lead: 'Un centru nou sau unul care trece printr-o perioadă grea nu ar trebui să aleagă între oaspeții săi și hârțogărie. Trei pași, pe care îi parcurgem împreună cu dumneavoastră.',
  stepsLabel: 'Cum funcționează programul',
  stepLabel: (n: number) => `Pasul ${n}`,
  sponsors: {
    title: `Scrieți către ${sponsors} ${de(sponsors)}potențiali sponsori`,
    text: `Alegeți din lista dumneavoastră de contacte ${sponsors} ${de(sponsors)}persoane care ar putea sponsoriza centrul: un fost oaspete, o afacere locală, o biserică, o fundație. Trimiteți-le fiecăreia acest e-mail, înlocuind cuvintele dintre paranteze drepte cu ale dumneavoastră.`,
    templateLabel: 'E-mail către un potențial sponsor',
    copy: 'Copiați e-mailul',
    copied: 'Copiat',
    copyFailed: 'Copierea nu a funcționat aici: e-mailul este selectat, așa că îl puteți copia singur.',
  },
  freeTier: {
    title: 'Începeți gratuit cu modulul Recepție',
    text: `Înscrieți-vă pentru modulul Recepție: este gratuit pentru totdeauna. Centrul dumneavoastră este apoi listat pe platforma noastră de rezervări pentru centre de stil de viață, astfel încât oaspeții să vă găsească și să rezerve online; ${config.appName} reține un mic comision pentru fiecare rezervare pe care v-o aduce.`,
    link: { href: enText.freeTier.link.href, label: 'Vedeți planul Recepție' },
  },
  apply: {
    title: 'Trimiteți direct o cerere',
    text: 'Trimiteți-ne cererea de sponsorizare. Pentru centrele noi și pentru cele aflate în dificultate, sprijinul nostru acoperă primul an și egalează tot ce oferă sponsorii dumneavoastră.',
    closing: 'Completați formularul de mai jos.',
  },
  form: {
    title: 'Cererea dumneavoastră de sponsorizare',
    name: 'Cerere de sponsorizare',
    requiredNote: 'Câmpurile marcate cu * sunt obligatorii.',
    labels: {
      centerName: 'Numele centrului',
      contactPersonName: 'Numele dumneavoastră',
      position: 'Funcția dumneavoastră în centru',
      email: 'E-mailul dumneavoastră',
      phone: 'Telefon',
      country: 'Țara',
      situation: 'Situația centrului dumneavoastră',
      sponsorsContacted: 'Câtor potențiali sponsori le-ați scris?',
      message: 'Spuneți-ne despre centrul dumneavoastră și despre sprijinul de care are nevoie',
    },
    placeholders: {
      situation: 'Alegeți o variantă *',
    },
    hints: {
      sponsorsContacted: `Pasul 1 sugerează ${sponsors}. Orice număr întreg de la ${ranges.sponsorsContacted.min} la ${ranges.sponsorsContacted.max} este în regulă.`,
      message: 'De cât timp funcționați, câți oaspeți primiți și ce vă este greu acum.',
    },
    missing: 'Pentru a trimite cererea, vă rugăm să completați:',
    submit: 'Trimiteți cererea',
    submitting: 'Se trimite…',
    retry: 'Încercați din nou',
    success: 'Vă mulțumim! Cererea dumneavoastră a ajuns la noi. O vom citi cu atenție și vă vom răspunde.',
  },
};
